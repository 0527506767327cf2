import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDocument } from './serialize.js';
import { KnowledgeStore, type KnowledgeChange } from './store.js';
import { editWorkbook, fixtureDocuments, fixtureTaxonomy, writeFixtureKnowledgeDir } from './testing/fixture.js';
import { writeWorkbook } from './workbook/write.js';

const RELOAD_LIMIT_MS = 2000;
const stores: KnowledgeStore[] = [];

afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

async function openStore(dir: string): Promise<KnowledgeStore> {
  const store = await KnowledgeStore.open({ dir, taxonomy: fixtureTaxonomy });
  stores.push(store);
  return store;
}

/** Polls until `condition` holds; fails if that takes longer than the hot-reload promise. */
async function within(limitMs: number, condition: () => boolean): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > limitMs) throw new Error(`condition not met within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

const k2File = (dir: string) => path.join(dir, 'yaml', 'k2_questions', 'LABOR_WAGE.yaml');

describe('KnowledgeStore hot reload', () => {
  it('picks up an edited question text within 2 s and tells listeners', async () => {
    const dir = await writeFixtureKnowledgeDir();
    const store = await openStore(dir);
    const before = store.version();
    const changes: KnowledgeChange[] = [];
    store.onChange((change) => changes.push(change));

    const docs = fixtureDocuments();
    docs.k2[1]!.scenarios[0]!.questions[0]!.question = '밀린 임금이 모두 얼마인지 알려 주시겠어요?';
    await writeFile(k2File(dir), renderDocument(docs.k2[1]));

    await within(RELOAD_LIMIT_MS, () => store.version() !== before);
    expect(store.current()!.question('WAGE_ARREARS', 'unpaid_wage')!.question).toBe('밀린 임금이 모두 얼마인지 알려 주시겠어요?');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ previous_version: before, source: 'yaml' });
    expect(store.status()).toMatchObject({ version: store.version(), source: 'yaml', errors: [] });
  });

  it('keeps the old version live when an edit breaks the content, and reports the error', async () => {
    const dir = await writeFixtureKnowledgeDir();
    const store = await openStore(dir);
    const live = store.current()!;
    const text = await readFile(k2File(dir), 'utf8');
    await writeFile(k2File(dir), text.replace('answer_type: integer', 'answer_type: integr'));

    await within(RELOAD_LIMIT_MS, () => store.status().errors.length > 0);
    const status = store.status();
    expect(store.current()).toBe(live);
    expect(status.version).toBe(live.version);
    expect(status.errors[0]!.location).toMatch(/^k2_questions\/LABOR_WAGE\.yaml:\d+$/);
    expect(status.errors[0]!.message).toContain('answer_type "integr" is not one of');
    expect(status.last_attempt_at).not.toBeNull();

    // Fixing it clears the errors; the content is back to the live version.
    await writeFile(k2File(dir), text);
    await within(RELOAD_LIMIT_MS, () => store.status().errors.length === 0);
    expect(store.version()).toBe(live.version);
  });

  it('compiles a changed workbook to YAML and swaps it in within 2 s', async () => {
    const dir = await writeFixtureKnowledgeDir();
    const store = await openStore(dir);
    const before = store.version();
    const bytes = await editWorkbook(await writeWorkbook(fixtureDocuments()), (workbook) => {
      workbook.getWorksheet('K2_Questions')!.getCell('C4').value = '못 받은 월급이 얼마인가요?';
    });
    await writeFile(path.join(dir, 'knowledge_base.xlsx'), bytes);

    await within(RELOAD_LIMIT_MS, () => store.version() !== before);
    expect(store.status().source).toBe('workbook');
    expect(store.current()!.question('WAGE_ARREARS', 'unpaid_wage')!.question).toBe('못 받은 월급이 얼마인가요?');
    expect(await readFile(k2File(dir), 'utf8')).toContain('못 받은 월급이 얼마인가요?');
  });

  it('rejects a broken upload without touching disk or the live version', async () => {
    const dir = await writeFixtureKnowledgeDir();
    const store = await openStore(dir);
    const live = store.current()!;
    const yamlBefore = await readFile(k2File(dir), 'utf8');
    const broken = await editWorkbook(await writeWorkbook(fixtureDocuments()), (workbook) => {
      workbook.getWorksheet('K2_Questions')!.getCell('D4').value = 'integr';
    });

    const outcome = await store.applyWorkbook(broken);
    expect(outcome.ok).toBe(false);
    expect(outcome.errors.map((issue) => `${issue.location}: ${issue.message}`)).toContain(
      'K2_Questions!D4: answer_type "integr" is not one of string|date|integer|boolean|choice',
    );
    expect(outcome.version).toBe(live.version);
    expect(store.current()).toBe(live);
    expect(store.status().errors).toEqual(outcome.errors);
    expect(existsSync(path.join(dir, 'knowledge_base.xlsx'))).toBe(false);
    expect(await readFile(k2File(dir), 'utf8')).toBe(yamlBefore);
  });

  it('applies a valid upload: writes the workbook and its YAML, then swaps', async () => {
    const dir = await writeFixtureKnowledgeDir();
    const store = await openStore(dir);
    const before = store.version();
    const upload = await editWorkbook(await writeWorkbook(fixtureDocuments()), (workbook) => {
      workbook.getWorksheet('K3_Risk_Rules')!.getCell('D5').value = 'MEDIUM';
    });

    const outcome = await store.applyWorkbook(upload);
    expect(outcome).toMatchObject({ ok: true, errors: [] });
    expect(outcome.version).not.toBe(before);
    expect(store.status()).toMatchObject({ version: outcome.version, source: 'upload' });
    expect(store.current()!.rules('SEVERANCE_PAY')[0]!.risk_level).toBe('MEDIUM');
    expect(existsSync(path.join(dir, 'knowledge_base.xlsx'))).toBe(true);
    expect(await readFile(path.join(dir, 'yaml', 'k3_risk_rules', 'LABOR_WAGE.yaml'), 'utf8')).toContain('risk_level: MEDIUM');
  });

  it('starts without a live version when the folder is invalid, and says why', async () => {
    const docs = fixtureDocuments();
    docs.k3[0]!.scenarios[0]!.rules[0]!.trigger_facts = ['UNDEFINED_FACT'];
    const store = await openStore(await writeFixtureKnowledgeDir(docs));
    expect(store.current()).toBeUndefined();
    expect(store.version()).toBe('none');
    expect(store.status()).toMatchObject({ version: null, source: null });
    expect(store.status().errors[0]!.message).toContain('"UNDEFINED_FACT" is not a LEVEL4 fact of ADMIN_APPEAL');
  });
});
