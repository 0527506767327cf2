import { describe, expect, it } from 'vitest';
import { detectByTrail } from './emergency-trail.js';
import { normalizeText } from './normalize.js';
import { splitSentences } from './sentences.js';

const found = (text: string) => detectByTrail(splitSentences(normalizeText(text)))?.kind ?? null;

describe('detectByTrail', () => {
  it.each([
    // The stretch someone came along, in either order, and still there.
    ['버스 정류장부터 모르는 남자가 쭉 우리 아파트 입구까지 왔어요 아직 안 가요'],
    ['흰색 차 한 대가 회사 주차장까지 바짝 붙어서 왔어요 지금 서 있어요'],
    // The same stranger seen again and again.
    ['아까 카페에서 본 같은 남자가 여기도 또 보여요 무서워요'],
    // An ex come to where the writer is, and at it now.
    ['전남친이 지금 학교 앞까지 찾아와서 나오라고 소리 지르고 있어요'],
  ])('reads %s as being followed now', (text) => {
    expect(found(text)).toBe('stalking');
  });

  it.each([
    // A habit, a night past, someone known, a remedy asked about.
    ['전남편이 퇴근길마다 회사 앞까지 따라서 와요'],
    ['어제 밤에 모르는 남자가 집 앞까지 붙어서 왔었어요'],
    ['친구가 집 앞까지 같이 와줬어요 지금 들어왔어요'],
    ['헤어진 남친이 회사 로비까지 와서 소리 지르고 있어요 접근금지 신청하려고요'],
  ])('leaves %s alone', (text) => {
    expect(found(text)).toBeNull();
  });
});
