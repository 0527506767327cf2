import { describe, expect, it } from 'vitest';
import { isAccountForHelp } from './emergency-account.js';

describe('isAccountForHelp', () => {
  it.each([
    ['전남편이 계속 집 근처를 돌아다니고 찾아간다고 협박해요 잠정조치 신청하고 싶어요', 'stalking'],
    ['형이 한번만 더 얘기하면 죽여버린다 했어요 제 상속분 받을수있을까요', 'violence'],
    ['그때 못한 고소를 지금 하려고요', 'violence'],
    // A harm that is over and being dealt with, no remedy asked.
    ['술집에서 시비 붙은 남자가 병으로 내리치고 달아났어요 다친 데는 없어요', 'violence'],
    ['모르는 사람이 제 가방을 털어갔어요 바로 파출소에 신고했어요', 'violence'],
    // A burglar gone with the loot ("가져갔어요").
    ['출장 간 사이에 누가 문을 부수고 들어와서 노트북을 가져갔어요', 'violence'],
    ['협박 메시지 온 거 전부 캡처해 뒀어요', 'violence'],
    ['저도 맞서서 밀었는데 같이 입건됐대요', 'violence'],
    ['피해자 조사 받고 왔어요', 'sexual'],
    ['현관문 발로 차서 부수고 갔어요 처벌 원해요', 'violence'],
    // Dated in the past or said to have stopped, even with no report made yet.
    ['동기가 술 취해 잠든 저를 성추행했어요 지난달 일인데 아직 아무한테도 말 못했어요', 'sexual'],
    ['몇 달 전 일이에요 남편이 밀쳐서 넘어졌어요', 'violence'],
    ['전남친이 자꾸 찾아왔었는데 그 뒤로는 안 와요', 'stalking'],
    ['아내가 물건을 던지고 할퀴어요 오늘은 괜찮아요', 'violence'],
    // What follows a report, or whether an act is an offence, asked.
    ['직장상사가 매일 죽여버린다 소리 지르고 서류 던져요 신고하면 어떻게 돼요', 'violence'],
    ['집주인이 도어락 비번 누르고 들어와요 이거 주거침입 아닌가요', 'stalking'],
    ['시아버지가 저를 밀치고 때려요 이혼 사유가 되나요', 'violence'],
    ['물류창고에서 지게차에 깔려서 다리 골절됐어요 산재 신청하려고요', 'violence'],
    ['헤어진 남친이 도어락 비번 누르는 영상이 cctv에 찍혔어요', 'stalking'],
    ['회사 대표가 저를 창고에 가두고 욕했던 일로 노동청에 진정 넣었어요 결과가 안나와요', 'violence'],
    // The one who did it ran off, told in a note.
    ['지하철에서 모르는 남자가 엉덩이 만지고 도망감 얼굴은 기억나요', 'sexual'],
    // Dated by its month, with what is left to do still to come (아직 about the case, not about help).
    ['과외 선생님이 허벅지 만지고 안으려고 했어요 9월 초였고 부모님께는 아직 말 못했어요', 'sexual'],
    ['같이 입건됐고 코뼈 다침 합의 얘기는 아직 없음', 'violence'],
    // The one harmed is with the writer now.
    ['남편이 애를 때리는 걸 봤어요 지금 애는 저랑 있는데 양육권 가져올 수 있나요', 'child'],
    // A separation or a court order awaited is the case in others' hands; a diagnosis comes after the harm;
    // a state someone said they are in (칼 갖고 있다는 말) is what they said.
    ['지금 별거중인데 예전에 강제로 관계한 것도 위자료 받을 수 있나요', 'sexual'],
    ['전남편이 계속 연락하고 찾아오면서 안만나주면 죽여버린다고 해요 칼 갖고 있다는 말도 했어요 접근금지 신청해놓고 기다리는 중이에요', 'stalking'],
    ['친구랑 걷다가 모르는 남자 셋한테 둘러싸여 맞았어요 한명은 야구방망이 들고 있었고 저는 갈비뼈 금가서 4주 진단이에요', 'violence'],
  ] as const)('%s is an account for help', (text, kind) => {
    expect(isAccountForHelp(text, kind)).toBe(true);
  });

  it.each([
    // Nothing asked of a lawyer, though legal words are used.
    ['전남친이 문 앞에서 기다려요', 'stalking'],
    ['접근금지 받은 전남친이 또 따라와요', 'stalking'],
    // The danger shown now: a "now", a progressive, a plea.
    ['지금 문 앞에 서 있어요 고소할 거예요', 'stalking'],
    ['칼 들고 서있어요 처벌 되나요', 'violence'],
    ['살려주세요 접근금지 받은 사람이 왔어요', 'stalking'],
    // Calling the police is not a legal ask; someone standing there is there now.
    ['아빠가 엄마를 때려요 신고해도 되나요', 'violence'],
    ['문 앞에 칼 든 남자가 있어요 고소 되나요', 'violence'],
    // Reported or gone, but the danger may still be there: help not here yet, a body failing,
    // someone left shut in, a "now".
    ['신고했는데 경찰이 아직 안 와요 계속 문을 두드려요', 'violence'],
    ['칼로 찌르고 도망갔어요 피가 멈추질 않아요', 'violence'],
    ['창고에 가두고 가버렸어요 안에 저 혼자예요', 'violence'],
    ['때리고 나갔는데 지금 다시 온대요', 'violence'],
    ['때리고 도망감 근데 구급차가 아직 안 와요', 'violence'],
    // A state under way said with a now of its own.
    ['접근금지 신청해놓고 기다리는 중인데 지금 칼 들고 집 앞에 와 있어요', 'violence'],
    // A past date does not cover a danger shown now.
    ['지난달 일인데 그 사람이 지금 문 앞에 와 있어요', 'stalking'],
    ['작년 일이에요 근데 방금 또 때려서 피가 멈추질 않아요', 'violence'],
    // A wish to die, whatever else is asked.
    ['유서 써놨어요 보험금 청구는 가족이 할 수 있나요', 'self_harm'],
    ['죽고 싶어요 보험금 청구는 가족이 할수있나요', 'self_harm'],
  ] as const)('%s is not', (text, kind) => {
    expect(isAccountForHelp(text, kind)).toBe(false);
  });
});

