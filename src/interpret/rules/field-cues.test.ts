import { describe, expect, it } from 'vitest';
import { choiceFields } from './field-cues.js';

const picked = (field: string, text: string) => Object.entries(choiceFields[field]!).find(([, p]) => p.test(text))?.[0];

describe('case stage in everyday words', () => {
  it.each([
    ['음주로 화물차 몰다가 가드레일 들이받음 지금 검찰 넘어갔대', '수사 중'],
    ['한명이 끝까지 합의 안해줘서 공탁 걸어놨어요 저는 피고인입니다', '소송·재판 중'],
    ['합의서 보내왔는데 재판은 다음달이에요', '소송·재판 중'],
    ['환급해준다더니 안줌 아직 아무데도 신고안함', '아직 아무것도 안 함'],
    ['둘다 경찰서에 신고는 안했고 서로 없던일로 하자고 얘기중이에요', '아직 아무것도 안 함'],
    ['경찰에 신고했어요', '신고·고소함'],
  ])('"%s" → %s', (text, stage) => {
    expect(picked('case_stage', text)).toBe(stage);
  });
});
