#!/usr/bin/env node
// Validates the starter corpus of plain-language explanations (해설) in this folder.
// Usage: node corpus/manual/check.mjs [statutes.jsonl] [taxonomy.yaml]
// Exits non-zero and lists every problem found, so it can guard CI or a pre-commit hook.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const statutesPath = resolve(process.argv[2] ?? join(here, '../../../shared/corpus/statutes.jsonl'));
const taxonomyPath = resolve(process.argv[3] ?? join(here, '../../../shared/spec/taxonomy.yaml'));

const MIN_ENTRIES = 320;
const MIN_ENTRIES_PER_SCENARIO = 2;
// Longer verbatim runs than this mean the statute was copied instead of explained.
const MAX_COPIED_CHARS = 40;
const FILE_FOR_LEVEL1 = { CIVIL: 'civil', LABOR: 'labor', CRIMINAL: 'criminal', FAMILY: 'family', ADMIN: 'admin' };

const problems = [];
const report = (where, message) => problems.push(`${where}: ${message}`);

function loadStatutes(path) {
  const byKey = new Map();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line);
    byKey.set(`${row.law}\u0000${row.article}`, row);
  }
  return byKey;
}

function loadScenarioCodes(path) {
  const taxonomy = parseYaml(readFileSync(path, 'utf8'));
  const codes = new Set();
  for (const group of Object.values(taxonomy.level2)) {
    for (const code of Object.keys(group.scenarios)) codes.add(code);
  }
  return codes;
}

function longestCommonRun(a, b) {
  // Dynamic programming over characters; texts are short (a few hundred characters).
  let best = 0;
  let previous = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1] + 1;
        if (current[j] > best) best = current[j];
      }
    }
    previous = current;
  }
  return best;
}

function countSentences(text) {
  return text.split(/(?<=[.!?])\s+/).filter((part) => part.trim().length > 0).length;
}

const statutes = loadStatutes(statutesPath);
const scenarioCodes = loadScenarioCodes(taxonomyPath);
const expectedFiles = new Set(Object.values(FILE_FOR_LEVEL1).map((name) => `${name}.jsonl`));
const seenIds = new Set();
const entriesPerScenario = new Map([...scenarioCodes].map((code) => [code, 0]));
const entriesPerFile = {};
let total = 0;

for (const file of readdirSync(here).filter((name) => name.endsWith('.jsonl')).sort()) {
  if (!expectedFiles.has(file)) report(file, 'unexpected file name (expected one per LEVEL1 code)');
  const lines = readFileSync(join(here, file), 'utf8').split('\n').filter((line) => line.trim());
  entriesPerFile[file] = lines.length;
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch (error) {
      report(where, `not valid JSON (${error.message})`);
      return;
    }
    total += 1;
    const { id, doc_type: docType, law, article, title, text, scenarios, source, effective, url } = entry;
    if (docType !== 'manual') report(where, `doc_type must be "manual", got ${JSON.stringify(docType)}`);
    if (source !== 'sangdam 해설') report(where, 'source must be "sangdam 해설"');
    if (effective !== null || url !== null) report(where, 'effective and url must be null');
    if (!/^제\d+조(의\d+)?$/.test(article ?? '')) report(where, `article label malformed: ${article}`);
    const statute = statutes.get(`${law}\u0000${article}`);
    if (!statute) report(where, `(${law}, ${article}) is not in statutes.jsonl`);
    else if (statute.deleted) report(where, `(${law}, ${article}) is a deleted article`);
    if (!new RegExp(`^manual:${law}:${article}:\\d+$`).test(id ?? '')) report(where, `id does not match law and article: ${id}`);
    if (seenIds.has(id)) report(where, `duplicate id ${id}`);
    seenIds.add(id);
    if (typeof title !== 'string' || !title.endsWith('(해설)')) report(where, 'title must end with "(해설)"');
    if (typeof text !== 'string' || !text.endsWith(`(${law} ${article})`)) report(where, 'text must end with the citation in parentheses');
    else {
      const sentences = countSentences(text.slice(0, text.lastIndexOf('(')).trim());
      if (sentences < 3 || sentences > 6) report(where, `text has ${sentences} sentences (expected 3–6)`);
      if (statute) {
        const copied = longestCommonRun(text, statute.text);
        if (copied > MAX_COPIED_CHARS) report(where, `copies ${copied} characters of the statute verbatim`);
      }
    }
    if (!Array.isArray(scenarios) || scenarios.length === 0) report(where, 'scenarios must be a non-empty list');
    else {
      const level1File = Object.entries(FILE_FOR_LEVEL1).find(([, name]) => `${name}.jsonl` === file);
      for (const code of scenarios) {
        if (!scenarioCodes.has(code)) report(where, `unknown scenario code ${code}`);
        else entriesPerScenario.set(code, entriesPerScenario.get(code) + 1);
      }
      if (!level1File) report(where, 'file does not correspond to a LEVEL1 code');
    }
  });
}

if (total < MIN_ENTRIES) report('corpus', `only ${total} entries (need at least ${MIN_ENTRIES})`);
for (const [code, count] of entriesPerScenario) {
  if (count < MIN_ENTRIES_PER_SCENARIO) report('corpus', `scenario ${code} has ${count} entries (need ${MIN_ENTRIES_PER_SCENARIO})`);
}

const fewest = [...entriesPerScenario].sort((a, b) => a[1] - b[1]).slice(0, 8);
console.log(`entries: ${total}`, entriesPerFile);
console.log('scenarios with the fewest entries:', fewest.map(([code, count]) => `${code}=${count}`).join(', '));
if (problems.length > 0) {
  console.error(`${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('ok');
