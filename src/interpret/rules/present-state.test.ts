import { describe, expect, it } from 'vitest';
import { noLongerThere, stillAtWork, stillGoingOn } from './present-state.js';

describe('whether the trouble goes on', () => {
  it.each([
    '전남친이 헤어지고 두달째 집앞에 와있어요',
    '윗집 쿵쿵 소리 반년째에요',
    '돈 갚으라 했더니 죽여버린다는 문자를 보내요 일주일째 매일 와요',
    '아랫집에서 밤마다 음악을 크게 틀어요 석달째고 어젯밤에도 그랬어요',
    '전 여자친구가 회사 앞에도 와요 이번주에도 왔어요',
  ])('goes on: "%s"', (text) => {
    expect(stillGoingOn(text)).toBe(true);
  });
  it.each([
    '예전 직장동료가 퇴근길마다 따라왔었는데 제가 이사하고 나서는 안 나타나요',
    '디엠으로 음란한 말을 보냈었는데 차단하고 나서는 연락 없음',
    '협박했어요 한번 그랬고 그 뒤로는 잠잠해요',
    '1800 보냈어요 지금은 연락이 끊겼어요',
    '2500 보냈는데 이제 카톡 읽지도 않아요',
    '모르는 남자가 한동안 집까지 따라왔었는데 경찰에 신고하고 나서는 안보여요',
  ])('has stopped: "%s"', (text) => {
    expect(stillGoingOn(text)).toBe(false);
  });
  it.each([
    // A span told in the past, a lack that is no stop, nothing said of now.
    '3년째 사귀다가 작년에 헤어졌어요',
    '석달째 하루에 수십통씩 전화하고 회사 앞에도 찾아왔었어요',
    '보이스피싱으로 돈을 보냈는데 지금은 돈이 없어요',
    '지난달에 모르는 번호로 야한 문자가 왔어요',
  ])('says nothing either way: "%s"', (text) => {
    expect(stillGoingOn(text)).toBeUndefined();
  });
});

describe('whether the person works there now', () => {
  it.each([
    '석달째 월급이 밀렸어요 아직 거기서 일하고는 있어요',
    '사장이 월급을 안줌 지금도 출근은 하고있음',
    '아직 사인 안했어요 계속 출근은 하고 있고요',
    '입사 2020년 7월이고 지금 재직중이에요',
    '8주 진단 나왔어요 지금은 병가 중이에요',
    '두달치 일당 340 못받음 아직 거기서 일함',
    '지금도 이 회사 다니는중이고 직원 40명',
    '서명하라는데 안하고 버티는중이에요 출근은 매일 해요',
    '동료가 야한 농담을 보내요 지금도 같이 일해요',
    '지금은 휴직하고 정신과 치료 받는 중이에요',
    '아직 사직서는 안냈고 회사는 계속 나가고 있어요',
  ])('works there: "%s"', (text) => {
    expect(stillAtWork(text)).toBe(true);
  });
  it.each([
    '계속 일하다가 지난달에 그만뒀어요',
    '거기서 일했을 때 사장이 욕을 했어요',
    '지금 일하고 싶은데 회사가 안 받아줘요',
    '작년에 일하고 있었는데 해고됐어요',
    '휴직하고 싶은데 안 된대요',
    '팀장이 매일 욕했어요 결국 그만뒀어요',
  ])('does not say so: "%s"', (text) => {
    expect(stillAtWork(text)).toBeUndefined();
  });
});

describe('a work or a home told in the double past', () => {
  it.each([
    ['식당에서 일했었는데 사장이 급여를 안줬어요', 'work'],
    ['그 회사 3년 다녔었어요', 'work'],
    ['그 집에 살았었는데 보증금을 못받았어요', 'home'],
  ] as const)('"%s" is over', (text, place) => {
    expect(noLongerThere(text, place)).toBe(true);
  });

  it.each([
    // The simple past says nothing of now; the present is still there.
    ['식당에서 일했는데 사장이 급여를 안줬어요', 'work'],
    ['아직 다니고 있어요', 'work'],
    ['그 집에 2년 살았어요', 'home'],
  ] as const)('"%s" is not', (text, place) => {
    expect(noLongerThere(text, place)).toBe(false);
  });
});
