/**
 * One content sheet as rows addressed by header name. Problems with the
 * header itself (missing, unknown or repeated columns) are reported here.
 */
import type { Worksheet } from 'exceljs';
import type { KnowledgeIssue, PathSegment } from '../issues.js';
import { cellScalar, type CellScalar } from './cells.js';
import type { SheetSpec } from './sheets.js';
import type { WorkbookLocator } from './workbook-locator.js';

export class SheetRow {
  constructor(
    private readonly sheet: SheetSpec,
    private readonly columns: ReadonlyMap<string, number>,
    private readonly worksheet: Worksheet,
    readonly number: number,
  ) {}

  value(header: string): CellScalar {
    const column = this.columns.get(header);
    return column === undefined ? undefined : cellScalar(this.worksheet.getRow(this.number).getCell(column).value);
  }

  /** `K2_Questions!D14`; a column missing from the sheet falls back to the row's first cell. */
  address(header: string): string {
    const column = this.columns.get(header) ?? 1;
    return `${this.sheet.name}!${columnLetter(column)}${this.number}`;
  }

  /** Registers this row as the item at `path`, and each header as the key mapped to it. */
  register(locator: WorkbookLocator, file: string, path: readonly PathSegment[], keys: Record<string, string>): void {
    locator.row(file, path, this.address(this.sheet.columns[0]!.header));
    for (const [keyPath, header] of Object.entries(keys)) {
      locator.cell(file, [...path, ...keyPath.split('.')], this.address(header), header);
    }
  }
}

export interface SheetRows {
  rows: SheetRow[];
  /** False when the sheet or a required column is missing: its items cannot be read. */
  readable: boolean;
}

export function readSheetRows(worksheet: Worksheet | undefined, sheet: SheetSpec, issues: KnowledgeIssue[]): SheetRows {
  if (!worksheet) {
    issues.push({ severity: 'error', location: sheet.name, message: 'sheet is missing from the workbook' });
    return { rows: [], readable: false };
  }
  const columns = new Map<string, number>();
  const known = new Set(sheet.columns.map((column) => column.header));
  let readable = true;
  worksheet.getRow(1).eachCell((cell, column) => {
    const header = String(cellScalar(cell.value) ?? '').trim();
    const at = `${sheet.name}!${columnLetter(column)}1`;
    if (!header) return;
    if (!known.has(header)) {
      issues.push({ severity: 'warning', location: at, message: `column "${header}" is not part of ${sheet.name} and is ignored` });
    } else if (columns.has(header)) {
      issues.push({ severity: 'error', location: at, message: `column "${header}" appears twice in the header row` });
      readable = false;
    } else {
      columns.set(header, column);
    }
  });
  for (const column of sheet.columns) {
    if (columns.has(column.header)) continue;
    issues.push({
      severity: column.optional ? 'warning' : 'error',
      location: sheet.name,
      message: `column "${column.header}" is missing from the header row${column.optional ? ' (its cells count as empty)' : ''}`,
    });
    if (!column.optional) readable = false;
  }
  if (!readable) return { rows: [], readable };
  const rows: SheetRow[] = [];
  for (let number = 2; number <= worksheet.rowCount; number++) {
    const row = new SheetRow(sheet, columns, worksheet, number);
    if (sheet.columns.some((column) => row.value(column.header) !== undefined)) rows.push(row);
  }
  return { rows, readable };
}

export function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}
