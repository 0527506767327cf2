import { describe, expect, it } from 'vitest';
import { yesNoFromCircumstance } from './yes-no-circumstances.js';

describe('yes/no from a circumstance described', () => {
  it('reads the time of day against a question about night', () => {
    const night = '해가 진 뒤부터 해 뜨기 전 사이, 밤에 일어난 일인가요?';
    expect(yesNoFromCircumstance('대낮이었어요', night)).toBe(false);
    expect(yesNoFromCircumstance('새벽 3시쯤이요', night)).toBe(true);
  });

  it('reads work, driving and a change of means', () => {
    expect(yesNoFromCircumstance('지금 백수래요', '상대방이 회사에 다니며 월급을 받고 있나요?')).toBe(false);
    expect(yesNoFromCircumstance('공무원이에요', '상대방이 회사에 다니며 월급을 받고 있나요?')).toBe(true);
    expect(yesNoFromCircumstance('운전은 대리가 했어요 저는 차에서 잠만', '측정을 요구받기 전에 직접 운전하셨나요?')).toBe(false);
    expect(yesNoFromCircumstance('대리 불렀는데 안 와서 제가 몰았어요', '측정을 요구받기 전에 직접 운전하셨나요?')).toBeNull();
    expect(yesNoFromCircumstance('작년에 회사 짤려서 수입이 반토막', '소득이나 사정이 크게 바뀌었나요?')).toBe(true);
  });

  it('reads the asked verb denied after something else was done', () => {
    expect(yesNoFromCircumstance('계약서 쓰긴 썼는데 저는 못받았어요', '본인 몫의 계약서를 받으셨나요?')).toBe(false);
    expect(yesNoFromCircumstance('내용증명 보냈는데 답이 없어요', '내용증명을 보내셨나요?')).toBeNull();
  });
});

describe('yes/no from bare hands and from being told to leave', () => {
  it('reads a fight with bare hands as no weapon', () => {
    expect(yesNoFromCircumstance('주먹으로만 때렸어요', '칼이나 병 같은 물건을 들거나 사용했나요?')).toBe(false);
    expect(yesNoFromCircumstance('맨손이었어요', '흉기를 쓰거나 보여 줬나요?')).toBe(false);
  });

  it('reads being told to quit as the pressure the question names', () => {
    expect(yesNoFromCircumstance('병가 낸다니까 사표 쓰라고 했어요', '그 뒤 해고나 퇴사 압박 같은 불이익을 겪으셨나요?')).toBe(true);
  });
});

describe('yes/no from threats in words, harm to a child and the giver not giving', () => {
  it('reads threats only in words as no weapon', () => {
    expect(yesNoFromCircumstance('입으로만 그랬지 들고 온 건 없어요', '흉기를 보여 주거나 들고 있었나요?')).toBe(false);
  });

  it('reads harm done to a child as the danger asked about, unless denied', () => {
    const danger = '아이가 폭력이나 방임 같은 위험에 놓일까 걱정되나요?';
    expect(yesNoFromCircumstance('밥도 안 챙기고 며칠씩 혼자 둬요', danger)).toBe(true);
    expect(yesNoFromCircumstance('때리는 건 아닌데 무심해요', danger)).toBeNull();
  });

  it('reads the other side not giving as the person not receiving', () => {
    expect(yesNoFromCircumstance('신청했는데 아직 안 내줬어요', '사본을 받으셨나요?')).toBe(false);
  });
});

describe('yes/no from a promise to pay and from someone named', () => {
  it('reads a promise to pay as owning the debt', () => {
    expect(yesNoFromCircumstance('월말에 갚겠다고만 하고 감감무소식', '빌린 사실을 인정하고 있나요?')).toBe(true);
  });

  it('reads someone named as knowing who did it', () => {
    expect(yesNoFromCircumstance('블랙박스 보니까 배달 기사더라고요', '누가 그랬는지 알고 계신가요?')).toBe(true);
    expect(yesNoFromCircumstance('어떤 남자였는데 누군지는 몰라요', '누가 그랬는지 알고 계신가요?')).toBeNull();
  });
});

describe('who started it', () => {
  it('reads the person starting it as no to the other side starting it', () => {
    expect(yesNoFromCircumstance('솔직히 제가 먼저 잡아당겼어요', '상대방이 먼저 손을 댔나요?')).toBe(false);
  });
});
