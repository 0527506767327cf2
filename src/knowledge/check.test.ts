import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileYamlDirectory } from './compile.js';
import type { CompleteDocuments } from './documents.js';
import { formatIssue } from './issues.js';
import { fixtureDocuments, fixtureTaxonomy, writeFixtureKnowledgeDir } from './testing/fixture.js';

const options = { taxonomy: fixtureTaxonomy };

async function checkDocs(docs: CompleteDocuments, edit?: (yamlDir: string) => Promise<void>) {
  const dir = await writeFixtureKnowledgeDir(docs);
  await edit?.(path.join(dir, 'yaml'));
  const result = await compileYamlDirectory(dir, options);
  return { ...result, errorLines: result.errors.map(formatIssue), warningLines: result.warnings.map(formatIssue) };
}

/** 1-based line of the first line containing `needle`. */
async function lineOf(file: string, needle: string): Promise<number> {
  return (await readFile(file, 'utf8')).split('\n').findIndex((line) => line.includes(needle)) + 1;
}

async function replaceIn(file: string, from: string, to: string): Promise<void> {
  await writeFile(file, (await readFile(file, 'utf8')).replace(from, to));
}

describe('checking a YAML folder', () => {
  it('accepts the fixture without errors or warnings', async () => {
    const result = await checkDocs(fixtureDocuments());
    expect(result.errorLines).toEqual([]);
    expect(result.warningLines).toEqual([]);
  });

  it('reports schema errors as file:line with the YAML path', async () => {
    let line = 0;
    const result = await checkDocs(fixtureDocuments(), async (yamlDir) => {
      const file = path.join(yamlDir, 'k2_questions/LABOR_WAGE.yaml');
      await replaceIn(file, 'answer_type: integer', 'answer_type: integr');
      line = await lineOf(file, 'integr');
    });
    expect(result.errorLines).toEqual([
      `k2_questions/LABOR_WAGE.yaml:${line}: scenarios[0].questions[0].answer_type "integr" is not one of string|date|integer|boolean|choice`,
    ]);
    // The broken file is reported once: no "has no questions" or "not asked" echoes.
    expect(result.knowledge).toBeUndefined();
  });

  it('reports YAML syntax errors with their line', async () => {
    const result = await checkDocs(fixtureDocuments(), async (yamlDir) => {
      await writeFile(path.join(yamlDir, 'k3_risk_rules/LABOR_WAGE.yaml'), 'level2: LABOR_WAGE\nscenarios:\n  - scenario_code: [unclosed\n');
    });
    expect(result.errorLines).toHaveLength(1);
    expect(result.errorLines[0]).toMatch(/^k3_risk_rules\/LABOR_WAGE\.yaml:\d+: is not valid YAML/);
  });

  it('reports a level2 that does not match the file name', async () => {
    const result = await checkDocs(fixtureDocuments(), async (yamlDir) => {
      await replaceIn(path.join(yamlDir, 'level4_facts/ADMIN_REMEDY.yaml'), 'level2: ADMIN_REMEDY', 'level2: ADMIN_REMEDIES');
    });
    expect(result.errorLines).toEqual(['level4_facts/ADMIN_REMEDY.yaml:2: level2 "ADMIN_REMEDIES" does not match the file name (ADMIN_REMEDY.yaml)']);
  });

  it('cross-checks references: taxonomy, vocabulary, facts, questions, duplicates', async () => {
    const docs = fixtureDocuments();
    docs.k1[1]!.scenarios.pop(); // SEVERANCE_PAY leaves K1 but stays in K2/LEVEL4/K3
    docs.k1[0]!.level2_name = '행정구제';
    docs.k2[1]!.scenarios[0]!.questions[2]!.field = 'employer_size';
    docs.k2[1]!.scenarios[0]!.required_fields.push('employer_size_5plus');
    docs.level4[1]!.scenarios[0]!.facts[1]!.fact_code = 'WAGE_CLAIM_OLD';
    docs.k3[0]!.scenarios[0]!.rules[0]!.trigger_facts = ['APPEAL_DEADLINE_NEAR', 'NOT_A_FACT'];
    const result = await checkDocs(docs);
    const messages = result.errors.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'level2_name of ADMIN_REMEDY is "행정구제" but the taxonomy says "행정 구제 절차"',
        'scenario SEVERANCE_PAY (퇴직금 미지급) of the taxonomy is missing under LABOR_WAGE',
        'scenarios[1].scenario_code "SEVERANCE_PAY" is not classified in K1 (no K1_Classification row)',
        'scenarios[0].questions[2].field "employer_size" is not in the field vocabulary (Fields)',
        'scenarios[0].required_fields[2] "employer_size_5plus" of WAGE_ARREARS has no question',
        'scenarios[0].facts[2].related_field "employer_size_5plus" is not asked in K2 for WAGE_ARREARS',
        expect.stringMatching(/^scenarios\[0\]\.facts\[1\]\.fact_code "WAGE_CLAIM_OLD" is defined twice for WAGE_ARREARS \(first at level4_facts\/LABOR_WAGE\.yaml:\d+\)$/),
        'scenarios[0].rules[0].trigger_facts[1] "NOT_A_FACT" is not a LEVEL4 fact of ADMIN_APPEAL',
      ]),
    );
  });

  it('requires required_fields to match the questions marked required', async () => {
    const docs = fixtureDocuments();
    docs.k2[1]!.scenarios[0]!.questions[2]!.required = true;
    const result = await checkDocs(docs);
    expect(result.errors.map((issue) => issue.message)).toEqual([
      'scenarios[0].questions[2].required is set for "employer_size_5plus" but required_fields of WAGE_ARREARS does not list it',
    ]);
  });

  it('warns (not errors) about keywords shared by many scenarios and names that differ from the taxonomy', async () => {
    const docs = fixtureDocuments();
    const model = docs.k1[1]!.scenarios[1]!;
    const extra = { ...model, keywords: [...model.keywords], scenario_code: 'SEVERANCE_EXTRA', scenario_name: '추가 시나리오' };
    docs.k1[1]!.scenarios.push(extra);
    docs.k2[1]!.scenarios.push({ ...docs.k2[1]!.scenarios[1]!, scenario_code: 'SEVERANCE_EXTRA' });
    docs.level4[1]!.scenarios.push({ ...docs.level4[1]!.scenarios[1]!, scenario_code: 'SEVERANCE_EXTRA' });
    docs.k3[1]!.scenarios.push({ ...docs.k3[1]!.scenarios[1]!, scenario_code: 'SEVERANCE_EXTRA' });
    for (const group of docs.k1) for (const scenario of group.scenarios) scenario.keywords.push('돈 문제');
    docs.k1[0]!.scenarios[0]!.scenario_name = '행정심판';
    const result = await checkDocs(docs);
    expect(result.errorLines).toEqual([]);
    expect(result.warnings.map((issue) => issue.message)).toEqual([
      'scenarios[0].scenario_name of ADMIN_APPEAL is "행정심판"; the taxonomy calls it "행정심판 청구"',
      'scenarios[0].keywords "돈문제" is shared by 4 scenarios (ADMIN_APPEAL, WAGE_ARREARS, SEVERANCE_PAY, SEVERANCE_EXTRA); it cannot tell them apart',
    ]);
  });

  it('warns about a keyword listed twice in one scenario and a negative keyword that is also one of its keywords', async () => {
    const docs = fixtureDocuments();
    const scenario = docs.k1[1]!.scenarios[0]!;
    const [first] = scenario.keywords;
    scenario.keywords.push(` ${first!} `);
    scenario.negative_keywords.push(first!.replace(/\s+/g, ''));
    const result = await checkDocs(docs);
    expect(result.errorLines).toEqual([]);
    const index = scenario.keywords.length - 1;
    expect(result.warnings.map((issue) => issue.message)).toEqual([
      `scenarios[0].keywords[${index}] "${first!}" of ${scenario.scenario_code} is listed twice; remove one`,
      `scenarios[0].negative_keywords[${scenario.negative_keywords.length - 1}] "${first!.replace(/\s+/g, '')}" of ${scenario.scenario_code} is also one of its keywords, so the two cancel out; keep it in one list`,
    ]);
  });

  it('warns about a negative keyword found in one of the scenario\'s own typical expressions', async () => {
    const docs = fixtureDocuments();
    const scenario = docs.k1[1]!.scenarios[0]!;
    scenario.typical_expressions.push('진단서 없어도 신고할 수 있나요?');
    scenario.negative_keywords.push('진단');
    const result = await checkDocs(docs);
    expect(result.warnings.map((issue) => issue.message)).toEqual([
      `scenarios[0].negative_keywords[${scenario.negative_keywords.length - 1}] "진단" of ${scenario.scenario_code} occurs in its own typical expression "진단서 없어도 신고할 수 있나요?", so that wording counts against it`,
    ]);
  });

  it('folds fields.extra.*.yaml into the vocabulary and rejects conflicting duplicates', async () => {
    const docs = fixtureDocuments();
    docs.fields = docs.fields.filter((def) => def.field !== 'appeal_kind');
    const ok = await checkDocs(docs, async (yamlDir) => {
      await writeFile(path.join(yamlDir, 'fields.extra.admin.yaml'), 'fields:\n  - {field: appeal_kind, type: choice, label: 불복 방법, options: [행정심판, 행정소송]}\n');
      await writeFile(path.join(yamlDir, 'fields.extra.other.yaml'), 'fields:\n  - {field: appeal_kind, type: choice, label: 불복 방법, options: [행정심판, 행정소송]}\n');
    });
    expect(ok.errorLines).toEqual([]);
    expect(ok.knowledge!.field('appeal_kind')?.options).toEqual(['행정심판', '행정소송']);

    const conflict = await checkDocs(docs, async (yamlDir) => {
      await writeFile(path.join(yamlDir, 'fields.extra.admin.yaml'), 'fields:\n  - {field: appeal_kind, type: choice, label: 불복 방법, options: [행정심판, 행정소송]}\n');
      await writeFile(path.join(yamlDir, 'fields.extra.other.yaml'), 'fields:\n  - {field: appeal_kind, type: string, label: 불복}\n');
    });
    expect(conflict.errorLines).toEqual(['fields.extra.other.yaml:2: fields[0].field "appeal_kind" is already declared differently in fields.extra.admin.yaml']);
  });

  it('rejects list items the workbook could not keep, and warns about unknown keys', async () => {
    const docs = fixtureDocuments();
    docs.k1[1]!.scenarios[0]!.keywords.push('월급;주급');
    const result = await checkDocs(docs, async (yamlDir) => {
      await replaceIn(path.join(yamlDir, 'k3_risk_rules/ADMIN_REMEDY.yaml'), '    rules:', '    rulez: []\n    rules:');
    });
    expect(result.errors.map((issue) => issue.message)).toEqual([
      'scenarios[0].keywords[3] item "월급;주급" contains ";" or a line break, which separate list items',
    ]);
    expect(result.warnings.map((issue) => issue.message)).toEqual(['scenarios[0].rulez is not a known key and is ignored']);
  });

  it('reports missing K0 and K4 files', async () => {
    const result = await checkDocs(fixtureDocuments(), async (yamlDir) => {
      await rm(path.join(yamlDir, 'k0_intake.yaml'));
      await rm(path.join(yamlDir, 'k4_output_format.yaml'));
    });
    expect(result.errorLines).toEqual(['k0_intake.yaml: K0 intake messages are missing', 'k4_output_format.yaml: K4 output formats are missing']);
  });
});
