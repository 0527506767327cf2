/**
 * Reading one cell the way an operator means it: rich text, hyperlinks and
 * formula results become plain values; "예", "Y", "O" are TRUE. A value that
 * cannot be read is passed on as text so schema validation names it.
 */
import type { CellValue } from 'exceljs';

export type CellScalar = string | number | boolean | undefined;

export function cellScalar(value: CellValue): CellScalar {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return cellScalar(value.richText.map((run) => run.text).join(''));
  if ('hyperlink' in value) return cellScalar(value.text);
  if ('error' in value) return value.error;
  if ('result' in value) return cellScalar(value.result ?? null);
  return undefined;
}

export function asText(value: CellScalar): string | undefined {
  return value === undefined ? undefined : String(value);
}

/** Items separated by ";" or line breaks; an empty cell is no list at all. */
export function asList(value: CellScalar): string[] | undefined {
  if (value === undefined) return undefined;
  return String(value)
    .split(/[;\r\n]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const trueWords = new Set(['true', 'y', 'yes', 'o', '예', '네', '1']);
const falseWords = new Set(['false', 'n', 'no', 'x', '아니오', '아니요', '0']);

export function asBoolean(value: CellScalar): boolean | string | undefined {
  if (typeof value === 'boolean' || value === undefined) return value;
  const word = String(value).trim().toLowerCase();
  if (trueWords.has(word)) return true;
  if (falseWords.has(word)) return false;
  return String(value);
}

export function asNumber(value: CellScalar): number | string | undefined {
  if (typeof value === 'number' || value === undefined) return value;
  const text = String(value).trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** Drops keys whose value is undefined, so an empty optional cell adds nothing. */
export function compact<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
}
