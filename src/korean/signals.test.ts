import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency.js';
import { extractEmotions } from './emotion.js';
import { EMERGENCY_CASES, EMOTION_CASES, TOKEN_CASES } from './fixtures/signals.js';
import { tokenize } from './tokenize.js';

describe('detectEmergency', () => {
  it.each(EMERGENCY_CASES)('%s → %s', (text, kind) => {
    const result = detectEmergency(text);
    expect({ emergency: result.emergency, kind: result.kind }).toEqual({ emergency: kind !== null, kind });
    if (kind) expect(text.replace(/\s+/g, ' ')).toContain(result.span);
    else expect(result.span).toBeNull();
  });

  // It runs on every message: a long run-on message without spaces must not make a word window scan to its end.
  // The quadratic scan took about 95 s on this input and a linear one takes well under a second, so the
  // test's own time limit tells them apart without a timing threshold a loaded machine could trip.
  it('reads a long message without spaces without a quadratic scan', () => {
    expect(detectEmergency('아이가'.repeat(50_000)).emergency).toBe(false);
  }, 30_000);
});

describe('extractEmotions', () => {
  it.each(EMOTION_CASES)('%s', (text, expected) => {
    const emotions = extractEmotions(text);
    expect(emotions.map((e) => [e.type, e.intensity])).toEqual(expected);
    for (const emotion of emotions) expect(text).toContain(emotion.span);
  });
});

describe('tokenize', () => {
  it.each(TOKEN_CASES)('%s', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });

  it('gives a statute and a query about it shared tokens', () => {
    const article = tokenize('사용자는 근로자를 해고하려면 적어도 30일 전에 예고를 하여야 한다');
    const query = tokenize('근로자 해고 예고');
    expect(query.every((token) => article.includes(token))).toBe(true);
  });
});
