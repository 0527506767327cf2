/**
 * Workbook → raw documents (one per YAML file) with a locator back to cells.
 * This step only reshapes rows into items; validation (schemas, cross-checks)
 * happens in the shared pipeline, which reports through the locator.
 */
import ExcelJS from 'exceljs';
import type { RawDocuments } from '../documents.js';
import type { KnowledgeIssue } from '../issues.js';
import { FIELDS_FILE, K0_FILE, K4_FILE, LLM_PROMPTS_FILE, perLevel2File, type PerLevel2Kind } from '../layout.js';
import type { KnowledgeSource } from '../source.js';
import { taxonomy } from '../taxonomy.js';
import { asBoolean, asList, asNumber, asText, compact } from './cells.js';
import { readSheetRows, type SheetRow } from './sheet-rows.js';
import { RECOMMEND_TEXTS_FILE } from '../recommend-texts.js';
import { fieldsSheet, k0Sheet, k1Sheet, k2Sheet, k3Sheet, k4Sheet, level4Sheet, llmPromptsSheet, recommendTextsSheet, type SheetSpec } from './sheets.js';
import { WorkbookLocator } from './workbook-locator.js';

/** Reads an .xlsx file's bytes; an unreadable upload becomes an error, never an exception. */
export async function readWorkbookSource(bytes: Uint8Array): Promise<KnowledgeSource> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    return {
      origin: 'workbook',
      raw: new Map(),
      locator: new WorkbookLocator(),
      issues: [{ severity: 'error', location: 'workbook', message: `is not a readable .xlsx workbook (${(error as Error).message})` }],
      unreadable: new Set(),
    };
  }
  return new WorkbookReader(workbook).read();
}

class WorkbookReader {
  private readonly raw: RawDocuments = new Map();
  private readonly locator = new WorkbookLocator();
  private readonly issues: KnowledgeIssue[] = [];
  private readonly unreadable = new Set<string>();
  /** scenario code → level2, from K1 rows: K2, LEVEL4 and K3 rows are filed by it. */
  private readonly levelOfScenario = new Map<string, string>();

  constructor(private readonly workbook: ExcelJS.Workbook) {}

  read(): KnowledgeSource {
    this.readFields();
    this.readK0();
    this.readK1();
    this.readScenarioSheet('k2', k2Sheet, (rows, file, path) => this.questionsOf(rows, file, path));
    this.readScenarioSheet('level4', level4Sheet, (rows, file, path) => ({ facts: this.itemsOf(rows, file, [...path, 'facts'], factOf, factKeys) }));
    this.readScenarioSheet('k3', k3Sheet, (rows, file, path) => ({ rules: this.itemsOf(rows, file, [...path, 'rules'], ruleOf, ruleKeys) }));
    this.readK4();
    this.readLlmPrompts();
    this.readRecommendTexts();
    return { origin: 'workbook', raw: this.raw, locator: this.locator, issues: this.issues, unreadable: this.unreadable };
  }

  private rows(sheet: SheetSpec, files: () => string[]): SheetRow[] | undefined {
    const { rows, readable } = readSheetRows(this.workbook.getWorksheet(sheet.name), sheet, this.issues);
    if (readable) return rows;
    for (const file of files()) this.unreadable.add(file);
    return undefined;
  }

  private readFields(): void {
    const rows = this.rows(fieldsSheet, () => [FIELDS_FILE]);
    if (!rows) return;
    const fields = this.itemsOf(rows, FIELDS_FILE, ['fields'], (row) =>
      compact({ field: asText(row.value('field')), type: asText(row.value('type')), label: asText(row.value('label')), options: asList(row.value('options')) }),
      { field: 'field', type: 'type', label: 'label', options: 'options' },
    );
    this.raw.set(FIELDS_FILE, { fields });
  }

  private readK0(): void {
    const rows = this.rows(k0Sheet, () => [K0_FILE]);
    if (!rows) return;
    const keys = { step_code: 'step_code', order: 'order', message_text: 'message_text', answer_type: 'answer_type', next_action: 'next_action' };
    const messages = this.itemsOf(rows, K0_FILE, ['messages'], (row) =>
      compact({
        step_code: asText(row.value('step_code')),
        order: asNumber(row.value('order')),
        message_text: asText(row.value('message_text')),
        answer_type: asText(row.value('answer_type')),
        next_action: asText(row.value('next_action')),
      }),
      keys,
    );
    this.raw.set(K0_FILE, { messages });
  }

  private readK1(): void {
    const rows = this.rows(k1Sheet, () => Object.keys(taxonomy.level2).map((level2) => perLevel2File('k1', level2)));
    if (!rows) return;
    for (const [level2, group] of this.groupBy(rows, 'level2')) {
      const file = perLevel2File('k1', level2);
      const head = group[0]!;
      head.register(this.locator, file, [], { level2: 'level2' });
      const header = compact({
        level1: this.sharedValue(group, file, ['level1'], 'level1'),
        level2,
        level2_name: this.sharedValue(group, file, ['level2_name'], 'level2_name'),
        disambiguation_question: this.sharedValue(group, file, ['disambiguation_question'], 'disambiguation_question'),
      });
      const scenarios = this.itemsOf(group, file, ['scenarios'], (row) => {
        const code = asText(row.value('scenario_code'));
        if (code && !this.levelOfScenario.has(code)) this.levelOfScenario.set(code, level2);
        return compact({
          scenario_code: code,
          scenario_name: asText(row.value('scenario_name')),
          keywords: asList(row.value('keywords')),
          typical_expressions: asList(row.value('typical_expressions')),
          negative_keywords: asList(row.value('negative_keywords')),
          // Only TRUE is written to the YAML, so scenarios that are problems keep their files unchanged.
          procedure: asBoolean(row.value('procedure')) || undefined,
          damages_for: asList(row.value('damages_for')),
        });
      }, { scenario_code: 'scenario_code', scenario_name: 'scenario_name', keywords: 'keywords', typical_expressions: 'typical_expressions', negative_keywords: 'negative_keywords', procedure: 'procedure', damages_for: 'damages_for' });
      this.raw.set(file, { ...header, scenarios });
    }
  }

  /**
   * A per-level2 value written once per group of rows: the first filled cell
   * gives it; a different value in a later row is an error at that cell.
   */
  private sharedValue(group: SheetRow[], file: string, path: Array<string | number>, header: string): string | undefined {
    let chosen: { value: string; row: SheetRow } | undefined;
    for (const row of group) {
      const value = asText(row.value(header));
      if (value === undefined) continue;
      if (!chosen) chosen = { value, row };
      else if (value.trim() !== chosen.value.trim()) {
        this.issues.push({
          severity: 'error',
          location: row.address(header),
          message: `${header} "${value}" differs from "${chosen.value}" in ${chosen.row.address(header)} (rows of one group must agree)`,
        });
      }
    }
    this.locator.cell(file, path, (chosen?.row ?? group[0]!).address(header), header);
    return chosen?.value;
  }

  /** Rows grouped by a code column in order of first appearance; rows without the code are reported. */
  private groupBy(rows: SheetRow[], header: string): Map<string, SheetRow[]> {
    const groups = new Map<string, SheetRow[]>();
    for (const row of rows) {
      const code = asText(row.value(header));
      if (code === undefined) {
        this.issues.push({ severity: 'error', location: row.address(header), message: `${header} is empty but required` });
        continue;
      }
      groups.set(code, [...(groups.get(code) ?? []), row]);
    }
    return groups;
  }

  /**
   * K2, LEVEL4 and K3: rows name a scenario; the scenario's level2 (from K1)
   * decides the file. Scenarios keep the order of their first row.
   */
  private readScenarioSheet(
    kind: Exclude<PerLevel2Kind, 'k1'>,
    sheet: SheetSpec,
    itemsOf: (rows: SheetRow[], file: string, path: Array<string | number>) => Record<string, unknown>,
  ): void {
    const rows = this.rows(sheet, () => [...new Set([...Object.keys(taxonomy.level2), ...this.levelOfScenario.values()])].map((level2) => perLevel2File(kind, level2)));
    if (!rows) return;
    const byLevel2 = new Map<string, Array<Record<string, unknown>>>();
    for (const [scenarioCode, group] of this.groupBy(rows, 'scenario_code')) {
      const level2 = this.levelOfScenario.get(scenarioCode);
      if (!level2) {
        this.issues.push({
          severity: 'error',
          location: group[0]!.address('scenario_code'),
          message: `scenario_code "${scenarioCode}" is not in K1_Classification`,
        });
        continue;
      }
      const file = perLevel2File(kind, level2);
      const scenarios = byLevel2.get(level2) ?? [];
      const path = ['scenarios', scenarios.length];
      group[0]!.register(this.locator, file, path, { scenario_code: 'scenario_code' });
      scenarios.push({ scenario_code: scenarioCode, ...itemsOf(group, file, path) });
      byLevel2.set(level2, scenarios);
    }
    for (const [level2, scenarios] of byLevel2) this.raw.set(perLevel2File(kind, level2), { level2, scenarios });
  }

  private questionsOf(rows: SheetRow[], file: string, path: Array<string | number>): Record<string, unknown> {
    const questions = this.itemsOf(rows, file, [...path, 'questions'], questionOf, questionKeys);
    const requiredRows = rows.filter((row, index) => questions[index]!.required === true);
    // required_fields is derived from the `required` column, so its problems point there.
    this.locator.cell(file, [...path, 'required_fields'], rows[0]!.address('required'), 'required_fields (questions with required TRUE)');
    requiredRows.forEach((row, index) => this.locator.cell(file, [...path, 'required_fields', index], row.address('field'), 'field'));
    return { required_fields: requiredRows.map((row) => asText(row.value('field'))).filter((field) => field !== undefined), questions };
  }

  private readK4(): void {
    const rows = this.rows(k4Sheet, () => [K4_FILE]);
    if (!rows) return;
    const formats = [...this.groupBy(rows, 'target')].map(([target, group], index) => {
      const path = ['formats', index];
      group[0]!.register(this.locator, K4_FILE, path, { target: 'target' });
      return compact({
        target,
        title: this.sharedValue(group, K4_FILE, [...path, 'title'], 'target_title'),
        audience: this.sharedValue(group, K4_FILE, [...path, 'audience'], 'audience'),
        sections: this.itemsOf(group, K4_FILE, [...path, 'sections'], sectionOf, sectionKeys),
      });
    });
    this.raw.set(K4_FILE, { formats });
  }

  /** Optional: a workbook without the sheet simply has no LLM prompts. */
  private readLlmPrompts(): void {
    if (!this.workbook.getWorksheet(llmPromptsSheet.name)) return;
    const rows = this.rows(llmPromptsSheet, () => [LLM_PROMPTS_FILE]);
    if (!rows) return;
    const keys = { purpose: 'purpose', system: 'system', user_template: 'user_template' };
    const prompts = this.itemsOf(rows, LLM_PROMPTS_FILE, ['prompts'], (row) =>
      compact({ purpose: asText(row.value('purpose')), system: asText(row.value('system')), user_template: asText(row.value('user_template')) }),
      keys,
    );
    this.raw.set(LLM_PROMPTS_FILE, { prompts });
  }

  /** Optional: one row per wording, section and key naming where it goes. */
  private readRecommendTexts(): void {
    if (!this.workbook.getWorksheet(recommendTextsSheet.name)) return;
    const rows = this.rows(recommendTextsSheet, () => [RECOMMEND_TEXTS_FILE]);
    if (!rows) return;
    const doc: Record<string, Record<string, unknown>> = {};
    for (const row of rows) {
      const section = asText(row.value('section')) ?? '';
      const key = asText(row.value('key')) ?? '';
      row.register(this.locator, RECOMMEND_TEXTS_FILE, [section], { [key]: 'text' });
      (doc[section] ??= {})[key] = asText(row.value('text'));
    }
    this.raw.set(RECOMMEND_TEXTS_FILE, doc);
  }

  /** One item per row, registering where each key came from. */
  private itemsOf(
    rows: SheetRow[],
    file: string,
    path: Array<string | number>,
    itemOf: (row: SheetRow) => Record<string, unknown>,
    keys: Record<string, string>,
  ): Array<Record<string, unknown>> {
    return rows.map((row, index) => {
      row.register(this.locator, file, [...path, index], keys);
      return itemOf(row);
    });
  }
}

const questionKeys = {
  field: 'field',
  question: 'question',
  answer_type: 'answer_type',
  options: 'options',
  required: 'required',
  critical: 'critical',
  reask_hint: 'reask_hint',
};

function questionOf(row: SheetRow): Record<string, unknown> {
  return compact({
    field: asText(row.value('field')),
    question: asText(row.value('question')),
    answer_type: asText(row.value('answer_type')),
    options: asList(row.value('options')),
    required: asBoolean(row.value('required')),
    critical: asBoolean(row.value('critical')),
    reask_hint: asText(row.value('reask_hint')),
  });
}

const factKeys = {
  fact_code: 'fact_code',
  name: 'name',
  description: 'description',
  critical: 'critical',
  related_field: 'related_field',
  'derivation.kind': 'derivation_kind',
  'derivation.field': 'derivation_field',
  'derivation.op': 'op',
  'derivation.value': 'value',
  'derivation.days': 'days',
};

function factOf(row: SheetRow): Record<string, unknown> {
  const relatedField = asText(row.value('related_field'));
  return compact({
    fact_code: asText(row.value('fact_code')),
    name: asText(row.value('name')),
    description: asText(row.value('description')),
    critical: asBoolean(row.value('critical')),
    related_field: relatedField,
    derivation: compact({
      kind: asText(row.value('derivation_kind')),
      // Most facts test their own field, so the column may stay empty.
      field: asText(row.value('derivation_field')) ?? relatedField,
      op: asText(row.value('op')),
      value: row.value('value'),
      days: asNumber(row.value('days')),
    }),
  });
}

const ruleKeys = {
  rule_code: 'rule_code',
  trigger_facts: 'trigger_facts',
  risk_level: 'risk_level',
  risk_tag: 'risk_tag',
  description: 'description',
  action_hint: 'action_hint',
  tell_now: 'tell_now',
};

function ruleOf(row: SheetRow): Record<string, unknown> {
  return compact({
    rule_code: asText(row.value('rule_code')),
    trigger_facts: asList(row.value('trigger_facts')),
    risk_level: asText(row.value('risk_level')),
    risk_tag: asText(row.value('risk_tag')),
    description: asText(row.value('description')),
    action_hint: asText(row.value('action_hint')),
    // Only TRUE is written to the YAML, so rules the lawyer handles keep their files unchanged.
    tell_now: asBoolean(row.value('tell_now')) || undefined,
  });
}

const sectionKeys = { key: 'key', title: 'title', content_rule: 'content_rule', source: 'source', style: 'style' };

function sectionOf(row: SheetRow): Record<string, unknown> {
  return compact({
    key: asText(row.value('key')),
    title: asText(row.value('title')),
    content_rule: asText(row.value('content_rule')),
    source: asText(row.value('source')),
    style: asText(row.value('style')),
  });
}
