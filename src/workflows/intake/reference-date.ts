import { z } from 'zod';

/** A real calendar date (YYYY-MM-DD), so 2026-02-30 is refused rather than rolled over. */
export const ReferenceDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'reference_date는 YYYY-MM-DD 형식이어야 해요.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'reference_date가 실제 날짜가 아니에요.');
