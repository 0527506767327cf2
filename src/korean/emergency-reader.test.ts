import { describe, expect, it } from 'vitest';
import { actsIn, bodyFailingIn } from './emergency-danger.js';
import { detectByClauses } from './emergency-reader.js';
import { normalizeText } from './normalize.js';
import { splitSentences } from './sentences.js';

// 'general' stands for a detection with no kind (the general 112/119 message); null for none.
const kindOf = (text: string) => {
  const found = detectByClauses(splitSentences(normalizeText(text)));
  return found ? (found.kind ?? 'general') : null;
};

describe('danger classes', () => {
  it('names the act, whatever the spacing', () => {
    expect(actsIn('삼촌이공구함에서망치꺼내들고쫓아와')).toContain('weapon');
    expect(actsIn('오빠가내목을조르고')).toContain('strangle');
    expect(actsIn('누가현관비번을누르고있어')).toContain('intrude');
    expect(actsIn('안정제한통다삼켰어')).toContain('poison');
  });

  it('leaves everyday words alone', () => {
    expect(actsIn('감기약먹었어요')).toEqual([]);
    expect(actsIn('사장이합의하자고해요')).toEqual([]);
    expect(actsIn('앞차를뒤에서박았어요')).toEqual([]);
    expect(actsIn('택배가문앞에서없어져요')).toEqual([]);
    expect(actsIn('캐리어끌고나가는중')).toEqual([]);
    expect(actsIn('술취한사람이갑자기도로로뛰어들어서쳤어요')).toEqual([]);
    expect(actsIn('강물로뛰어들려고')).toContain('self_harm');
    expect(actsIn('이삿지ㅁ끌고나가고있는데')).toEqual([]);
    expect(actsIn('엄마를끌고나가')).toContain('strike');
  });

  it('reads a body failing, but not a word that only contains the sound', () => {
    expect(bodyFailingIn('할아버지가숨을안쉬세요')).toBe(true);
    expect(bodyFailingIn('손가락이꺾였어요')).toBe(true);
    expect(bodyFailingIn('식당을운영하는데')).toBe(false);
  });
});

describe('detectByClauses', () => {
  it('reads an act under way or about to happen as danger now', () => {
    expect(kindOf('사촌오빠가 내 팔을 꺾으면서 벽으로 밀어붙이고 있어')).toBe('violence');
    expect(kindOf('모르는 아저씨가 엘리베이터까지 쫓아오고 있어요')).toBe('stalking');
  });

  it('reads an act just done as danger when a body fails after it', () => {
    // 밀쳤어요 is no act the reader names, so the collapse after it gets the general 112/119 message.
    expect(kindOf('삼촌이 할머니를 밀쳤어요 할머니가 못 일어나세요')).toBe('general');
    expect(kindOf('동료가 커터칼로 찔렀어요 피가 안 멈춰요')).toBe('violence');
  });

  it('reads a fire told in the present, or spreading, as burning now, until it is out or left behind', () => {
    // A fire has no one to report: the general 112/119 message.
    expect(kindOf('아랫집 창문에서 연기가 나요')).toBe('general');
    expect(kindOf('커튼에 불이 옮겨붙었어요')).toBe('general');
    expect(kindOf('아랫집에서 불나서 연기가 계단으로 올라와요 못내려가요')).toBe('general');
    expect(kindOf('빌라에 불이 나서 이사 나왔는데 집주인이 보증금을 안돌려줘요')).toBeNull();
    // A fire told as the cause of what came of it (a burn, a home lost) is behind the writer.
    expect(kindOf('공장에 불이 나서 손에 화상을 입었어요 회사가 산재를 안 해줘요')).toBeNull();
    expect(kindOf('원룸에 불이 나서 들어가 살 수가 없게 됐는데 관리비는 계속 내래요')).toBeNull();
    expect(kindOf('부엌에 불이 나서 연기가 방까지 차요')).toBe('general');
    expect(kindOf('옆집 담배 연기가 베란다로 계속 들어와요')).toBeNull();
    expect(kindOf('가게에 불이 나서 옆 가게까지 탔는데 옆 가게 사장이 배상하래요')).toBeNull();
    expect(kindOf('엄마가 김장하다가 허리 삐끗해서 못 일어나세요 파스 붙여드렸어요')).toBeNull();
    expect(kindOf('커튼에 불이 옮겨붙었는데 다행히 빠져나왔어요')).toBeNull();
  });

  it('reads someone pounding on the door now, and a body collapsed, as danger', () => {
    expect(kindOf('지금 모르는 사람이 현관문을 쾅쾅 두드려요')).toBe('stalking');
    expect(kindOf('할아버지가 방에서 쓰러지셨는데 숨을 안 쉬세요')).toBe('general');
  });

  it('reads a means of self-harm just used as lasting', () => {
    expect(kindOf('면도칼로 손목 그었어요')).toBe('self_harm');
  });

  it('leaves the same acts alone when told as past, habit, memory, question or story', () => {
    expect(kindOf('삼촌이 할머니를 밀쳤어요 그래서 연락 끊었어요')).toBeNull();
    expect(kindOf('지난달에 동료가 커터칼로 찔렀어요 피가 많이 났어요')).toBeNull();
    expect(kindOf('형이 술 마시면 저를 밀쳐요')).toBeNull();
    expect(kindOf('삼촌이 저를 때리던 기억이 나요')).toBeNull();
    expect(kindOf('누가 칼로 찌르면 어떻게 해야 하나요')).toBeNull();
    expect(kindOf('영화에서 주인공이 목을 조르고 있어요')).toBeNull();
    expect(kindOf('맞은 지 두 달 지났어요 아직도 손목이 꺾여 있어요')).toBeNull();
    expect(kindOf('창고에 불이 났었는데 보험 되나요')).toBeNull();
  });

  it('lets a caller refuse a kind (a legal question with nothing of this minute)', () => {
    const sentences = splitSentences('동료가 커터칼로 찔렀어요 피가 안 멈춰요');
    expect(detectByClauses(sentences, (kind) => kind !== 'violence')).toBeNull();
  });

  it('reads a plain bleed as the aftermath of an act, never as danger by itself', () => {
    expect(kindOf('빵 자르다 손 베였는데 피가 나요')).toBeNull();
    expect(kindOf('사촌이 내 머리를 벽에 박았어요 피가 나요')).toBe('violence');
  });

  it('reads an act done this minute (지금 … 했어요) as holding now, and two acts told together in the present as one scene', () => {
    expect(kindOf('동생이 지금 모르는 차에 끌려갔어요')).not.toBeNull();
    expect(kindOf('대리기사가 문 잠그고 제 다리 만져요')).not.toBeNull();
  });

  it('reads a habit seen going on this minute as danger, and a matter resolved as over', () => {
    expect(kindOf('새벽마다 누가 창문 들여다봐요 지금도 보고 있어요')).toBe('stalking');
    expect(kindOf('보일러실에서 가스냄새 났는데 기사님 와서 해결됐어요')).toBeNull();
    expect(kindOf('집에 가스냄새 나서 가스회사 불렀는데 별거 아니래요')).toBeNull();
    expect(kindOf('남편이 화나면 밀쳐요 지금 같이 살고 있어요')).toBeNull();
  });

  it('reads a mouth stopped, a hand held to a flame and a lock forced as acts of danger', () => {
    expect(actsIn('삼촌이동생입을수건으로틀어막고')).toContain('strangle');
    expect(actsIn('엄마가내손을다리미에갖다대고')).toContain('strike');
    expect(actsIn('누가현관문뜯고있어')).toContain('intrude');
  });

  it.each([
    // No one acting: the general 112/119 message.
    ['냉동창고에 갇혔어요 춥고 폰 배터리 5프로', 'general'],
    ['안에 갇혔는데 집에 아무도 없어요', 'general'],
    ['창고에서 작업하다가 문이 밖에서 잠겨버림 아무도 전화 안받아', 'general'],
    ['모르는 차에 태워졌어요 트렁크 안이에요', 'general'],
    // Got out, or not a person shut in.
    ['엘리베이터에 10분 갇혔다가 나왔어요', null],
    ['우리 고양이가 화장실에 갇혀서 울고있어서 문 열어줬음', null],
    ['강아지가 베란다에 갇혀 있어요', null],
  ] as const)('reads being shut in as a state that holds until someone gets out: %s', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });

  it.each([
    ['모르는 사람이 우리집 도어락을 계속 만지작거려요', 'stalking'],
    ['현관에서 띠띠띠 번호 누르는 소리 나', 'stalking'],
    ['누가 문고리를 덜컥덜컥 돌려요', 'stalking'],
    ['헤어진 여친이 우리집 베란다 창문 두드려요 여기 2층이에요', 'stalking'],
    ['창문에서 똑똑 소리가 나요', 'stalking'],
    // A phone number dialled, a lock's battery, a landlord's habit asked about, the rain.
    ['112 전화번호 누르는 중이에요', null],
    ['도어락 건전지 나가서 문 안열림', null],
    ['집주인이 도어락 비번 누르고 들어와요 이거 주거침입 아닌가요', null],
    ['비 오는 소리가 창문 두드리는거 같아서 잠 안와', null],
    ['누가 자꾸 우리집 현관문 두드리고 도망가요 cctv 설치해도 되나요', null],
  ] as const)('reads someone working at a way in, heard, unknown or out of reach, as there now: %s', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });

  it.each([
    ['아빠가 엄마 머리채 잡고 질질 끌고다녀요', 'violence'],
    ['아빠가 엄마 머리카락 잡고 바닥에 끌고다녀요', 'violence'],
    // The one harmed telling it of themselves may tell a habit; a note has no tense: what it chains may be over.
    ['남편이 저를 때리고 밀쳐요 어떻게 해야 하나요', null],
    ['택시기사한테 멱살 잡히고 밀쳐짐 경찰 부름', null],
    ['세명이서 나 둘러싸고 발로 차고 한놈은 우산으로 내리침', null],
  ] as const)('reads acts chained in one sentence in the present as a scene unfolding: %s', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });

  it('reads a blow taken from someone (아빠한테 맞아서), not an injection, and a proceeding under way as no scene', () => {
    expect(actsIn('엄마가아빠한테맞아서')).toContain('strike');
    expect(actsIn('병원에서주사맞았는데')).toEqual([]);
    expect(kindOf('엄마가 아빠한테 맞아서 머리에서 피나 지금 아빠 안방에서 또 뭐 찾고있어')).toBe('violence');
    expect(kindOf('길에서 모르는 사람한테 맞아서 전치 3주 나왔는데 합의 안했어요 지금 경찰 수사중이에요')).toBeNull();
  });

  it('reads going in and not getting out, or falling into the water or onto the tracks, as shut in; a thing is not', () => {
    expect(kindOf('동생이 세탁기 안에 들어갔다가 못나와요')).not.toBeNull();
    expect(kindOf('지하철 선로에 사람이 떨어졌어요')).not.toBeNull();
    expect(kindOf('폰이 물에 빠졌어요')).toBeNull();
    expect(kindOf('회사 창고에 재고가 깔려 있어요 정리해야 돼요')).toBeNull();
    expect(kindOf('동생이 방에 들어가서 안나와요 시험 망쳤대요')).toBeNull();
    expect(kindOf('물류창고에서 지게차에 깔려서 다리 골절됐어요')).toBeNull();
    expect(kindOf('상대가 차 트렁크에서 야구방망이 꺼냈어요 어제요')).toBeNull();
  });

  it.each([
    // A noun ending in ㅁ (거품) read as written; a bleed said with an adverb; a long negation of the body.
    ['아빠가 쓰러졌는데 입에서 거품 나요', 'general'],
    ['엄마가 아빠 칼에 찔렸어요 피 너무 많이 나요', 'violence'],
    ['아파트 화단에 사람이 떨어져 있어요 움직이지 않아요', 'general'],
    // Shut in by someone holds; was shut in (갇혀 있었는데) does not.
    ['사장이 창고에 가두고 휴대폰 뺏어갔어요', 'violence'],
    ['엘리베이터에 갇혀 있었는데 관리사무소 책임인가요', null],
    // Someone demanding the door be opened, with the one inside alone.
    ['동생이 집에 혼자 있는데 누가 문 열라고 한대요', 'stalking'],
    ['차 사고 났는데 운전석에 사람이 끼어서 못 나와요', 'general'],
    ['동생이 벌에 쏘였는데 얼굴이 부어오르고 숨을 헉헉대요', 'general'],
    ['여동생이 욕실에서 안 나오는데 피가 문 밑으로 흘러나와요', 'general'],
    ['할아버지가 갑자기 말이 어눌해지고 한쪽 입이 돌아갔어요', 'general'],
    ['지금 누가 우리 가게 셔터 뜯고 있어요', 'stalking'],
    ['모르는 남자가 엘리베이터에 같이 타더니 제 층 눌러요 무서워요', 'stalking'],
    ['아빠가 또 술 먹고 들어와서 엄마 때리기 시작했어요', 'violence'],
  ] as const)('reads a body failing and someone shut in, however it is worded: %s', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });

  it('reads a body failing across a -서 link, a child slammed down, and a gap in memory as told after', () => {
    expect(kindOf('클럽에서 모르는 남자들이 친구를 끌고 나갔어요 친구 완전 취해서 정신없어요')).not.toBeNull();
    expect(kindOf('선생님이 애를 바닥에 내리꽂았어요 지금도 애한테 소리질러요')).not.toBeNull();
    expect(kindOf('술에 취해서 정신 없는데 같이 마신 선배가 모텔로 데려가서.. 기억이 잘 안나요 어떻게 해야할지')).toBeNull();
  });
});
