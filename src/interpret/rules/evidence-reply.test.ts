import { describe, expect, it } from 'vitest';
import { evidenceKindsNamed } from './evidence-reply.js';

describe('evidenceKindsNamed', () => {
  it('keeps the kinds of evidence a reply names, in order', () => {
    expect(evidenceKindsNamed('cctv 있을거에요 술집에 그리고 진단서')).toBe('cctv, 진단서');
    expect(evidenceKindsNamed('스샷 찍어놨어요')).toBe('스샷');
    expect(evidenceKindsNamed('카톡이랑 녹음 파일 있어요 목격자도 있고')).toBe('카톡, 녹음, 목격자');
  });
  it('leaves out a kind said to be missing, and names nothing in a reply with no kind', () => {
    expect(evidenceKindsNamed('녹음은 못했고 문자는 있어요')).toBe('문자');
    expect(evidenceKindsNamed('아무것도 안했어요')).toBeNull();
    expect(evidenceKindsNamed('증인이 한명 있어요')).toBeNull();
  });
});
