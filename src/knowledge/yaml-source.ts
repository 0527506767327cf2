/**
 * Reads the compiled YAML folder as a knowledge source. Locations are
 * `file:line`, with the YAML path of the key as its name.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { compareText, type RawDocuments } from './documents.js';
import { formatPath, type KnowledgeIssue, type Locator, type Pointer } from './issues.js';
import { perLevel2Folders } from './layout.js';
import type { KnowledgeSource } from './source.js';

interface ParsedFile {
  doc: Document;
  lines: LineCounter;
}

/** Every .yaml file the layout can hold, relative to the folder, '/'-separated and sorted. */
export async function listYamlFiles(yamlDir: string): Promise<string[]> {
  const files = (await listDir(yamlDir)).filter((name) => name.endsWith('.yaml'));
  for (const folder of Object.values(perLevel2Folders)) {
    const inner = await listDir(path.join(yamlDir, folder));
    files.push(...inner.filter((name) => name.endsWith('.yaml')).map((name) => `${folder}/${name}`));
  }
  return files.sort(compareText);
}

async function listDir(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function readYamlSource(yamlDir: string): Promise<KnowledgeSource> {
  const raw: RawDocuments = new Map();
  const parsed = new Map<string, ParsedFile>();
  const issues: KnowledgeIssue[] = [];
  const unreadable = new Set<string>();
  for (const file of await listYamlFiles(yamlDir)) {
    const lines = new LineCounter();
    let text: string;
    try {
      text = await readFile(path.join(yamlDir, file), 'utf8');
    } catch (error) {
      issues.push({ severity: 'error', location: file, message: `cannot be read: ${(error as Error).message}` });
      unreadable.add(file);
      continue;
    }
    const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
    const syntaxError = doc.errors[0];
    if (syntaxError) {
      const line = lines.linePos(syntaxError.pos[0]).line;
      issues.push({ severity: 'error', location: `${file}:${line}`, message: `is not valid YAML: ${syntaxError.message.split('\n')[0]}` });
      unreadable.add(file);
      continue;
    }
    parsed.set(file, { doc, lines });
    raw.set(file, doc.toJS());
  }
  if (raw.size === 0 && unreadable.size === 0) {
    issues.push({ severity: 'error', location: yamlDir, message: 'holds no knowledge YAML files' });
  }
  return { origin: 'yaml', raw, issues, unreadable, locator: yamlLocator(parsed) };
}

function yamlLocator(parsed: Map<string, ParsedFile>): Locator {
  return {
    locate({ file, path: keyPath }: Pointer) {
      const name = formatPath(keyPath) || file;
      const entry = parsed.get(file);
      if (!entry) return { location: file, name };
      // A missing key has no node: point at the nearest existing parent.
      for (let depth = keyPath.length; depth >= 0; depth--) {
        const node = depth === 0 ? entry.doc.contents : entry.doc.getIn(keyPath.slice(0, depth), true);
        const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
        if (range) return { location: `${file}:${entry.lines.linePos(range[0]).line}`, name };
      }
      return { location: file, name };
    },
  };
}
