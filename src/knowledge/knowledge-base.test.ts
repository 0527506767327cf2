import { describe, expect, it } from 'vitest';
import { KnowledgeLoadError, loadKnowledge } from './compile.js';
import { fixtureDocuments, fixtureTaxonomy, writeFixtureKnowledgeDir } from './testing/fixture.js';

const options = { taxonomy: fixtureTaxonomy };

describe('loadKnowledge', () => {
  it('indexes scenarios, menus, questions, facts, rules, K0 and K4', async () => {
    const knowledge = await loadKnowledge(await writeFixtureKnowledgeDir(), options);
    expect(knowledge.version).toMatch(/^[0-9a-f]{12}$/);
    expect(Date.parse(knowledge.loaded_at)).not.toBeNaN();

    const wage = knowledge.scenario('WAGE_ARREARS')!;
    expect(wage).toMatchObject({ level1: 'LABOR', level2: 'LABOR_WAGE', scenario_name: '임금 체불' });
    expect(wage.required_fields).toEqual(['unpaid_wage', 'employment_end']);
    expect(knowledge.questions('WAGE_ARREARS').map((question) => question.field)).toEqual(['unpaid_wage', 'employment_end', 'employer_size_5plus']);
    expect(knowledge.question('ADMIN_APPEAL', 'appeal_kind')?.options).toEqual(['행정심판', '행정소송']);
    expect(knowledge.facts('WAGE_ARREARS').map((fact) => fact.fact_code)).toEqual(['WAGE_CLAIM_OLD', 'LARGE_AMOUNT', 'SMALL_WORKPLACE']);
    expect(knowledge.rules('SEVERANCE_PAY').map((rule) => rule.rule_code)).toEqual(['SEVERANCE_DUE']);
    expect(knowledge.scenario('NOPE')).toBeUndefined();
    expect(knowledge.questions('NOPE')).toEqual([]);

    expect(knowledge.level2Menu('LABOR').map((entry) => entry.level2)).toEqual(['LABOR_WAGE']);
    expect(knowledge.level2('LABOR_WAGE')?.scenarios.map((scenario) => scenario.scenario_code)).toEqual(['WAGE_ARREARS', 'SEVERANCE_PAY']);
    expect(knowledge.level1Menu().find((entry) => entry.level1 === 'ADMIN')).toEqual({ level1: 'ADMIN', name: '행정', level2: ['ADMIN_REMEDY'] });

    expect(knowledge.messages('DISCLAIMER').map((message) => message.message_text)).toEqual(['DISCLAIMER 안내입니다.']);
    expect(knowledge.outputFormat('LAWYER')?.sections.map((section) => section.key)).toEqual(['case_type', 'risks']);
    expect(knowledge.field('unpaid_wage')?.type).toBe('integer');
  });

  it('is immutable', async () => {
    const knowledge = await loadKnowledge(await writeFixtureKnowledgeDir(), options);
    const questions = knowledge.questions('WAGE_ARREARS') as unknown as Array<{ question: string }>;
    expect(() => {
      questions[0]!.question = 'changed';
    }).toThrow(TypeError);
    expect(() => (questions as unknown[]).push({})).toThrow(TypeError);
  });

  it('versions by content: equal content, equal version; any edit, a new one', async () => {
    const first = await loadKnowledge(await writeFixtureKnowledgeDir(), options);
    const same = await loadKnowledge(await writeFixtureKnowledgeDir(), options);
    const docs = fixtureDocuments();
    docs.k2[0]!.scenarios[0]!.questions[0]!.question = '처분 통지를 받은 날은 언제인가요?';
    const edited = await loadKnowledge(await writeFixtureKnowledgeDir(docs), options);
    expect(same.version).toBe(first.version);
    expect(edited.version).not.toBe(first.version);
  });

  it('throws KnowledgeLoadError listing the errors of invalid content', async () => {
    const docs = fixtureDocuments();
    docs.k3[1]!.scenarios[1]!.rules[0]!.trigger_facts = ['MISSING_FACT'];
    const error = await loadKnowledge(await writeFixtureKnowledgeDir(docs), options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KnowledgeLoadError);
    expect((error as KnowledgeLoadError).errors.map((issue) => issue.message)).toEqual([
      'scenarios[1].rules[0].trigger_facts[0] "MISSING_FACT" is not a LEVEL4 fact of SEVERANCE_PAY',
    ]);
  });
});
