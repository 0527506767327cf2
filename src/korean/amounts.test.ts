import { describe, expect, it } from 'vitest';
import { parseAmount } from './amounts.js';
import { AMOUNT_CASES } from './fixtures/amounts.js';

describe('parseAmount', () => {
  const cases = AMOUNT_CASES.map(([text, expected, context]) => ({ text, expected, context }));
  it.each(cases)('$text', ({ text, expected, context }) => {
    const wanted = typeof expected === 'number' ? { value: expected, approx: false } : expected;
    expect(parseAmount(text, context === undefined ? {} : { context })).toEqual(wanted);
  });
});
