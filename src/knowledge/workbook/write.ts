/**
 * Compiled documents → workbook, the inverse of read.ts: reading the result
 * back gives the same documents (tested as a round trip). Rows follow the
 * documents' order; per-group values (level2 names, format titles) are
 * repeated on every row so operators can sort and filter freely.
 */
import ExcelJS from 'exceljs';
import type { KnowledgeDocuments } from '../documents.js';
import type { Derivation } from '../schema.js';
import { fieldsSheet, GUIDE_SHEET, contentSheets, k0Sheet, k1Sheet, k2Sheet, k3Sheet, k4Sheet, level4Sheet, llmPromptsSheet, recommendTextsSheet, type SheetSpec } from './sheets.js';
import { recommendTextRows } from '../recommend-texts.js';

type CellInput = string | number | boolean | readonly string[] | undefined;
type RowInput = Record<string, CellInput>;

export async function writeWorkbook(docs: KnowledgeDocuments): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'sangdam kb export';
  addGuideSheet(workbook);
  addSheet(workbook, fieldsSheet, docs.fields.map((def) => ({ ...def })));
  addSheet(workbook, k0Sheet, docs.k0?.messages.map((message) => ({ ...message })) ?? []);
  addSheet(
    workbook,
    k1Sheet,
    docs.k1.flatMap(({ scenarios, ...group }) => scenarios.map((scenario) => ({ ...group, ...scenario }))),
  );
  addSheet(
    workbook,
    k2Sheet,
    docs.k2.flatMap((doc) => doc.scenarios.flatMap(({ scenario_code, questions }) => questions.map((question) => ({ scenario_code, ...question })))),
  );
  addSheet(
    workbook,
    level4Sheet,
    docs.level4.flatMap((doc) =>
      doc.scenarios.flatMap(({ scenario_code, facts }) =>
        facts.map(({ derivation, ...fact }) => ({ scenario_code, ...fact, ...derivationColumns(derivation, fact.related_field) })),
      ),
    ),
  );
  addSheet(
    workbook,
    k3Sheet,
    docs.k3.flatMap((doc) => doc.scenarios.flatMap(({ scenario_code, rules }) => rules.map((rule) => ({ scenario_code, ...rule })))),
  );
  addSheet(
    workbook,
    k4Sheet,
    docs.k4?.formats.flatMap(({ target, title, audience, sections }) => sections.map((section) => ({ target, target_title: title, audience, ...section }))) ?? [],
  );
  // Optional content: no document, no sheet (reading then leaves it out again).
  if (docs.llm_prompts) addSheet(workbook, llmPromptsSheet, docs.llm_prompts.prompts.map((prompt) => ({ ...prompt })));
  if (docs.recommend_texts) addSheet(workbook, recommendTextsSheet, recommendTextRows(docs.recommend_texts));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function derivationColumns(derivation: Derivation, relatedField: string): RowInput {
  return {
    derivation_kind: derivation.kind,
    // Left empty when it is the related field, as an operator would write it.
    derivation_field: derivation.field === relatedField ? undefined : derivation.field,
    op: 'op' in derivation ? derivation.op : undefined,
    value: 'value' in derivation ? derivation.value : undefined,
    days: 'days' in derivation ? derivation.days : undefined,
  };
}

function addSheet(workbook: ExcelJS.Workbook, sheet: SheetSpec, rows: RowInput[]): void {
  const freezeFirstColumn = sheet.columns[0]?.header === 'scenario_code';
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', ySplit: 1, xSplit: freezeFirstColumn ? 1 : 0 }],
  });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    key: column.header,
    width: column.width,
    style: { alignment: { vertical: 'top', wrapText: column.wrap ?? false } },
  }));
  styleHeader(worksheet.getRow(1));
  for (const row of rows) {
    worksheet.addRow(Object.fromEntries(sheet.columns.map((column) => [column.header, cellValue(row[column.header], column.list)])));
  }
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
}

function cellValue(value: CellInput, separator: string | undefined): ExcelJS.CellValue {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.join(separator ?? '; ');
  return value as string | number | boolean;
}

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
  row.alignment = { vertical: 'middle' };
}

const guideIntro = [
  '이 통합문서가 상담 지식의 원본입니다. 고치고 저장하면 서버가 2초 안에 검사한 뒤 바로 반영합니다(재시작 필요 없음).',
  '오류가 있으면 반영하지 않고 이전 내용을 계속 쓰며, 오류 위치(예: K2_Questions!D14)를 관리자 상태 화면과 `sangdam kb check`에 보여 줍니다.',
  '첫 행(머리글)의 열 이름은 바꾸지 마세요. 열 순서는 바꿔도 됩니다. 빈 행은 건너뜁니다.',
  '여러 값을 넣는 칸은 ; 또는 줄바꿈(Alt+Enter)으로 구분합니다. 항목 안에는 ; 를 쓰지 마세요.',
  'TRUE/FALSE 칸은 예/아니오, Y/N, O/X도 읽습니다. 코드는 영문 대문자(시나리오·사실·규칙), 필드 코드는 영문 소문자입니다.',
];

function addGuideSheet(workbook: ExcelJS.Workbook): void {
  const worksheet = workbook.addWorksheet(GUIDE_SHEET, { views: [{ state: 'frozen', ySplit: guideIntro.length + 2 }] });
  worksheet.columns = [
    { key: 'sheet', width: 22 },
    { key: 'column', width: 26 },
    { key: 'help', width: 110, style: { alignment: { wrapText: true, vertical: 'top' } } },
  ];
  for (const line of guideIntro) worksheet.addRow({ sheet: line });
  worksheet.addRow({});
  styleHeader(worksheet.addRow({ sheet: '시트', column: '열', help: '설명' }));
  for (const sheet of contentSheets) {
    worksheet.addRow({ sheet: sheet.name, help: sheet.purpose }).font = { bold: true };
    for (const column of sheet.columns) {
      worksheet.addRow({ sheet: sheet.name, column: column.header, help: `${column.optional ? '(선택) ' : ''}${column.help}` });
    }
  }
}
