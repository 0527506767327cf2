import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { compileWorkbook, compileYamlDirectory } from './compile.js';
import type { CompleteDocuments } from './documents.js';
import { formatIssue, type KnowledgeIssue } from './issues.js';
import { fillTemplate, placeholdersIn } from './llm-prompts.js';
import { llmPromptPurposes } from './schema.js';
import { renderFiles } from './serialize.js';
import { editWorkbook, fixtureDocuments, fixturePrompts, fixtureTaxonomy, writeFixtureKnowledgeDir } from './testing/fixture.js';
import { writeWorkbook } from './workbook/write.js';

const options = { taxonomy: fixtureTaxonomy };
const withPrompts = (): CompleteDocuments => ({ ...fixtureDocuments(), llm_prompts: fixturePrompts() });
const lines = (result: { errors: KnowledgeIssue[]; warnings: KnowledgeIssue[] }) => ({
  errors: result.errors.map(formatIssue),
  warnings: result.warnings.map(formatIssue),
});

async function compileEdited(edit: (workbook: ExcelJS.Workbook) => void) {
  const result = await compileWorkbook(await editWorkbook(await writeWorkbook(withPrompts()), edit), options);
  return { ...result, ...lines(result) };
}

/** Rows of LLM_Prompts follow llmPromptPurposes: row 2 emergency, 3 intent, 4 classify … */
const rowOf = (purpose: (typeof llmPromptPurposes)[number]) => llmPromptPurposes.indexOf(purpose) + 2;

describe('LLM prompts in the knowledge base', () => {
  it('round-trips through the workbook byte for byte and indexes prompts by purpose', async () => {
    const docs = withPrompts();
    docs.llm_prompts!.prompts[2]!.system = '첫 줄; 세미콜론도 그대로\n{"candidates": []} 는 글자 그대로\n{scenarios}';
    const result = await compileWorkbook(await writeWorkbook(docs), options);
    expect(lines(result)).toEqual({ errors: [], warnings: [] });
    expect(result.files).toEqual(renderFiles(docs));
    expect(result.files.map((f) => f.file)).toContain('llm_prompts.yaml');
    expect(result.knowledge!.prompt('classify')!.system).toBe(docs.llm_prompts!.prompts[2]!.system);
  });

  it('is optional: a workbook without the sheet compiles cleanly and has no prompts', async () => {
    const result = await compileWorkbook(await writeWorkbook(fixtureDocuments()), options);
    expect(lines(result)).toEqual({ errors: [], warnings: [] });
    expect(result.knowledge!.prompt('summarise')).toBeUndefined();
    expect(result.files.map((f) => f.file)).not.toContain('llm_prompts.yaml');
  });

  it('documents the sheet and every placeholder on the 안내 sheet', async () => {
    let guide = '';
    await editWorkbook(await writeWorkbook(withPrompts()), (workbook) => {
      workbook.getWorksheet('안내')!.eachRow((row) => (guide += `${row.values as unknown as string}\n`));
    });
    expect(guide).toContain('LLM_Prompts');
    expect(guide).toContain('{case_data}');
    expect(guide).toContain('{scenarios}');
  });

  it('reports an unknown placeholder at its cell', async () => {
    const result = await compileEdited((workbook) => {
      workbook.getWorksheet('LLM_Prompts')!.getCell(`C${rowOf('classify')}`).value = '{text}\n{scenario_list}';
    });
    expect(result.errors).toEqual([
      `LLM_Prompts!C${rowOf('classify')}: user_template uses {scenario_list}, which classify does not fill (known: {text}, {scenarios})`,
    ]);
    expect(result.knowledge).toBeUndefined();
  });

  it('reports an unknown purpose, a repeated purpose and a missing input placeholder', async () => {
    const result = await compileEdited((workbook) => {
      const sheet = workbook.getWorksheet('LLM_Prompts')!;
      sheet.getCell(`A${rowOf('intent')}`).value = 'emergency';
      sheet.getCell(`A${rowOf('summarise')}`).value = 'summary';
      sheet.getCell(`C${rowOf('parse_answer')}`).value = '답: {question}';
    });
    expect(result.errors).toContain(`LLM_Prompts!A${rowOf('summarise')}: purpose "summary" is not one of ${llmPromptPurposes.join('|')}`);
    expect(result.knowledge).toBeUndefined();

    const valid = await compileEdited((workbook) => {
      const sheet = workbook.getWorksheet('LLM_Prompts')!;
      sheet.getCell(`A${rowOf('intent')}`).value = 'emergency';
      sheet.getCell(`C${rowOf('parse_answer')}`).value = '답: {question}';
    });
    expect(valid.errors).toEqual([
      `LLM_Prompts!A${rowOf('intent')}: purpose emergency has two prompts (first at LLM_Prompts!A${rowOf('emergency')})`,
      // The renamed row still uses the intent prompt's own placeholder.
      `LLM_Prompts!B${rowOf('intent')}: system uses {intents}, which emergency does not fill (known: {text}, {emergency_kinds})`,
      `LLM_Prompts!C${rowOf('parse_answer')}: user_template of parse_answer never uses {text}, so the model would not see its input`,
    ]);
    expect(valid.warnings).toEqual(['LLM_Prompts: purpose intent has no prompt; with an LLM configured it is answered by the rules']);
  });

  it('reports YAML problems at their line, and a purpose without a prompt as a warning', async () => {
    const docs = withPrompts();
    docs.llm_prompts!.prompts = docs.llm_prompts!.prompts.filter((p) => p.purpose !== 'intent');
    const dir = await writeFixtureKnowledgeDir(docs);
    const file = path.join(dir, 'yaml', 'llm_prompts.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('fields: {fields}', 'fields: {field_list}'));
    const text = (await readFile(file, 'utf8')).split('\n');
    const placeholderAt = text.findIndex((l) => l.includes('{field_list}'));
    const systemLine = text.slice(0, placeholderAt).findLastIndex((l) => l.includes('system:')) + 1;
    const result = lines(await compileYamlDirectory(dir, options));
    // The location is where the block scalar holding the placeholder starts.
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(new RegExp(`^llm_prompts\\.yaml:${systemLine}: prompts\\[2\\]\\.system uses \\{field_list\\}, which analyse_narrative does not fill`));
    expect(result.warnings).toEqual(['llm_prompts.yaml:3: purpose intent has no prompt; with an LLM configured it is answered by the rules']);
    await rm(dir, { recursive: true, force: true });
  });

  it('fills placeholders once: a value holding "{text}" stays literal, JSON braces are not placeholders', () => {
    expect(placeholdersIn('{"intent": "content"} {text} {intents}')).toEqual(['text', 'intents']);
    expect(fillTemplate('A {text} B {scenarios} {"k": 1}', { text: '{scenarios}', scenarios: 'LIST' })).toBe('A {scenarios} B LIST {"k": 1}');
  });

  it('ships a valid prompt for every purpose', async () => {
    const shipped = fileURLToPath(new URL('../../knowledge', import.meta.url));
    const result = await compileYamlDirectory(shipped);
    expect(result.errors.filter((issue) => issue.location.startsWith('llm_prompts')).map(formatIssue)).toEqual([]);
    expect(result.warnings.filter((issue) => issue.location.startsWith('llm_prompts')).map(formatIssue)).toEqual([]);
    for (const purpose of llmPromptPurposes) expect(result.docs.llm_prompts?.prompts.map((p) => p.purpose)).toContain(purpose);
  });
});
