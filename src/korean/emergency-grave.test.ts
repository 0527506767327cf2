import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency.js';
import { toldAsOver } from './emergency-over.js';

// One or two wordings per reading of emergency-grave.ts, none of them an eval line, with the kind expected.
const GRAVE: Record<string, string | null> = {
  // Pills about to be taken all at once, or a bottle emptied and felt.
  '몇달동안 모은 수면제 이따 한번에 털어넣을거에요': 'self_harm',
  '약통에 든거 다 삼켰어요 속이 울렁거려요': 'self_harm',
  // A cord tied where it hangs, with the moment.
  '옷장 봉에 넥타이 걸어놨어요 오늘은 못버티겠어요': 'self_harm',
  // A last word with the end fixed, or read after the writer is gone.
  '유서 남겼어요 내일이 마지막이에요': 'self_harm',
  '이 톡 읽을때 나는 이미 세상에없을거야 고마웠어': 'self_harm',
  // A wish with the moment told.
  '죽을 방법 알아봤어요 오늘밤엔 정말 할거같아요': 'self_harm',
  // A weapon held on someone, the writer bound.
  '강도가 옆구리에 칼 들이대고 금고 열래요': 'violence',
  '남편이 제 손발을 묶어놨어요 겨우 한손 풀었어요': 'violence',
  // Someone waiting who says they are armed.
  '전 동업자가 가게 앞이래요 망치 들고왔다고 카톡왔어요': 'violence',
  // A stalker or an ex who came in or waits now; a message telling back what the writer wears now.
  '스토커가 방금 학원 건물 안까지 들어왔어요 선생님들이 막고있어요': 'stalking',
  '모르는 번호로 지금 회색 후드 입고있네 문자 왔어요': 'stalking',
  // Followed, stopping where the writer stopped and coming on.
  '버스에서부터 따라오던 남자가 같이 내리더니 우리 빌라쪽으로 걸어와요': 'stalking',
  // Someone too drunk to refuse taken out by strangers.
  '동생이 만취했는데 모르는 남자들이 부축해서 모텔쪽으로 끌고가요': 'sexual',
  // A sexual attempt with no way away.
  '펜션 주인이 밤에 들어와서 덮치려고 했어요 산골이라 도망갈 데도 없어요': 'sexual',
  // A child who swallowed something and shows it; a child alone for days; a child left in a parked van.
  '3살 딸이 자석을 삼킨거같아요 배아프다고 울어요': 'child',
  '옆집 꼬마가 사흘째 혼자 있대요 지금 배고프다고 문 두드려요': 'child',
  '유치원 버스에서 아이가 안 내렸대요 버스는 차고지에 있고 기사님 전화 안받아요': 'child',
  // Someone gone from sight in the water; a body caught in a machine.
  '계곡에서 남편이 물살에 휩쓸렸어요 안보여요': null,
  '롤러에 직원 손이 말려 들어갔어요 안빠져요': null,
};

// The same words with no danger now: a prescription, a will, a swallowed thing long passed, a machine accident
// of last year, a friend who left with someone known, a courier waiting, a message kept as evidence.
const NOT_NOW = [
  '수면제 한번에 다 먹으면 위험한가요 처방은 하루 한알이에요',
  '유서 써놓은 아버지가 돌아가셨어요 유서대로 상속되나요',
  '옷장 봉에 넥타이 걸어놓는 수납법 알려주세요',
  '작년에 아들이 자석을 삼켜서 수술했어요 장난감 회사에 배상 청구 되나요',
  '3년 전 공장에서 손가락이 프레스에 끼어서 다쳤는데 산재 신청 가능한가요',
  '친구가 술 취해서 남자친구가 데리러 와서 같이 나갔어요',
  '택배 기사님이 로비에서 기다린다고 문자 왔어요',
  '스토커가 보낸 지금 회색 후드 입고있네 문자를 캡처해 뒀는데 고소하려고요',
  '전남친이 예전에 제 목에 칼 대고 협박한 적 있어요 지금 고소할 수 있나요',
  '바다에서 친구가 안보였던 적이 있었는데 구조됐어요',
];

describe('grave danger told by its means and its moment (emergency-grave.ts)', () => {
  it('reads each as an emergency of its kind', () => {
    for (const [text, kind] of Object.entries(GRAVE)) {
      const found = detectEmergency(text);
      expect(found.emergency, text).toBe(true);
      expect(found.kind, text).toBe(kind);
    }
  });

  it('stays quiet on the same words with no danger now', () => {
    for (const text of NOT_NOW) expect(detectEmergency(text).emergency, text).toBe(false);
  });

  it('does not take an attempt as over when the writer has no way away', () => {
    expect(toldAsOver('주인이 바지 내리려고 했어요 여기 외진데라 택시도 안 잡혀요')).toBe(false);
    expect(toldAsOver('택시에서 기사가 뽀뽀하려고 했어요 신고되나요')).toBe(true);
  });
});
