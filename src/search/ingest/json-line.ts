/** One JSON line checked against a schema, with a reason a person can act on when it is not usable. */
import type { z } from 'zod';
import type { Skipped } from './skip.js';

export type JsonLineResult<T> = { ok: true; data: T } | { ok: false; skipped: Skipped } | { ok: 'ignored' };

export function readJsonLine<S extends z.ZodType>(line: string, where: string, schema: S): JsonLineResult<z.infer<S>> {
  if (line.trim() === '') return { ok: 'ignored' };
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return { ok: false, skipped: { where, reason: 'not valid JSON' } };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, skipped: { where, reason: `field ${issue.path.join('.') || '(line)'}: ${issue.message}` } };
  }
  return { ok: true, data: parsed.data };
}
