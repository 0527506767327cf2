import { describe, expect, it } from 'vitest';
import { withCaseMarkers } from './keyword-particles.js';

describe('a multi-word keyword with case markers between its words', () => {
  it('matches the words joined by a subject, object or topic marker, or by nothing', () => {
    const pattern = withCaseMarkers(['적금', '해지'])!;
    expect(pattern.test('적금을해지했는데')).toBe(true);
    expect(pattern.test('적금이해지됐대요')).toBe(true);
    expect(pattern.test('적금은해지안했어요')).toBe(true);
    expect(pattern.test('적금해지')).toBe(true);
  });

  it.each([
    [['월급을', '안'], '이번달월급을아예안줬어요'],
    [['보증금', '못받'], '보증금을아직도못받았어요'],
    [['알바비', '안줌'], '알바비는한푼도안줌'],
  ])('lets a degree adverb stand before the verb: %s in %s', (words, text) => {
    expect(withCaseMarkers(words)!.test(text)).toBe(true);
  });

  it('does not bridge words with other words in between', () => {
    expect(withCaseMarkers(['월급을', '안'])!.test('월급을받고나서안왔어요')).toBe(false);
  });

  it('does not bridge words with particles that often join different clauses', () => {
    const pattern = withCaseMarkers(['적금', '해지'])!;
    expect(pattern.test('적금도해지')).toBe(false);
    expect(pattern.test('적금으로해지')).toBe(false);
  });

  it('gives no pattern for a keyword of one word, and reads other characters literally', () => {
    expect(withCaseMarkers(['적금해지'])).toBeNull();
    expect(withCaseMarkers(['3.3', '공제'])!.test('3.3을공제')).toBe(true);
    expect(withCaseMarkers(['3.3', '공제'])!.test('353공제')).toBe(false);
  });
});
