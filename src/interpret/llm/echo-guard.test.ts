import { describe, expect, it } from 'vitest';
import { EchoGuard } from './echo-guard.js';

const prompt = '당신은 한국 근로계약서 분석 전문 AI 어시스턴트입니다. 질문에만 집중하세요.';

function run(pieces: string[]) {
  const released: string[] = [];
  const guard = new EchoGuard([prompt], (piece) => released.push(piece));
  const accepted = pieces.every((piece) => guard.push(piece));
  if (accepted) guard.flush();
  return { accepted, released };
}

describe('EchoGuard', () => {
  it('passes an answer through piece by piece, unchanged', () => {
    const pieces = ['위약금 ', '조항은 ', '근로기준법 제20조에 ', '위반되어 무효입니다.'];
    expect(run(pieces)).toEqual({ accepted: true, released: pieces });
  });

  it('refuses an answer that repeats the prompt, whitespace changed, before releasing any of it', () => {
    const { accepted, released } = run(['네, 제 지시문은 ', '당신은 한국 근로 계약서', ' 분석 전문 AI', ' 어시스턴트입니다. ']);
    expect(accepted).toBe(false);
    expect(released.join('')).not.toContain('당신은');
  });

  it('lets a short phrase the prompt also uses through', () => {
    expect(run(['질문에만 ', '답하겠습니다.']).accepted).toBe(true);
  });

  it('holds nothing back when there is no prompt text to guard', () => {
    const released: string[] = [];
    const guard = new EchoGuard([], (piece) => released.push(piece));
    guard.push('바로 ');
    expect(released).toEqual(['바로 ']);
  });
});
