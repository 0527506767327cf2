import { describe, expect, it } from 'vitest';
import { maskStrings } from './mask-json.js';
import { maskText } from './pii.js';

describe('maskStrings', () => {
  it('masks identifiers in every string, nested and in keys, and keeps other values', () => {
    const masked = maskStrings(
      { note: '연락처 010-1234-5678', tags: ['hong.gildong@gmail.com', 3, true, null], nested: { '010-1111-2222': { deep: '주민번호 900101-1234567' } } },
      maskText,
    );
    expect(masked).toEqual({
      note: '연락처 010-****-5678',
      tags: ['ho**********@gmail.com', 3, true, null],
      nested: { '010-****-2222': { deep: '주민번호 900101-1******' } },
    });
  });
});
