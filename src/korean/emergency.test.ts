import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency.js';

// 'general' stands for an emergency with no kind (the general 112/119 message); null for none.
const kindOf = (text: string) => {
  const found = detectEmergency(text);
  return found.emergency ? (found.kind ?? 'general') : null;
};

describe('detectEmergency: a bare cry', () => {
  it('stops a message that is only a plea to be saved, with the general message (no kind)', () => {
    expect(detectEmergency('살려주세요')).toEqual({ emergency: true, kind: null, span: '살려주세요' });
    expect(detectEmergency('제발 살려줘요 ㅋㅋ 과제 폭탄').emergency).toBe(false);
  });
});

describe('detectEmergency: what the writer was doing', () => {
  it('reads a threat shouted while playing a game (게임하다 …) as part of the game', () => {
    expect(kindOf('중학생 아들이 게임하다 죽여버린다 소리를 질러요 욕을 너무 배워서 걱정이에요')).toBeNull();
    expect(kindOf('남편이 술먹다 죽여버린다 소리 지르면서 칼 들고 있어요')).toBe('violence');
  });
});

describe('detectEmergency: a threat quoted', () => {
  it('reads a threat quoted as what someone says, when what the message last tells of them is dated, as a case', () => {
    expect(kindOf('전 남편이 계속 따라다니면서 칼 갖고 있다고 죽여버린다고 해요 접근금지 받았는데도 어제 또 집앞에 왔어요')).toBeNull();
    expect(kindOf('남편이 칼 들고 죽여버린다고 해요 어제도 때렸어요 지금 거실에 있어요')).toBe('violence');
    expect(kindOf('전남편이 죽여버린다고 해요 어제 집앞에 왔었는데 오늘 또 온대요')).toBe('violence');
  });
});

describe('detectEmergency: someone who leaves', () => {
  it('reads someone who knocks and goes (두드리고 가요, 도망가요) as no one there', () => {
    expect(kindOf('1층 사는데 취객이 창문 두드리고 가요 신고해야 하나요')).toBeNull();
    expect(kindOf('누가 자꾸 우리집 현관문 두드리고 도망가요 cctv 설치해도 되나요')).toBeNull();
  });
});

describe('detectEmergency: an ex waiting', () => {
  it('reads an ex parked, not leaving, or waiting until one comes out as there now', () => {
    expect(kindOf('집 앞에 전남편 차 있어요 아까부터 안 가요')).toBe('stalking');
    expect(kindOf('헤어진 남편이 애들 학교 가는 길에 차 세워놓고 있어요')).not.toBeNull();
    expect(kindOf('전 남자친구가 우리 회사 로비에서 나올때까지 기다린대요 지금 퇴근 시간인데')).toBe('stalking');
  });

  it('reads a grill for meat said in the next sentence as cooking', () => {
    expect(kindOf('번개탄 사왔어요 오늘 밤에 고기 굽게')).toBeNull();
  });
});

describe('detectEmergency: visits kept up', () => {
  it('reads an ex who keeps calling and coming round as a pattern to take as a case, unless one is there now', () => {
    expect(detectEmergency('전남친이 헤어지고 나서 계속 연락하고 집앞에 찾아와요').emergency).toBe(false);
    expect(detectEmergency('전남친이 계속 연락하고 지금 집앞에 찾아왔어요').kind).toBe('stalking');
    expect(detectEmergency('전남친이 계속 연락하고 집앞에 찾아와요 지금도 밖에 있어요').kind).toBe('stalking');
  });
});

describe('detectEmergency: an accused telling their side', () => {
  it('reads who struck first, named by the past form of the act, as done', () => {
    expect(detectEmergency('술집에서 시비붙어서 밀치긴 했는데 먼저 때린건 그쪽이에요').emergency).toBe(false);
    expect(detectEmergency('먼저 밀친 거는 걔예요').emergency).toBe(false);
    expect(detectEmergency('지금 남편이 때리고 있어요 때린건 남편이에요').kind).toBe('violence');
  });
});

describe('detectEmergency: a sentence that trails off', () => {
  it('reads an act told in a -고.. fragment in the tense of the sentence after it', () => {
    expect(detectEmergency('아들이 학교밖에서 다섯명한테 둘러싸여서 맞았어요 한명은 우산으로 때리고.. 갈비뼈 금갔어요. 애가 학교를 못가요').emergency).toBe(false);
    expect(detectEmergency('아들이 학교 밖에서 맞았어요 한명은 발로 차고.. 코피가 났어요').emergency).toBe(false);
    expect(detectEmergency('남편이 때리고.. 살려주세요').kind).toBe('violence');
    expect(detectEmergency('아빠가 엄마를 때리고.. 지금 엄마가 쓰러졌어요').kind).toBe('violence');
    expect(detectEmergency('전남친이 집 앞에 와 있어요 문을 두드리고.. 무서워요').emergency).toBe(true);
  });
});

describe('detectEmergency: round 16 accounts of harm that is over', () => {
  it.each([
    // Money back asked for, by any name.
    '전 집주인이 또 찾아오면 칼로 찌른다고 문자 보냈어요 이사는 했고요 보증금 받을 방법 있나요',
    '윗집 남자가 우리집 문 발로 차고 소리지른 적 있는데 지금은 조용해요 이사비용이라도 받을수있나',
    '아들이 납치됐다는 전화 받고 엄마가 900 보냈어요 아들은 멀쩡해요 은행에 지급정지는 했는데 돈 찾을 수 있나요',
    // A fight asked about as two-sided, or as self-defence.
    '여친이랑 싸우다 제가 밀쳐서 넘어지면서 이마가 찢어졌어요 걔가 먼저 때렸는데 쌍방 되나요',
    '취객이 먼저 때려서 저도 밀쳤는데 코가 부러졌대요 정당방위 안되나요',
    // A case already in the police's hands now.
    '전남친이 영상 뿌린다고 협박했었는데 신고해서 지금 입건됐어요 국선변호사 신청 되나요',
    // A past before the past, or dated by a holiday gone by.
    '작은형이 제 목을 졸랐었어요 그건 그렇고 아버지 땅 분할은 어떻게 하나요',
    '지난 추석에 매형이 술먹고 누나 뺨을 때렸어요 이혼 소송 하려는데 증거가 될까요',
    // A proposition told as what happens each time.
    '상사가 회식때마다 허벅지 만지고 모텔가자고 해요 거절하니까 업무에서 빼버려요',
    '팀장이 술자리마다 모텔가자고 해요 신고하고싶어요',
    // A fire someone else put out.
    '아랫집에서 불이 나서 우리집까지 연기에 그을렸어요 불은 소방대가 다 껐고 지금 친척집에 있어요 배상은 누가 해요?',
  ])('%s → not stopped', (text) => {
    expect(detectEmergency(text).emergency).toBe(false);
  });
  it.each([
    ['지금 남편이 목을 조르고 있어요 살려주세요', 'violence'],
    ['아랫집에서 불이 났는데 연기가 계속 올라와요', null],
    ['지금 상사가 모텔 가자고 끌고 가요', 'sexual'],
    ['지금 전남친이 문 발로 차고 있어요 돈 받을 방법보다 무서워요', 'violence'],
  ] as const)('%s → still stopped', (text, kind) => {
    const result = detectEmergency(text);
    expect(result.emergency).toBe(true);
    if (kind) expect(result.kind).toBe(kind);
  });
});

describe('detectEmergency: round 18 accounts', () => {
  it.each([
    // A paper ending in 서 held (양육비부담조서 있고요) is not someone standing there.
    '전남편이 양육비를 8개월째 안줘요 월 50씩이라 400 밀렸어요 양육비부담조서 있고요 회사 잘 다니면서 안줌',
    // Dated to the early hours of today.
    '배달하다 손님이랑 시비붙었는데 그 사람이 골프채 꺼내서 휘둘렀어요 다행히 맞진 않았는데 오늘 새벽일이에요',
    // Asleep when it happened, the police come and gone.
    '자고있는데 새벽 3시쯤 누가 현관 비번 누르고 들어왔어요 제가 소리질러서 도망갔는데 경찰 왔다갔어요 이사가야하나',
  ])('%s → not stopped', (text) => {
    expect(detectEmergency(text).emergency).toBe(false);
  });
  it.each([
    ['전남친이 집 앞에 서 있어요', 'stalking'],
    ['전남편이 지금 현관 앞에서있어요', 'stalking'],
    ['자고 있는데 누가 현관 비번 누르고 있어요', 'stalking'],
    ['자고있는데 누가 현관 비번 누르고 들어왔어요', 'stalking'],
    ['골프채 꺼내서 휘두르고 있어요 오늘 새벽부터요', 'violence'],
  ] as const)('%s → still stopped', (text, kind) => {
    const result = detectEmergency(text);
    expect(result.emergency).toBe(true);
    expect(result.kind).toBe(kind);
  });
});

describe('detectEmergency: days counted and arrangements', () => {
  it('reads days counted (벌써 일주일째) and a separation under way (별거 중이에요) as no "now"', () => {
    expect(kindOf('전 남편이 애를 데려가서 안 돌려보내요 면접교섭 날이었는데 벌써 일주일째에요')).toBeNull();
    expect(kindOf('남편이 가스 밸브 열어놓고 죽자고 한 적이 있어서 무서워서 별거 중이에요 이혼 소송 하려고요')).toBeNull();
    expect(kindOf('전 남편이 애를 데려가서 안 돌려보내요 벌써 세시간째 연락이 안돼요')).toBe('child');
  });
});

describe('detectEmergency: a window high up', () => {
  it('reads legs out of a window on a high floor as self-harm, a hand out for a photo as nothing', () => {
    expect(kindOf('친구가 창문 밖으로 다리 내놓고 앉아있어요 12층이에요')).toBe('self_harm');
    expect(kindOf('창문 밖으로 손 내밀고 사진 찍었는데 예쁘게 나왔어요')).toBeNull();
  });
});

describe('detectEmergency: short and typed fast', () => {
  it.each([
    ['지금 누가 문따고있어요', 'stalking'],
    ['스토커가 문앞에 잇어요', 'stalking'],
    ['약 다 먹었어 미안', 'self_harm'],
    ['엄마가 아빠 약을 한꺼번에 다 드셨대요 아빠가 전화왔어요', 'self_harm'],
    ['헬스 트레이너가 지금 탈의실까지 따라 들어왔어요', 'sexual'],
    ['모르는 남자가 자꾸 말 걸면서 옆에 붙어 걸어요 지금 집 근처인데 집에 못가겠어요', 'stalking'],
    ['여기 한강이야 안녕', 'self_harm'],
    ['119 불러주세요 친구가 쓰러졌어요', 'general'],
    ['아저씨가 자꾸 만져요 지하철인데 못 움직이겠어요', 'sexual'],
  ] as const)('%s → %s', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });

  it.each(['죽고싶어 시험 망함 ㅋㅋ', '질문 있어요 문따는 법', '감기약 다 먹었어요 이제 안 아파요'])('%s → nothing', (text) => {
    expect(kindOf(text)).toBeNull();
  });
});

describe('detectEmergency: a complaint intended', () => {
  it('reads an offence named with a complaint intended (스토킹으로 신고하려고요) as a remedy', () => {
    expect(kindOf('헤어진 남친이 도어락 비번 누르는 영상이 cctv에 찍혔어요 스토킹으로 신고하려고요')).toBeNull();
  });
});

describe('detectEmergency: followed', () => {
  it('reads being followed while something else is said (따라오면서) as under way', () => {
    expect(kindOf('남자친구가 차로 절 따라오면서 세우라고 해요')).toBe('stalking');
  });
});

describe('detectEmergency: a drink spiked', () => {
  it('reads something slipped into a drink, in either order, with the body going, as danger', () => {
    expect(kindOf('친구가 뭐 탄 술 먹고 정신을 못차려요')).toBe('violence');
    expect(kindOf('친구가 술자리에서 뭐 탄 술 먹고 정신을 못차리는데 남자 둘이 모텔 데려간다고 부축해가요')).toBe('sexual');
  });
});

describe('detectEmergency: tense of what holds now', () => {
  it('reads a collapse after a blow as lasting, though told in the past tense', () => {
    expect(kindOf('형이 아빠를 밀쳐서 아빠가 쓰러졌어요')).toBe('violence');
    // An explicit past or a question about damages still closes it.
    expect(kindOf('작년에 남편이 밀쳐서 쓰러졌어요 위자료 받을수있나요')).toBeNull();
    expect(kindOf('장난치다 밀쳐서 친구가 쓰러졌는데 합의금 얼마 줘야돼요')).toBeNull();
  });

  it('reads harm "again and again" in the present as under way, unless it is a habit', () => {
    expect(kindOf('삼촌이 할머니를 계속 때리세요')).toBe('violence');
    expect(kindOf('남편이 술만 먹으면 계속 때려요 이혼하고싶어요')).toBeNull();
    expect(kindOf('남편이 계속 때려요 이혼하고 싶어요')).toBeNull();
    expect(kindOf('남편이 지금 계속 때려요 이혼하고 싶어요')).toBe('violence');
  });

  it('reads money or goods not sent and a door not opened as a case, not as being held', () => {
    expect(kindOf('집주인이 보증금을 계속 안보내줘요')).toBeNull();
    expect(kindOf('판매자가 물건을 안보내요 계속 연락해도 무시해요')).toBeNull();
    expect(kindOf('관리사무소가 문을 안열어줘서 지금 집에 못들어가요')).toBeNull();
    expect(kindOf('택시 기사가 지금 문을 잠그고 못내리게 해요')).toBe('violence');
    // A child shut out is still read as one, by the child pair.
    expect(kindOf('옆집 애가 복도에서 울고있어요 엄마가 문을 안열어준대요')).toBe('child');
  });

  it('reads someone forced into a private room as still there', () => {
    expect(kindOf('모르는 남자가 샤워실 안으로 밀고 들어왔어요')).toBe('sexual');
  });

  it('reads a remote past (찾아왔었어요) and a case being prepared as no danger now', () => {
    expect(kindOf('옆집 사람이 망치 들고 찾아왔었어요 고소하고 싶어요')).toBeNull();
    expect(kindOf('남편이 칼 들고 위협했어요 이혼소송에 증거로 쓰려구요')).toBeNull();
  });

  it('reads "so much that" as hyperbole about being busy or tired', () => {
    expect(kindOf('목 맬 정도로 바빠요 주말수당 받을수있나요')).toBeNull();
    expect(kindOf('목을 맬 거예요 오늘 밤에')).toBe('self_harm');
  });

  it('does not take a toy for a weapon', () => {
    expect(kindOf('조카가 장난감 칼 들고 형을 쫓아다녀요')).toBeNull();
  });

  it('reads a late legal question as no "now"', () => {
    expect(kindOf('예전에 누가 도어락 누르던 영상이 있는데 지금도 고소할 수 있나요')).toBeNull();
  });

  it('reports the child hotline when the writer says they are a child', () => {
    expect(kindOf('저 중1인데 아빠가 지금 때리고 있어요')).toBe('child');
  });

  it('reads a threat received and reported, a pattern of weeks and a thing at the door as a case', () => {
    expect(kindOf('전 동업자가 가족들 다 죽여버린다고 문자를 보냈어요 무서워요')).toBeNull();
    expect(kindOf('방금 문자왔는데 오늘 너 죽여버린다고 했어요')).toBe('violence');
    expect(kindOf('전남친이 집앞에 매일 와있고 번호 바꿔도 연락해요')).toBeNull();
    expect(kindOf('전남친이 지금 집앞에 와있어요')).toBe('stalking');
    expect(kindOf('회사 앞까지 따라오고 몇주째 쫓아다녀요')).toBeNull();
    expect(kindOf('택배가 문앞에서 계속 없어져요')).toBeNull();
  });

  it('reads "죽고싶냐" asked of someone else as a threat, not an intent', () => {
    expect(kindOf('사장이 너 죽고싶냐 하면서 월급을 안줘요')).toBeNull();
    expect(kindOf('나 진짜 죽고싶어 오늘')).toBe('self_harm');
  });

  it('reads a scene set in the past ("자고 있는데 … 훔쳐갔어요") and a gap in memory as over', () => {
    expect(kindOf('새벽에 자고 있는데 누가 창문 뜯고 들어와서 지갑 훔쳐갔어요. 그저께 새벽이었어요')).toBeNull();
    expect(kindOf('선배가 모텔로 데려가서.. 기억이 잘 안나요')).toBeNull();
  });

  it('reads harm by a hand on the neck or face, a push out of a window and a drag out of a car as under way', () => {
    expect(kindOf('삼촌이 할머니 목을 팔로 감고 있어요')).toBe('violence');
    expect(kindOf('남편이 창문 열고 저를 밀어내려고 해요')).toBe('violence');
    expect(kindOf('택시기사가 저를 끌어내려고 해요')).toBe('violence');
    expect(kindOf('남편이 밀어서 넘어졌었어요 이혼 소송 준비중이에요')).toBeNull();
  });

  it('reads a farm tool, a brick or a broken bottle as a weapon held', () => {
    expect(kindOf('옆집 할아버지가 낫 들고 나오라고 해요')).toBe('violence');
    expect(kindOf('손님이 맥주병 깨서 직원한테 들이대고 있어요')).toBe('violence');
    expect(kindOf('낫 하나 샀는데 날이 무뎌요 환불 되나요')).toBeNull();
  });

  it('reads a hand on an intimate part of the body as sexual, not a hand on the shoulder', () => {
    expect(kindOf('옆자리 남자가 허벅지에 자기 걸 비비고 있어요')).toBe('sexual');
    expect(kindOf('과장님이 어깨를 주물러요 회사 사람이라 말도 못하겠어요')).toBeNull();
  });

  it('reads who came as still there, and who is harmed named as the object with a "now" near', () => {
    expect(kindOf('옆집 아저씨가 몽둥이 들고 마당에 들어왔어요')).toBe('violence');
    expect(kindOf('옆집 아저씨가 몽둥이 들고 마당에 들어왔었어요 고소하려고요')).toBeNull();
    expect(kindOf('아들이 저를 밀치고 목을 잡았어요 지금도 거실에서 소리지르고 있어요')).toBe('violence');
    expect(kindOf('아들이 저를 밀치고 목을 잡았어요 작년 일이에요')).toBeNull();
  });

  it('reads a threat said aloud as reported only in the past tense', () => {
    expect(kindOf('동생이 게임하다 죽여버린다고 소리질러서 옆집에서 민원 넣었어요')).toBeNull();
    expect(kindOf('형이 집 다 태워버린다고 소리 질러요')).toBe('violence');
  });

  it('reads an event dated days or weeks ago as past, and asks for compensation as an account', () => {
    expect(kindOf('강도가 칼 보여주면서 돈 가져갔어요 사흘전이에요 치료비 받을수있나요')).toBeNull();
    expect(kindOf('아들 납치했다 살려주고싶으면 돈 보내라는 전화에 속아서 보냈어요 돌려받을 수 있나요')).toBeNull();
  });

  it('reads a family member dragged, a fistful of hair and a burglar heard inside as danger now', () => {
    expect(kindOf('누나 남편이 누나를 현관 밖으로 질질 끌고 나가고 있어요')).toBe('violence');
    expect(kindOf('집에 강도 들었어요 안방에 숨어있는데 거실에서 소리 나요')).toBe('violence');
    expect(kindOf('방금 한강공원에서 자전거 도둑맞았어요 cctv 볼수있나요')).toBeNull();
  });

  it('reads writing while the attacker is away as writing in danger', () => {
    expect(kindOf('남편이 문 걸어잠그고 나 때리다가 화장실 간 사이에 쓰는 거예요')).toBe('violence');
    expect(kindOf('방 청소하다 화장실 간 사이에 고양이가 도망갔어요')).toBeNull();
  });

  it('reads harm "again and again" with a word between, and a hand reaching for an intimate part', () => {
    expect(kindOf('룸메가 제 방문을 계속 발로 걷어차요')).toBe('violence');
    expect(kindOf('기사가 제 가슴 쪽으로 손을 뻗고 있어요')).toBe('sexual');
  });

  it('reads this time apart from the habit ("오늘도", "오늘은")', () => {
    expect(kindOf('석달째 따라다니는 남자가 오늘도 따라와요')).toBe('stalking');
    expect(kindOf('매일 술먹고 때리는데 오늘은 칼까지 들었어요')).toBe('violence');
    expect(kindOf('석달째 따라다니는 남자가 있어요 접근금지 되나요')).toBeNull();
  });

  it('reads harm in the plain present as now beside a plea, and a wish to die as never only an account', () => {
    expect(kindOf('살려주세요 남편이 목을 졸라요')).toBe('violence');
    expect(kindOf('엄마가 치매라 자꾸 집 나가려고 하셔서 문 잠가놔요 이거 감금인가요')).toBeNull();
    expect(kindOf('죽고 싶어요 보험금 청구는 가족이 할수있나요')).toBe('self_harm');
    expect(kindOf('전세사기 당해서 진짜 죽고싶은 심정인데 보증보험 청구 어떻게 하나요')).toBeNull();
  });

  it('reads a rampage with a "now" as under way, and keeps things dragged or bottles held for a photo quiet', () => {
    expect(kindOf('지금 남편이 술먹고 들어와서 물건 던지고 난리에요')).toBe('violence');
    expect(kindOf('남편이 술먹으면 물건 던지고 난리에요 이혼 되나요')).toBeNull();
    expect(kindOf('지금 이삿짐 끌고 나가고 있는데 집주인이 보증금 안준대요')).toBeNull();
    expect(kindOf('맥주병 들고 사진 찍은게 sns에 퍼졌어요 초상권')).toBeNull();
    expect(kindOf('술취한 손님이 소주병 거꾸로 쥐고 사장님한테 다가가요')).toBe('violence');
  });

  it('reads -더라 and -던데 as something seen or heard before, not now', () => {
    expect(kindOf('사장이 창고에서 칼을 갈고 있더라')).toBeNull();
    expect(kindOf('그 가수가 극단적 선택을 했다던데 소속사 책임은 없나요')).toBeNull();
  });

  it('closes an event that a later sentence dates in the past', () => {
    expect(kindOf('이웃이 쇠파이프를 휘둘러서 어깨를 맞았어요 지난주 일이에요 처벌 되나요')).toBeNull();
    expect(kindOf('이웃이 쇠파이프를 휘두르고 있어요')).toBe('violence');
  });

  it('reads a condition followed by a question as a supposed case', () => {
    expect(kindOf('이웃이 아이를 때리는 걸 보면 어디로 알려야 하나요')).toBeNull();
  });

  it('reads a death wished on someone else and an insurance product as no intent', () => {
    expect(kindOf('단톡방에서 걔가 나한테 자살해라 그랬어요 모욕죄 되나요')).toBeNull();
    expect(kindOf('자살보험 약관 좀 알려주세요')).toBeNull();
  });

  it('reads a door kept locked (잠가 두다) as no confinement, and a divorce being weighed as a case', () => {
    expect(kindOf('아버지가 밤에 자꾸 나가셔서 현관을 잠가두고 있어요')).toBeNull();
    expect(kindOf('형이 저를 다락방에 가두고 있어요')).toBe('violence');
    expect(kindOf('아내가 화나면 그릇을 던지고 깨요 이혼 고민중이에요')).toBeNull();
  });

  it('reads a dream, a feeling measured by a verb, and a threat told with "지금도 … 때마다" as no danger now', () => {
    expect(kindOf('방금 꿈에서 괴한이 흉기 들고 쫓아왔어요')).toBeNull();
    expect(kindOf('뛰어내리고 싶을 만큼 창피했던 일이 있어요')).toBeNull();
    expect(kindOf('사촌이 죽인다고 협박해요 지금도 만날 때마다 그래요')).toBeNull();
    // A "now" of its own still counts.
    expect(kindOf('사촌이 죽인다고 협박했어요 지금 현관 앞에 와 있어요')).toBe('violence');
  });

  it('reads a plan reported (-겠대요) as yet to come, and a habit named before a cut (-마다 | …) as a habit', () => {
    expect(kindOf('시어머니가 손주를 시골로 데려가겠대요 저는 반대해요')).toBeNull();
    expect(kindOf('옛 동창이 주말마다 따라오고 사진 찍고 있어요')).toBeNull();
  });

  it('reads an animal outside, or someone who has left the door, as no one there', () => {
    expect(kindOf('현관 앞에서 강아지가 낑낑대요')).toBeNull();
    expect(kindOf('길고양이가 지금 창문 밖에서 울고 있어요')).toBeNull();
    expect(kindOf('검침원이 집 앞에서 서성이다가 갔어요')).toBeNull();
  });

  it('reads a proceeding under way (재판 중) as no act under way, and a wish to die quoted as a habit as leverage', () => {
    expect(kindOf('작년 겨울에 형이 저를 때려서 재판중이에요')).toBeNull();
    expect(kindOf('아내가 돈 안 주면 자살한다고 매일 협박해요 이런 것도 죄가 되나요')).toBeNull();
  });
});

describe('detectEmergency: harm told as over and handled', () => {
  it('reads a past tense fused into any stem and a past closed with -고요 as over', () => {
    expect(kindOf('술집에서 상대가 각목 꺼내서 휘둘렀어요 다리에 맞았고요')).toBeNull();
    expect(kindOf('상대가 각목 꺼내서 휘두르고 있어요')).toBe('violence');
  });

  it('does not read a "now" that dates a proceeding as danger now', () => {
    expect(kindOf('선배가 칼로 위협하고 돈 뺏어갔어요 지금 경찰이 수사중이에요')).toBeNull();
    expect(kindOf('선배가 지금 칼로 위협하고 있어요')).toBe('violence');
  });

  it('reads a break-in gone with its loot as found after the fact', () => {
    expect(kindOf('휴가 간 사이 누가 창문 깨고 들어와서 패물 훔쳐갔어요')).toBeNull();
    expect(kindOf('누가 창문 깨고 들어와서 지금 안방에 있어요')).toBe('violence');
  });

  it('reads the writer at a refuge as safe, not as someone waiting', () => {
    expect(kindOf('남편 폭력 때문에 지금 언니 집에 와 있어요 이혼 소송 하려고요')).toBeNull();
    expect(kindOf('전남편이 지금 집 앞에 와 있어요')).toBe('stalking');
  });

  it('reads 자꾸 as a habit unless the message places it now', () => {
    expect(kindOf('동호회 남자가 자꾸 따라오고 연락해요 싫다고 했는데')).toBeNull();
    expect(kindOf('모르는 남자가 자꾸 따라오려고 해요')).toBe('stalking');
  });

  it('gives a scene with several acts the hotline of the gravest', () => {
    expect(kindOf('버스 기사가 문 잠그고 계속 가슴을 더듬어요')).toBe('sexual');
  });
});

describe('detectEmergency: places, plans and sounds', () => {
  it('reads a message that only places the writer at an edge as a cry, and a trip by the sea as a trip', () => {
    expect(kindOf('지금 옥상이야')).toBe('self_harm');
    expect(kindOf('저 지금 마포대교 위에요')).toBe('self_harm');
    expect(kindOf('지금 옥상이에요 화분 옮기러 왔어요')).toBeNull();
    expect(kindOf('가족 휴가로 바다 앞이에요 오늘이 마지막 밤')).toBeNull();
    expect(kindOf('휴가 왔는데 바다 앞이에요 더는 못버티겠어요 죽고싶어요')).toBe('self_harm');
  });

  it('reads nobody needing me with a plan to end it tonight as self-harm', () => {
    expect(kindOf('내가 필요없는 사람 같아 이따 다 끝낼거야')).toBe('self_harm');
    expect(kindOf('오늘 창고 다 정리할거야 이사 준비')).toBeNull();
  });

  it('reads walking into the water as self-harm', () => {
    expect(kindOf('강물에 걸어 들어가고 있어 물이 가슴까지 와')).toBe('self_harm');
  });

  it('reads a plea and a tearing heard in the present as a scene under way, of the gravest kind', () => {
    expect(kindOf('윗집에서 살려달라고 소리치고 옷 찢는 소리 들려요')).toBe('sexual');
  });
});

// Ordinary legal accounts, each paired with the emergency its reading must still let through.
describe('detectEmergency: ordinary accounts of past or handled harm', () => {
  it.each([
    // — words that only look like harm —
    // a sanction imposed (영업정지 때리다), not a blow
    '우리 호프집에 미성년자가 위조신분증 들고 와서 술먹고갔는데 구청에서 영업정지 2달 때린대요',
    // a wall covering torn, not skin
    '월세 보증금인데 벽지 좀 찢어졌다고 원상복구비 300 빼고 주겠대요',
    // -자 해서: a proposal quoted, not 자해
    '사귀자던 사람이 투자 같이하자해서 돈 넣었는데 다 사라짐',
    // 때문에 … 돌려막다: no door worked
    '병원비때문에 카드 돌려막다가 빚이 5천 됐어요 압류는 아직 없어요',
    // a post passed round, not someone circling
    '누가 제 욕을 올렸어요 캡처가 다른 부서까지 돌고있는데 사실 아님',
    // a wound stitched and diagnosed is in care
    '아파트 주민이 주먹으로 때려서 눈 주위 찢어지고 꿰맸어요 진단 3주 나옴',
    // 요새: these days, a pattern inside a divorce account
    '협의이혼 숙려기간중이에요 근데 남편이 요새 술먹고 때려서 빨리 끝내고싶어요',
    // — the writer safe, the loot gone, a threat held over them —
    // the writer at a refuge, told right after the act or set against it with 지금은
    '남편이 몇년째 술만 마시면 때려요 애들 셋 데리고 지금 쉼터에 나와있어요',
    '전남편이 계속 미행하면서 회칼 들고 찾아와서 죽이겠다고 함 경찰에 신고는 했고 아직 보호조치는 안나왔어요 지금은 친정에 피해있어요',
    // a robbery told in a note (털어감): whoever did it has gone
    '편의점 알바중에 남자가 커터칼 들이대면서 포스기 돈 다 털어감 다친데는 없어',
    // a threat hung on what the writer may do
    '전남편이 접근금지 어기고 따라다니면서 신고하면 죽여버린다고 해요',
    '사채 빌렸는데 안갚으면 회사에 찾아간다고 협박하고 밤에도 전화옴',
    // a threat written down and left
    '아래층 사람이 칼 들고 올라가겠다고 메모 붙여놨어요',
    // — a harm dated after, charged, or in a household —
    // dated by a time of day in a sentence of its own
    '클럽에서 모르는 남자가 뒤에서 제 가슴을 움켜쥐었어요 그저께 새벽이에요 신고 할까 고민중',
    // the offence named as the charge of a complaint or a case opened
    '헤어진 여자친구가 저를 강간으로 허위 고소했는데 기소돼서 지금 재판받고 있어요',
    '노래방에서 시비붙음 걔가 먼저 병 던져서 나도 주먹으로 몇대 침 나 눈두덩이 찢어지고 걔는 코뼈 나감 둘다 쌍방폭행으로 입건됨',
    // 아직 같이 살아요: still living together is a household, not a scene going on
    '엄마가 새아빠한테 맞는걸 몇번 봤어요 어제도 밀쳐서 머리가 벽에 부딪혔어요 아직 같이 살아요',
  ])('%s → no emergency', (text) => {
    expect(detectEmergency(text).emergency).toBe(false);
  });
  it.each([
    ['아빠가 엄마를 때리고 있어요 빨리요', 'violence'],
    ['친구가 손목 그었어요 피가 안멈춰요', 'self_harm'],
    ['남편이 칼로 찔러서 배가 찢어졌어요 피가 계속 나요', 'violence'],
    ['누가 현관문 계속 돌려요 지금 혼자있어요', 'stalking'],
    ['요즘 남편이 때리는데 지금 칼 들고 저한테 와요', 'violence'],
    ['친정에 와있는데 남편이 칼 들고 지금 문 앞에 있어요', 'violence'],
    ['집앞에 깡패같은 사람들이 돈 안갚으면 오늘 다리 분질러버린다고 기다리고 있어요', 'violence'],
    ['신고하면 죽인다고 지금 칼 들고 있어요', 'violence'],
    ['칼 들고 올라가겠다고 문자 보내더니 지금 문 두드려요', 'violence'],
    ['모르는 남자가 가슴을 움켜쥐고 있어요 지금 지하철이에요', 'sexual'],
    ['스토킹으로 신고했는데 지금 또 문 앞에 와있어요', 'stalking'],
    ['새아빠가 엄마를 때리고 있어요 아직 안 끝났어요', 'violence'],
  ])('%s → %s', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });
});

describe('detectEmergency: round 5 readings', () => {
  it.each([
    // A farewell of thanks in the past beside a plan to end.
    ['이제 다 끝낼게 그동안 다들 고마웠어', 'self_harm'],
    // An ex waiting, told in the plain present.
    ['전여친이 아까부터 우리 집 앞에서 기다려요 두시간째에요', 'stalking'],
    // Touched and not let out; a driver climbing into the back seat.
    ['대리기사가 계속 제 허벅지 만지고 안 내려줘요', 'sexual'],
    ['택시 기사님이 외딴 데 차 세우더니 뒷좌석으로 넘어오려고 해요', 'sexual'],
    // A baby limp (typed 쳐져) and not waking.
    ['아기가 한시간째 안깨요 몸이 축 쳐져 있어요', 'child'],
    // A game as the place someone was met is no game being played.
    ['딸이 게임 채팅으로 알게 된 모르는 남자 만나러 나갔대요 지금 그 남자 차에 탔대요', 'child'],
    // A message telling the writer what they wear this minute.
    ['방금 모르는 번호로 너 지금 검정 패딩 입었네 라는 문자가 왔어요', 'stalking'],
    // Behind a locked door with a means, told the day before, and not answering now.
    ['형이 방문 잠그고 안 나와요 번개탄 샀다는 말을 어제 했었어요 불러도 대답이 없어요', 'self_harm'],
    // A child beaten and afraid to go home, the one who did it coming to fetch them.
    ['제 학생이 새아빠가 때렸다고 집에 가기 무섭대요 이따 새아빠가 데리러 온대요', 'violence'],
    // A child's crying that has stopped, no adult there.
    ['윗집 아기 우는 소리가 계속 나다가 갑자기 조용해졌어요 어른은 없는 것 같아요', 'child'],
    // Round 11: 가사 typed against 사라지면 is someone vanishing, not lyrics.
    ['제가사라지면다들편하겠죠 지금 베란다에 나와있어요', 'self_harm'],
  ])('stops %s', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });

  it.each([
    // Shut in, then out; a farewell before moving abroad.
    '화장실에 30분 갇혀 있다가 나왔어요 건물 관리인한테 책임 물을 수 있나요',
    '아빠가 작별 인사하고 유학 가는 동생 배웅하러 공항 갔어요',
    // A trial under way is the case in the court's hands.
    '남편이 애를 때려서 지금 아동학대로 재판 받는 중이에요 친권 뺏을 수 있나요',
    // A threat reported as something someone does.
    '아랫집 남자가 가게에 불 질러버린다고 협박해요 무슨 죄가 되나요',
    // A child lost for a moment and found; someone collapsed and taken away by ambulance.
    '놀이공원에서 애를 잃어버렸다가 미아보호소에서 찾았어요',
    '버스에서 할아버지가 쓰러지셨는데 119가 와서 이송됐어요 저도 진술해야 하나요',
    // Visits told as going on and on, and a threat by text.
    '헤어진 남친이 계속 회사 앞에 찾아오고 죽여버리겠다고 카톡옴',
    // Round 11: lyrics; a remedy asked "now" about an old harm; an almost; a harm called over; care at home.
    '노래 가사 보다가 울었어요',
    '3년 전에 성추행 당했는데 지금 고소해도 되나요?',
    '지난 겨울에 맞았던 거 지금 신고하면 처벌 되나요',
    '월세 오른거 보고 기절할뻔했어요',
    '그때 아빠가 칼 들고 난리쳤던 거 생각나 근데 이제 다 지난 일이야',
    '할머니 무릎에 찜질해드렸어요 넘어지셔서 피가 많이 났어요',
  ])('leaves %s to the intake', (text) => {
    expect(kindOf(text)).toBeNull();
  });
});

describe('detectEmergency: a figure of speech', () => {
  it('does not read being bombarded with spam or calls (폭탄 맞는 중) as a beating', () => {
    expect(detectEmergency('개인정보 유출됐다고 문자왔어요 스팸 폭탄 맞는중 보상 받을 수 있나요').emergency).toBe(false);
  });
});

describe('detectEmergency: what goes on now without being danger', () => {
  it.each([
    // Still at the job; still remembering; a deliberation; the writer at a refuge while the threatener is far away.
    '거래처 부장이 회식때 손을 잡고 안 놔줬어요 회사 인사팀에 얘기했더니 그 거래처 담당에서 저를 빼버렸어요 아직 회사는 다니고 있어요',
    '친구 결혼식에서 친구 남편 친구가 취한 저를 만졌어요 몇달 지났는데 아직도 생각나요 증거는 문자 사과밖에 없어요',
    '돈 빌려간 사람한테 갚으라 했더니 죽여버린다는 문자를 보내요 일주일째 매일 와요 신고할까 고민중이에요',
    '남편이 이혼 얘기 꺼냈더니 죽여버린다고 문자 보냈어요 지금 저는 친정에 와있고 남편은 부산에 있어요 이걸로 이혼 소송 유리한가요',
  ])('leaves %s to the intake', (text) => {
    expect(kindOf(text)).toBeNull();
  });

  it.each([
    ['지금 친정에 와있는데 남편이 칼 들고 찾아와서 문 두드리고 있어요', 'violence'],
    ['지금 저는 친정에 와있는데 남편이 친정 앞에 와서 죽여버린다고 소리지르고 있어요', 'violence'],
    ['죽여버린다는 문자를 보내고 지금 집 앞에 와 있대요', 'violence'],
    ['아직 학교 다니는 중인데 아빠가 지금 저 때리고 있어요', 'violence'],
    ['고민중이에요 지금 옥상인데 뛰어내릴까', 'self_harm'],
  ])('still stops %s', (text, kind) => {
    expect(kindOf(text)).not.toBeNull();
    expect(kindOf(text)).toBe(kind);
  });
});

describe('detectEmergency: accounts of round 14', () => {
  it('reads a month or a weekday named as the last one (지난 8월, 저번 금요일) and 저번 as the past', () => {
    expect(kindOf('저번달에 전남친이 집앞에서 기다리고 있었어요')).toBeNull();
    expect(kindOf('동생이 지난 8월에 극단적 선택을 했어요')).toBeNull();
    expect(kindOf('저번주 금요일 새벽에 누가 현관문 비번 누르고 있었어요')).toBeNull();
    expect(kindOf('지난 8월에 헤어진 전남친이 지금 집앞에 와있어요')).toBe('stalking');
    expect(kindOf('저번주부터 따라다니던 남자가 지금 또 뒤에 따라와요')).toBe('stalking');
  });

  it('reads a wish to die named a threat, or hung on money not handed over, as leverage', () => {
    expect(kindOf('남편이 자살하겠다고 협박해서 이혼을 못하고 있어요 이혼 소송 할수있나요')).toBeNull();
    expect(kindOf('남친이 자살한다고 협박해서 헤어지지도 못해요')).toBeNull();
    expect(kindOf('엄마가 돈 안주면 자살하겠다고 해서 계속 돈을 보냈어요 이것도 증여인가요')).toBeNull();
    expect(kindOf('남편이 자살하겠다고 협박하면서 지금 베란다 난간에 서 있어요')).toBe('self_harm');
    expect(kindOf('돈 안주면 죽여버린다고 지금 문앞에서 기다리고 있어요')).toBe('violence');
  });

  it('reads 일주일 전 as the past, and a threat sent by message as reported when typed without spaces', () => {
    expect(kindOf('일주일 전에 남편이 칼을 들고 위협했었어요')).toBeNull();
    expect(kindOf('집주인이보증금달라니까문부수고들어가겠다고협박문자보냈었어요일주일전얘기고지금은저도이사나왔어요보증금3천받을방법있나요')).toBeNull();
    expect(kindOf('집주인이문부수고들어오려고해요지금현관앞이에요')).toBe('violence');
  });

  it('reads severance pay (퇴직금) as money, not as leaving a job with a farewell', () => {
    expect(kindOf('퇴직금도못받고잘렸어요유서써놨고이메시지가마지막이에요')).toBe('self_harm');
    expect(kindOf('오늘 퇴직하는 날이라 그동안 고마웠다고 마지막 인사 했어요')).toBeNull();
  });

  it('reads the one who did it taken by the police, and held there now, as away', () => {
    expect(kindOf('저희 아빠가 술먹고 이웃을 때려서 경찰서에 잡혀갔어요 지금 유치장에 있대요 어떻게 빼내요')).toBeNull();
    expect(kindOf('남편이 애를 때려서 어제 경찰에 잡혀갔다가 풀려났어요 지금 또 때려요')).not.toBeNull();
  });
});

describe('detectEmergency: what still goes on, and what never happened', () => {
  it('reads texts still coming after a threat sent as the texts, someone coming now as danger', () => {
    expect(kindOf('전 동업자가 죽여버린다고 문자를 계속 보내요 지금도 오고 있어요 아직 신고는 안했는데 문자는 다 남아있어요')).toBeNull();
    expect(kindOf('죽여버린다고 문자 보냈는데 지금 오고 있어요')).toBe('violence');
    expect(kindOf('죽여버린다고 지금도 문앞에 서있어요')).not.toBeNull();
  });
  it('reads an act said never done (때린 적은 없는데) as no act, one attempted now as danger', () => {
    expect(kindOf('경찰에서 폭행 피의자로 출석하라고 문자 왔어요 저는 밀친것밖에 없어요 때린적은 없는데 어떡하죠')).toBeNull();
    expect(kindOf('때린 적은 없는데 지금 저를 때리려고 해요 살려주세요')).toBe('violence');
  });
  it('reads still working beside the one who did it as a job going on, not the scene', () => {
    expect(kindOf('회식자리에서 과장이 허벅지 만지고 어깨 감쌌어요. 회사에는 아직 말 못했어요. 지금도 같은 팀에서 일해요')).toBeNull();
    expect(kindOf('과장이 지금 회의실에서 허벅지 만지고 있어요 도와주세요')).toBe('sexual');
  });
});

describe('detectEmergency: a wish to die told as a thought', () => {
  it('reads not wanting to live any more, or dying thought the better way, as self-harm', () => {
    for (const text of ['요즘은 차라리 죽는게 낫겠다는 생각도 들어요', '이제 살기 싫어요 그냥 다 놓고싶어요', '더이상 살기싫어요', '차라리 죽는게 나을것 같다는 생각이 자꾸 들어요']) {
      expect(kindOf(text), text).toBe('self_harm');
    }
  });
  it('reads not wanting to live somewhere or with someone, and a wrong weighed against dying, as no danger', () => {
    for (const text of ['이 집에서 이제 살기 싫어요 소음때문에', '남편이랑 이제 살기 싫어요 이혼하고 싶어요', '차라리 죽는게 낫겠다 싶을 정도로 억울해요']) {
      expect(kindOf(text), text).toBeNull();
    }
  });
});

describe('detectEmergency: the writer leaving with the children', () => {
  it('reads "애들 데리고 어디로 가야할지" as the writer’s own plight, a child taken out of reach as danger', () => {
    expect(kindOf('집주인이 보증금을 안돌려줘요 전세사기래요 애들 데리고 어디로 가야할지 진짜 죽겠어요')).toBeNull();
    expect(kindOf('애들 데리고 어디로 가야할지 모르겠어요')).toBeNull();
    expect(kindOf('남편이 애들 데리고 어디로 갔는지 몰라요 연락이 안돼요')).toBe('child');
  });
});
