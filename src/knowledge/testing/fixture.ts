/**
 * Test support: a small, complete knowledge set over a three-scenario taxonomy,
 * so tests do not depend on the shipped content.
 */
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { CompleteDocuments, KnowledgeDocuments } from '../documents.js';
import { k0StepCodes, k4Targets, llmPromptPlaceholders, llmPromptPurposes } from '../schema.js';
import { renderFiles } from '../serialize.js';
import type { Taxonomy } from '../taxonomy.js';
import { writeYamlFiles } from '../yaml-write.js';

export const fixtureTaxonomy: Taxonomy = {
  level1: { CIVIL: '민사', LABOR: '노동', CRIMINAL: '형사', FAMILY: '가사', ADMIN: '행정' },
  level2: {
    LABOR_WAGE: { level1: 'LABOR', name: '임금', scenarios: { WAGE_ARREARS: '임금 체불', SEVERANCE_PAY: '퇴직금 미지급' } },
    ADMIN_REMEDY: { level1: 'ADMIN', name: '행정 구제 절차', scenarios: { ADMIN_APPEAL: '행정심판 청구' } },
  },
  fields: {
    employment_end: { type: 'date', label: '퇴사일' },
    unpaid_wage: { type: 'integer', label: '체불 임금 총액(원)' },
    disposition_date: { type: 'date', label: '처분을 안 날' },
  },
};

const question = (field: string, text: string, answer_type: 'string' | 'date' | 'integer' | 'boolean' | 'choice', required: boolean, critical: boolean) => ({
  field,
  question: text,
  answer_type,
  required,
  critical,
  reask_hint: `${text} 다시 한 번 알려 주세요.`,
});

export function fixtureDocuments(): CompleteDocuments {
  return {
    fields: [
      { field: 'employment_end', type: 'date', label: '퇴사일' },
      { field: 'unpaid_wage', type: 'integer', label: '체불 임금 총액(원)' },
      { field: 'disposition_date', type: 'date', label: '처분을 안 날' },
      { field: 'employer_size_5plus', type: 'boolean', label: '5인 이상 사업장' },
      { field: 'appeal_kind', type: 'choice', label: '불복 방법', options: ['행정심판', '행정소송'] },
    ],
    k0: {
      messages: k0StepCodes.map((step_code) => ({ step_code, order: 1, message_text: `${step_code} 안내입니다.`, answer_type: 'none' as const, next_action: 'CONTINUE' })),
    },
    k1: [
      {
        level1: 'ADMIN',
        level2: 'ADMIN_REMEDY',
        level2_name: '행정 구제 절차',
        disambiguation_question: '어떤 절차를 알아보고 계신가요?',
        scenarios: [{ scenario_code: 'ADMIN_APPEAL', scenario_name: '행정심판 청구', keywords: ['행정심판', '처분 취소'], typical_expressions: ['구청 처분이 억울해요'], negative_keywords: [] }],
      },
      {
        level1: 'LABOR',
        level2: 'LABOR_WAGE',
        level2_name: '임금',
        disambiguation_question: '어떤 돈을 받지 못하셨나요?',
        scenarios: [
          { scenario_code: 'WAGE_ARREARS', scenario_name: '임금 체불', keywords: ['월급', '알바비', '체불'], typical_expressions: ['사장님이 월급을 안 줘요', '알바비 떼였어요'], negative_keywords: ['퇴직금'] },
          { scenario_code: 'SEVERANCE_PAY', scenario_name: '퇴직금 미지급', keywords: ['퇴직금', '퇴직'], typical_expressions: ['퇴직금을 못 받았어요'], negative_keywords: [] },
        ],
      },
    ],
    k2: [
      {
        level2: 'ADMIN_REMEDY',
        scenarios: [
          {
            scenario_code: 'ADMIN_APPEAL',
            required_fields: ['disposition_date'],
            questions: [
              question('disposition_date', '처분을 알게 된 날이 언제인가요?', 'date', true, true),
              { ...question('appeal_kind', '어떤 방법으로 다투고 싶으신가요?', 'choice', false, false), options: ['행정심판', '행정소송'] },
            ],
          },
        ],
      },
      {
        level2: 'LABOR_WAGE',
        scenarios: [
          {
            scenario_code: 'WAGE_ARREARS',
            required_fields: ['unpaid_wage', 'employment_end'],
            questions: [
              question('unpaid_wage', '받지 못한 임금은 모두 얼마인가요?', 'integer', true, true),
              question('employment_end', '퇴사하신 날짜가 언제인가요?', 'date', true, false),
              question('employer_size_5plus', '회사에 직원이 5명 이상인가요?', 'boolean', false, false),
            ],
          },
          {
            scenario_code: 'SEVERANCE_PAY',
            required_fields: ['employment_end'],
            questions: [question('employment_end', '퇴사하신 날짜가 언제인가요?', 'date', true, true)],
          },
        ],
      },
    ],
    level4: [
      {
        level2: 'ADMIN_REMEDY',
        scenarios: [
          {
            scenario_code: 'ADMIN_APPEAL',
            facts: [
              { fact_code: 'APPEAL_DEADLINE_NEAR', name: '심판 기간 임박', description: '처분을 안 날부터 80일이 지남', critical: true, related_field: 'disposition_date', derivation: { kind: 'days_since', field: 'disposition_date', op: 'gt', days: 80 } },
              { fact_code: 'WANTS_LITIGATION', name: '소송 희망', description: '행정소송을 원함', critical: false, related_field: 'appeal_kind', derivation: { kind: 'compare', field: 'appeal_kind', op: 'eq', value: '행정소송' } },
            ],
          },
        ],
      },
      {
        level2: 'LABOR_WAGE',
        scenarios: [
          {
            scenario_code: 'WAGE_ARREARS',
            facts: [
              { fact_code: 'WAGE_CLAIM_OLD', name: '소멸시효 임박', description: '퇴사 후 2년 6개월 이상 지남', critical: true, related_field: 'employment_end', derivation: { kind: 'days_since', field: 'employment_end', op: 'gte', days: 913 } },
              { fact_code: 'LARGE_AMOUNT', name: '고액 체불', description: '체불액 1천만원 이상', critical: false, related_field: 'unpaid_wage', derivation: { kind: 'compare', field: 'unpaid_wage', op: 'gte', value: 10000000 } },
              { fact_code: 'SMALL_WORKPLACE', name: '5인 미만', description: '5인 미만 사업장', critical: false, related_field: 'employer_size_5plus', derivation: { kind: 'is_false', field: 'employer_size_5plus' } },
            ],
          },
          {
            scenario_code: 'SEVERANCE_PAY',
            facts: [{ fact_code: 'LEFT_JOB', name: '퇴사함', description: '퇴사일이 있음', critical: true, related_field: 'employment_end', derivation: { kind: 'known', field: 'employment_end' } }],
          },
        ],
      },
    ],
    k3: [
      {
        level2: 'ADMIN_REMEDY',
        scenarios: [
          { scenario_code: 'ADMIN_APPEAL', rules: [{ rule_code: 'APPEAL_DEADLINE', trigger_facts: ['APPEAL_DEADLINE_NEAR'], risk_level: 'HIGH', risk_tag: '심판청구 기간 임박', description: '90일 안에 청구해야 합니다', action_hint: '바로 청구서를 내세요' }] },
        ],
      },
      {
        level2: 'LABOR_WAGE',
        scenarios: [
          {
            scenario_code: 'WAGE_ARREARS',
            rules: [
              { rule_code: 'WAGE_LIMITATION', trigger_facts: ['WAGE_CLAIM_OLD'], risk_level: 'HIGH', risk_tag: '임금채권 시효 임박', description: '임금채권은 3년이면 소멸합니다', action_hint: '진정이나 소송을 서두르세요' },
              { rule_code: 'LARGE_SMALL', trigger_facts: ['LARGE_AMOUNT', 'SMALL_WORKPLACE'], risk_level: 'MEDIUM', risk_tag: '소규모 사업장 고액 체불', description: '회수 가능성 점검 필요', action_hint: '사업주 재산을 확인하세요' },
            ],
          },
          { scenario_code: 'SEVERANCE_PAY', rules: [{ rule_code: 'SEVERANCE_DUE', trigger_facts: ['LEFT_JOB'], risk_level: 'LOW', risk_tag: '퇴직금 지급기한', description: '퇴사 후 14일 안에 지급해야 합니다', action_hint: '지급 요청을 하세요' }] },
        ],
      },
    ],
    k4: {
      formats: k4Targets.map((target) => ({
        target,
        title: `${target} 보고서`,
        audience: '담당자',
        sections: [
          { key: 'case_type', title: '사건 유형', content_rule: '{level1_name} > {level2_name} > {scenario_name}', source: 'case' as const, style: 'line' as const },
          { key: 'risks', title: '위험 요소', content_rule: '위험 태그를 높은 순서로', source: 'risk_tags' as const, style: 'bullets' as const },
        ],
      })),
    },
  };
}

export async function makeTempDir(prefix = 'sangdam-kb-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/** A knowledge folder holding the fixture as compiled YAML. */
export async function writeFixtureKnowledgeDir(docs: CompleteDocuments = fixtureDocuments()): Promise<string> {
  const dir = await makeTempDir();
  await mkdir(path.join(dir, 'yaml'), { recursive: true });
  await writeYamlFiles(path.join(dir, 'yaml'), renderFiles(docs));
  return dir;
}

/** Loads a workbook, lets a test break it, and returns the new bytes. */
export async function editWorkbook(bytes: Uint8Array, edit: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  edit(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** One short prompt per purpose, using every placeholder its purpose fills. */
export function fixturePrompts(): NonNullable<KnowledgeDocuments['llm_prompts']> {
  return {
    prompts: llmPromptPurposes.map((purpose) => {
      const [input, ...rest] = llmPromptPlaceholders[purpose];
      return {
        purpose,
        system: `${purpose} 지시. Reply with JSON only, e.g. {"ok": true}.\n${rest.map((name) => `${name}: {${name}}`).join('\n')}`,
        user_template: `<<<\n{${input}}\n>>>`,
      };
    }),
  };
}
