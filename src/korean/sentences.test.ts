import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

const texts = (text: string) => splitSentences(text).map((s) => s.text);

describe('splitSentences', () => {
  it('ends a sentence at punctuation and at a final ending before a space', () => {
    expect(texts('돈을 빌려줬어요. 안 갚아요')).toEqual(['돈을 빌려줬어요.', '안 갚아요']);
    expect(texts('사장이 잘랐음 이유도 없이')).toEqual(['사장이 잘랐음', '이유도 없이']);
  });

  it('does not end a sentence at the nouns 다음, 처음 and 마음', () => {
    expect(texts('다음 달 15일이 만기예요')).toEqual(['다음 달 15일이 만기예요']);
    expect(texts('처음 만난 날 빌려줬어요')).toEqual(['처음 만난 날 빌려줬어요']);
  });

  it('does not end a sentence at the noun 소음 nor before 때문, which follows only a noun', () => {
    expect(texts('윗집 층간소음 때문에 잠을 못 자요')).toEqual(['윗집 층간소음 때문에 잠을 못 자요']);
    expect(texts('소음 심해요 매일 밤')).toEqual(['소음 심해요', '매일 밤']);
    expect(texts('공장 기계음 때문에 머리 아파요 구청에 민원 넣음')).toEqual(['공장 기계음 때문에 머리 아파요', '구청에 민원 넣음']);
  });

  it('does not end a sentence at the noun 바다 or the connective -니까', () => {
    expect(texts('바다 앞이에요 여행 마지막 날')).toEqual(['바다 앞이에요', '여행 마지막 날']);
    expect(texts('뉴스 보니까 난동 부렸대요')).toEqual(['뉴스 보니까 난동 부렸대요']);
  });

  it('keeps a decimal and a dotted date whole', () => {
    expect(texts('3.3 떼는 프리랜서예요. 수치 0.085 나왔어요')).toEqual(['3.3 떼는 프리랜서예요.', '수치 0.085 나왔어요']);
    expect(texts('2026.3.15에 계약했어요. 끝')).toEqual(['2026.3.15에 계약했어요.', '끝']);
  });
});
