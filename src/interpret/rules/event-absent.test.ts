import { describe, expect, it } from 'vitest';
import { eventAbsent } from './event-absent.js';

const SEIZURE = '지금 급여나 통장, 집 같은 재산이 압류(가압류)된 상태인가요?';
const SPREAD = '그 사진이나 영상이 이미 인터넷·SNS·단톡방 등에 퍼졌거나, 퍼진 것 같나요?';
const SPREAD_LABEL = '촬영물·합성물이 이미 유포되었는지 여부';
const TALKS = '상대방 쪽에서 합의하자는 연락이 왔거나 합의 이야기가 오가고 있나요?';
const CONTACT_CUT = '지금 그 사람과 연락이 끊겼거나, 차단하거나 피하고 있나요?';

describe('an asked event said not to have happened', () => {
  it.each([
    [SEIZURE, '', '파산이나 회생 해본적은 없고 월급에 압류 들어온건 아직 없어요'],
    [SEIZURE, '', '압류는 없어요'],
    // The event named by the field's label where the question words it otherwise.
    [SPREAD, SPREAD_LABEL, '퍼뜨리겠다고 협박해요 아직 유포된건 없어요'],
    [TALKS, '', '경찰에 신고했어요 합의 얘기는 전혀 없어요'],
  ])('%s / "%s"', (question, label, text) => {
    expect(eventAbsent(question, label, text)).toBe(true);
  });

  it.each([
    // Nothing to seize is no seizure denied; without an agreement is no talk denied.
    [SEIZURE, '', '압류할 재산이 없어요'],
    [TALKS, '', '합의 없이 끝났어요'],
    // An event the question does not ask about.
    [SEIZURE, '', '합의 얘기는 없어요'],
    // "연락이 없어요" tells contact cut off, so 연락 is no event to deny.
    [CONTACT_CUT, '', '연락이 없어요'],
    // Said to have happened.
    [SEIZURE, '', '통장 압류 들어왔어요'],
  ])('not %s / "%s"', (question, label, text) => {
    expect(eventAbsent(question, label, text)).toBe(false);
  });
});
