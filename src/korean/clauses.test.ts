import { describe, expect, it } from 'vitest';
import { aspectOf, aspectsAcross, aspectsOf, trailsOff, endsInNominal, endsInPastTense, hasPastPerfect, namesADoneAct, splitClauses, unfoldNominalEnding } from './clauses.js';

describe('splitClauses', () => {
  it('cuts at connective endings but keeps an auxiliary with its verb', () => {
    expect(splitClauses('어제는 참았는데 오늘은 못 참겠어요')).toEqual(['어제는 참았는데', '오늘은 못 참겠어요']);
    expect(splitClauses('형이 공을 들고 있어요')).toEqual(['형이 공을 들고 있어요']);
    expect(splitClauses('비가 오니까 우산 챙겨')).toEqual(['비가 오니까', '우산 챙겨']);
  });

  it('keeps a verb of taking along with the going that follows it', () => {
    expect(splitClauses('사채업자들이 아빠를 끌고 갔어요')).toEqual(['사채업자들이 아빠를 끌고 갔어요']);
    expect(splitClauses('애를 데리고 나갔는데 연락이 안돼요')).toEqual(['애를 데리고 나갔는데', '연락이 안돼요']);
    expect(splitClauses('밥 먹고 갔어요')).toEqual(['밥 먹고', '갔어요']);
  });

  it('keeps nouns that end like a connective (신고, 사고) inside their clause', () => {
    expect(splitClauses('경찰에 신고 접수했어요')).toEqual(['경찰에 신고 접수했어요']);
  });

  it('ends a clause after a past verb with a final ending, even without punctuation', () => {
    expect(splitClauses('문을 닫았어 근데 다시 열려')).toEqual(['문을 닫았어', '근데 다시 열려']);
  });
});

describe('aspectOf', () => {
  it.each([
    ['동생이 라면을 끓이고 있어요', 'ongoing'],
    ['아직 숨어 있어요', 'ongoing'],
    ['버스가 출발하려고 해요', 'imminent'],
    ['내일 이사할 거예요', 'imminent'],
    ['어제 우산을 잃어버렸어요', 'done'],
    ['창문이 깨졌는데', 'done'],
    ['이것도 처벌되나요', 'asked'],
    ['비가 오면', 'asked'],
    ['고양이가 밥을 먹어요', 'present'],
    // 모르겠다 is not knowing, not a plan; 나다 standing alone is not a question.
    ['잘 모르겠어요', 'present'],
    ['코에서 계속 나요', 'present'],
    ['부엌에서 타는 냄새나요', 'present'],
    ['위층에서 쿵 소리나요', 'present'],
    ['입에서 거품 나요', 'present'],
    ['엄마 때리기 시작했어요', 'ongoing'],
  ] as const)('%s → %s', (clause, aspect) => {
    expect(aspectOf(clause)).toBe(aspect);
  });

  it('gives a tenseless link (-고, -서) the tense of the clause it leads to', () => {
    expect(aspectsOf(['공을 던져서', '유리창이 깨졌어요'])).toEqual(['done', 'done']);
    expect(aspectsOf(['노래를 부르고', '춤도 추고 있어요'])).toEqual(['ongoing', 'ongoing']);
    // -다가 hands over, even from a stance kept.
    expect(aspectsOf(['문 앞에 서 있다가', '돌아갔어요'])).toEqual(['done', 'done']);
    // -는데 carries its own tense.
    expect(aspectsOf(['집에 왔는데', '아무도 없어요'])).toEqual(['done', 'present']);
  });

  it('gives a sentence that trails off on a link the tense of the sentence it runs on into', () => {
    expect(aspectsAcross([['한명은 우산으로 때리고..'], ['갈비뼈 금갔어요']])).toEqual([['done'], ['done']]);
    expect(aspectsAcross([['발로 걷어차고...'], ['코피가 났어요']])).toEqual([['done'], ['done']]);
    // Running on into the present, or into a plea, it stays present.
    expect(aspectsAcross([['남편이 때리고..'], ['살려주세요']])).toEqual([['present'], ['present']]);
    // A sentence closed by its own ending keeps its tense.
    expect(aspectsAcross([['남편이 때려요'], ['어제 경찰 불렀어요']])).toEqual([['present'], ['done']]);
    expect(trailsOff('때리고..')).toBe(true);
    expect(trailsOff('때려요')).toBe(false);
  });
});

describe('endsInNominal', () => {
  it('reads a note ending in a nominal -ㅁ', () => {
    expect(endsInNominal('멱살 잡히고 밀쳐짐')).toBe(true);
    expect(endsInNominal('경찰 부름!!')).toBe(true);
    expect(endsInNominal('질질 끌고다녀요')).toBe(false);
  });
});

describe('hasPastPerfect', () => {
  it('reads -었었- as a past before the past', () => {
    expect(hasPastPerfect('거기 살았었는데')).toBe(true);
    expect(hasPastPerfect('불이 났었어요')).toBe(true);
    expect(hasPastPerfect('불이 났어요')).toBe(false);
    expect(hasPastPerfect('거기 있었어요')).toBe(false);
  });
});

describe('unfoldNominalEnding', () => {
  it('unfolds a note-style -ㅁ so the stem shows', () => {
    expect(unfoldNominalEnding('던짐')).toBe('던지ㅁ');
    expect(unfoldNominalEnding('따라옴')).toBe('따라오ㅁ');
    expect(unfoldNominalEnding('때렸어')).toBe('때렸어');
    expect(unfoldNominalEnding('봄')).toBe('봄');
  });
});

describe('endsInPastTense', () => {
  it('reads the past from a syllable closed by ㅆ before a sentence ending', () => {
    expect(endsInPastTense('방망이를 휘둘렀어요')).toBe(true);
    expect(endsInPastTense('팔에 맞았고요')).toBe(true);
    expect(endsInPastTense('다 뒤져 놨음')).toBe(true);
    expect(endsInPastTense('문 앞에 있어요')).toBe(false);
    expect(endsInPastTense('계속 때리고 있어요')).toBe(false);
    expect(endsInPastTense('때렸던 기억')).toBe(false);
  });
});

describe('namesADoneAct', () => {
  it('reads a past adnominal named as a thing before a copula', () => {
    for (const clause of ['먼저 때린건 그쪽이에요', '먼저 때린 건 그쪽이에요', '민 거는 걔예요']) expect(namesADoneAct(clause), clause).toBe(true);
  });
  it('leaves the present adnominal, another ending, and nouns that end alike', () => {
    for (const clause of ['때리는 건 그쪽이에요', '때린건 그쪽이 맞아요', '사건은 작년이에요']) expect(namesADoneAct(clause), clause).toBe(false);
  });
});
