import { describe, expect, it } from 'vitest';
import { incidentPlace } from './incident-place.js';

describe('incidentPlace', () => {
  it.each([
    ['어제 밤에 술집에서 모르는 남자가 시비걸더니 때렸어요', '술집'],
    ['중고나라에서 닌텐도 스위치 산다고 25만원 입금했는데 잠수', '중고나라'],
    ['당근서 거래하다가 사기당함', '당근'],
    ['전남친이 제 사진을 인스타에 올렸어요', '인스타'],
    ['회사 단톡방에다 제 욕을 써서 올렸어요', '단톡방'],
    ['지하철에서 누가 엉덩이를 만졌어요', '지하철'],
    ['회식 자리에서 팀장이 어깨를 주물렀어요', '회식 자리'],
  ])('%s → %s', (text, place) => {
    expect(incidentPlace(text)).toBe(place);
  });

  it.each([
    ['법원에서 지급명령 서류가 왔어요'],
    ['친구한테 500 빌려줬는데 안 갚아요'],
    ['카톡으로 욕을 계속 보내요'],
    ['아버지가 살던 집에서 나가래요'],
    ['경찰서에서 연락이 왔어요'],
  ])('no scene in %s', (text) => {
    expect(incidentPlace(text)).toBeUndefined();
  });
});
