import { describe, expect, it } from 'vitest';
import { detectByConcepts } from './emergency-concepts.js';
import { normalizeText } from './normalize.js';
import { splitSentences } from './sentences.js';

// 'general' stands for a detection with no kind (the general 112/119 message); null for none.
const kindOf = (text: string) => {
  const found = detectByConcepts(splitSentences(normalizeText(text)));
  return found ? (found.kind ?? 'general') : null;
};

describe('detectByConcepts', () => {
  it.each([
    // A wish to die and the means, however the spaces fall.
    ['이제 살기싫어요 수면제 모아둔거 있어요', 'self_harm'],
    // Standing at an edge, or a means kept at hand, with despair.
    ['지금 대교 난간이에요 이제 더는 못버티겠어요', 'self_harm'],
    ['차에 번개탄 있어요 다 지쳤어요', 'self_harm'],
    // Someone who says they took pills and does not answer; a message that says the sender is watching.
    ['오빠가 수면제 먹었다고 톡 남기고 전화를 안받아요', 'self_harm'],
    ['방금 카톡 왔는데 너 지금 지켜보고 있다고 해요', 'stalking'],
    ['살기싫어요수면제모아둔거있어요', 'self_harm'],
    // Two farewells, one of them final.
    ['찾지마세요 그동안 고마웠어요', 'self_harm'],
    ['우리 고양이 누가 키워주세요 저는 이제 떠나요', 'self_harm'],
    // Means bought and the day fixed.
    ['번개탄 사다놨어요 오늘 피울거에요', 'self_harm'],
    // A threat arriving now.
    ['방금 문자왔는데 오늘 너 죽여버린다고 했어요', 'violence'],
    ['모르는 사람이 집앞에서 기다린다고 협박해요', 'violence'],
    // Fire or gas and no way out.
    ['아래층에서 연기가 계속 올라오는데 문이 안열려요', 'general'],
    // Kept in a car that will not stop.
    ['택시가 안세워주고 계속 달려요 내려달라고 해도 무시해요', 'violence'],
    // Held where sex is pressed for; followed home and still there; harm reported as going on.
    ['모텔 앞인데 팔 붙잡고 안놔줘요 들어가자고만 해요', 'sexual'],
    ['모르는 남자가 집까지 따라왔어요 지금 현관 밖에 있어요', 'stalking'],
    ['동생이 방금 전화로 아빠가 때린다고 했어요', 'violence'],
    // Pills gathered and laid out; scalding water; a stranger luring a child.
    ['안정제 모아둔거 지금 책상 위에 다 꺼내놨어요', 'self_harm'],
    ['남편이 끓는 물 주전자 들고 저한테 오고있어요', 'violence'],
    ['어떤 아저씨가 우리 애한테 과자 준다고 차로 데려가려고 해요', 'child'],
    // A household poison swallowed; touched and pressed toward a motel, now.
    ['방금 표백제 마셨어요 목이 타요', 'self_harm'],
    ['대리기사가 허벅지 만지면서 호텔 가재요', 'sexual'],
    // A child shut out, and no adult.
    ['옆집 아이가 맨발로 복도에 서있어요 두시간째에요', 'child'],
    // A small child whose body fails; a poison a child swallowed.
    ['돌 지난 아기가 입술이 파래지고 숨을 헐떡여요', 'child'],
    ['세살 조카가 방금 락스를 마셨어요', 'child'],
    // Fuel and a flame; sounds of someone hurt, heard now.
    ['아빠가 거실에 시너 뿌려놓고 라이터 켰다 껐다 해요', 'violence'],
    ['윗집에서 살려주세요 하는 소리가 계속 들려요', 'violence'],
    // A visitor passing for someone else; a stalker close by now.
    ['경찰이라면서 문 열어달라는데 목소리가 전남친이에요', 'stalking'],
    ['스토커가 방금 같은 버스에 탔어요', 'stalking'],
    // More ways to say the end, and the means.
    ['이번 생은 여기까지 할래 지금 욕조에 있어', 'self_harm'],
    // Shoes off at the water; "this is the last" with a pet left in someone's care.
    ['바다 앞이야 신발 벗어놨어', 'self_harm'],
    ['이게 마지막이야 강아지 좀 부탁할게', 'self_harm'],
    // Exhaust led into a car; footsteps that stop when one stops.
    ['배기구에 호스 연결해서 창문으로 넣었어', 'self_harm'],
    ['뒤에서 발소리가 제가 멈추면 같이 멈춰요', 'stalking'],
    // Behind a locked door with a means taken in.
    ['룸메가 욕실 문 잠그고 안나와요 아까 커터칼 들고 들어갔어요', 'self_harm'],
    ['방문 잠갔고 끈도 있어요', 'self_harm'],
    ['엄마 나 진짜 갈게 더 못하겠어 통장은 동생 줘', 'self_harm'],
    ['친구가 욕조에 물 받아놓고 안나와 대답도 없어', 'self_harm'],
    // A last word and no answer; tears at an edge; someone drunk gone off with a stranger; a child told to get in;
    // a taxi locked on a strange road.
    ['언니가 유서 남기고 집을 나갔대요 연락이 안돼요', 'self_harm'],
    ['누나가 지금 한강 다리라고 하면서 울어요', 'self_harm'],
    ['친구가 지금 다리 위라고 영상통화 하는데 울기만 해요', 'self_harm'],
    ['지금 기숙사 옥상 문 앞인데 비번 알아냈어요', 'self_harm'],
    ['저 지금 너무 힘들어서 창문 열어놨어요 15층이에요', 'self_harm'],
    ['친구가 지금 술에 취해서 모르는 남자 차에 탔어요 연락 안돼요', 'sexual'],
    ['모르는 아저씨가 우리 딸한테 사탕 준다고 차에 타라고 해요', 'child'],
    ['택시가 이상한 데로 가요 기사가 문을 잠갔어요', 'violence'],
    // A child driven off by someone drunk, left in a locked vehicle, gone from sight by the water, or carried off.
    ['전처가 술취해서 애 태우고 운전한다고 나갔대요', 'child'],
    ['아이 아빠가 술 먹고 애를 차에 태워서 운전해서 나갔어요', 'child'],
    ['유치원 차 안에 애 하나가 안내렸대요 차 문 잠겨있어요', 'child'],
    ['친구네 애가 수영장에서 안보인대요 다들 찾고있는데', 'child'],
    ['마트 주차장에서 어떤 여자가 우리 애 안고 차에 타려고 해요', 'child'],
    // A bridge by its name and a spot on it; a place reported by someone else, then a goodbye or silence.
    ['지금 마포대교 중간쯤이야 마지막으로 너한테 말하는거야', 'self_harm'],
    ['여기 서해대교 갓길이에요 더는 못하겠어요', 'self_harm'],
    ['여친이 지금 한강이라고 잘있으라고 문자왔어요', 'self_harm'],
    ['나 옥상인데 사람들이 개미같다 뛰면 아프려나', 'self_harm'],
    // Round 11. A child out of a carer's sight: crying with no grown-up, lost a moment ago, held over a drop, with a chat stranger.
    ['아랫집 아기가 한시간째 울고 부모는 없는거 같아요', 'child'],
    ['놀이공원에서 딸이 방금까지 옆에 있었는데 없어졌어요', 'child'],
    ['엄마가 아기를 창문 밖으로 내밀고 있어요', 'child'],
    ['중2 딸이 오픈채팅 남자 만나러 나갔는데 전화를 안받아요', 'child'],
    // How to be sure of dying, from a height; gone by a time already set.
    ['어디서 뛰어내려야 한번에 죽어요 지금 옥상이에요', 'self_harm'],
    ['오늘밤 지나면 저는 없을거에요 엄마 미안해', 'self_harm'],
    // Cut and bleeding with the attacker still there.
    ['술집에서 병에 찔렸어요 그 사람 아직 여기 있어요', 'violence'],
    // Someone keeping near: circling, watching from across, stopping when one stops, or staying until let in.
    ['모르는 남자가 아까부터 우리 집 근처 서성거려요', 'stalking'],
    ['전여친이 지금 맞은편에서 날 노려보고 있어', 'stalking'],
    ['뒤에 사람이 내가 서면 서고 걸으면 걸어요 지금 골목', 'stalking'],
    ['전남친이 만나줄때까지 안간대요 지금 현관 밖이에요', 'stalking'],
    ['누가 따라 들어왔어요 아직 복도에 있어요', 'stalking'],
  ])('%s → %s', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });

  it.each([
    // A night out, a job left, a legal threat, cooking, a will, recovery, the past, a story.
    '나 먼저 갈게 다들 안녕 내일봐',
    '퇴사하면서 그동안 고마웠다고 마지막으로 인사했어요',
    // The last time money came in, told with a debtor who does not answer.
    '1200 빌려줬는데 3백만 받았어요 마지막으로 돈 들어온게 8월 말이에요. 나머지는 연락도 안받아요',
    '상대가 소송 걸겠다고 협박해요 어떻게 대응해요',
    '번개탄 사다놨어요 오늘 캠핑가서 고기 구워먹을거에요',
    '아버지 유서 효력이 있나요 형이 끝내려고 해요',
    '동생이 자살하려다 지금은 병원에서 회복중이에요',
    '작년에 전남친이 죽여버린다고 문자왔었어요 고소 되나요',
    '드라마에서 남편이 집에 불 질러서 연기가 가득하고 문이 안열리던데',
    // An apology talked about is not one left behind; laughter marks an idiom.
    '가족들한테 미안하다고 말하기도 힘드네요 통장 압류 풀리나요',
    '번개탄 사다놨어요 ㅋㅋ 오늘 삼겹살 파티',
    '수면제 모았다가 다 버렸어요 지금은 안전해요',
    // Told months later, for damages.
    '팀장이 허벅지 만지면서 호텔 가재요 했던게 두 달 전이에요 손해배상 청구 가능한가요',
    // Pills named in passing are not pills counted.
    '두통약 먹었는데 두통이 계속돼요',
    '계약 끝낼래요 위약금 얼마예요',
    // Sounds heard day after day, a bike stolen outdoors.
    '위층에서 때리는 소리가 매일 나요',
    '방금 한강공원에서 자전거 도둑맞았어요',
    // A dog barking at footsteps, a stalker online, fuel at a petrol station.
    '강아지가 발소리 나면 짖어요 뒤에서 누가 오면 더 짖고',
    '전남친 스토커같아요 지금 인스타 염탐하는 중',
    '지금 휘발유 넣으러 주유소 왔는데 라이터 켜는 사람 있어요',
    // A bag with a strap, a semester begun, an aching leg.
    '끈이 있는 가방 샀는데 지쳤어요 환불 되나요',
    '개강이에요 벌써 지쳤어요',
    '아 다리야 더는 못걷겠다',
    '친구가 지금 한강이라고 치킨 사오래요 전화를 안받네',
    '마포대교 걸어서 건너는 중인데 바람 세다',
    '아이를 학원차에 태웠는데 기사님이 불친절해요',
    '동생이 사춘기라 문잠그고 안나와요 그냥 게임만해요',
    '집주인이 문 잠그고 안열어줘요 짐도 못 뺐어요',
    '15층인데 더워서 창문 열어놨어요 에어컨 고장이 힘들어요 수리비 누가 내요',
    '남편이 작년에 술 먹고 애 태우고 운전한 적 있어요',
    '수영장에서 애가 물 좀 먹었는데 바로 건져서 괜찮아요',
    // Round 11. A child found again, a child crying at bedtime with the parent there.
    '마트에서 아들이 5분전까지 있었는데 없어져서 놀랐다가 찾았어요',
    '애기가 울고 보채서 힘들어요 밤마다',
    // The sure way to die asked of a game or a story; a day out tomorrow.
    '웹툰에서 옥상에서 떨어져야 확실히 죽는다는 대사 나옴',
    '내일 아침엔 저 없을거에요 출장 가요',
    // A cut looked after; an order to strip told from years ago; a hidden camera asked about.
    '작년에 칼에 베였는데 봉합했어요 보상 받을 수 있나요',
    '예전 회사에서 사장이 옷 벗으라고 한 적 있어요 지금 고소 가능한가요',
    '화장실 몰카 처벌 궁금해서요 만약 찍히면 어떻게 되나요',
    // Someone circling told as a pattern.
    '전 여친이 계속 회사 근처를 맴돌고 카톡으로 욕을 보내요',
    // A courier waiting at the door.
    '택배기사님이 문앞에서 기다리신다는데 저 지금 회사라 못가요 환불 되나요',
  ])('%s → nothing', (text) => {
    expect(kindOf(text)).toBeNull();
  });
});

describe('detectByConcepts: someone minutes off', () => {
  it('reads someone who threatens or tracks the writer announcing an arrival in minutes as coming for them', () => {
    expect(kindOf('협박문자 보내던 사람이 지금 제 위치 찍어 보내면서 5분 뒤에 도착한다고 해요')).toBe('stalking');
    expect(kindOf('스토커가 곧 도착한대요 무서워요')).toBe('stalking');
  });

  it('does not read a delivery, a visit or an arrival told in the past as danger', () => {
    expect(kindOf('택배기사가 10분 뒤에 도착한다고 했어요 근데 물건이 파손됐어요')).toBeNull();
    expect(kindOf('전남친이 짐 가지러 30분 뒤에 온대요')).toBeNull();
    expect(kindOf('작년에 협박하던 사람이 5분 뒤에 간다고 했었는데 고소 가능한가요')).toBeNull();
  });
});

describe('detectByConcepts: a charge made', () => {
  it('reads an act named as the charge of a complaint made as a case, unless a "now" is told', () => {
    expect(kindOf('제가 아내를 때렸다고 가정폭력으로 신고당했어요 접근금지 됐는데 집에 못들어가요')).toBeNull();
    expect(kindOf('남편한테 맞아서 폭행으로 신고했는데 지금 무서워서 집에 못들어가요')).toBe('violence');
  });
});

describe('detectByConcepts: someone gone up to an edge', () => {
  it('reads someone else gone up to an edge, having said they would end it, as self-harm', () => {
    expect(kindOf('엄마가 죽어버리겠다고 지금 옥상에 올라갔어요')).toBe('self_harm');
    expect(kindOf('남편이 자살하겠다고 협박하면서 옥상에 올라갔어요')).toBe('self_harm');
  });

  it('does not read an idiom of heat, or a climb told as over, as self-harm', () => {
    expect(kindOf('아빠가 더워 죽겠다고 옥상에 올라갔어요')).toBeNull();
    expect(kindOf('작년에 동생이 죽어버리겠다고 옥상에 올라갔었는데 지금은 괜찮아요 상담 치료비 보험 되나요')).toBeNull();
  });
});
