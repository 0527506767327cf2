import { describe, expect, it } from 'vitest';
import { optionNamedIn, optionSaidIn, termsOf } from './option-mentions.js';

const field = (name: string, options: string[]) => ({ field: name, type: 'choice' as const, label: name, options });

describe('termsOf', () => {
  it('splits a label at "·", drops notes in brackets and shares a trailing noun', () => {
    expect(termsOf('범칙금(교통 스티커 등)')).toEqual(['범칙금']);
    expect(termsOf('월세·보증금 인상')).toEqual(['월세 인상', '보증금 인상']);
    expect(termsOf('처분서·고지서를 받음')).toEqual(['처분서', '고지서를 받음']);
    expect(termsOf('기타·모름')).toEqual([]);
  });
});

describe('optionNamedIn', () => {
  const tax = field('tax_kind', ['종합소득세', '양도소득세', '기타·모름']);
  it('picks the one option whose label word the text uses', () => {
    expect(optionNamedIn('세무서에서 양도소득세 더 내래요', tax)).toBe('양도소득세');
    expect(optionNamedIn('세금 고지서가 왔어요', tax)).toBeUndefined();
  });
  it('ignores a thing only wished for, denied or demanded', () => {
    const stage = field('admin_stage', ['처분서·고지서를 받음', '이의신청·행정심판을 냈음']);
    expect(optionNamedIn('과태료 나왔는데 이의신청하고 싶어요', stage)).toBeUndefined();
    const relation = field('entrustment_relation', ['회사 직원·임원', '지인·가족']);
    expect(optionNamedIn('가족은 아니고 그냥 아는 사이', relation)).toBeUndefined();
  });
  it('leaves fields that say which side the person is on to the questions', () => {
    expect(optionNamedIn('피해자분이 2주 진단 나왔어요', field('accident_role', ['피해자', '가해자']))).toBeUndefined();
  });
  it('picks nothing when two options are named', () => {
    expect(optionNamedIn('종합소득세랑 양도소득세 둘 다요', tax)).toBeUndefined();
  });
  it('matches a label word typed without its spaces', () => {
    const violation = field('major_violation', ['신호·지시 위반', '중앙선 침범', '해당 없음·모름']);
    expect(optionNamedIn('좌회전하다가 신호위반으로 부딪쳤어요', violation)).toBe('신호·지시 위반');
  });
  it('does not read a word turned into its opposite by 불, 무, 미 or 비', () => {
    const result = field('investigation_result', ['아직 결과 없음', '검찰 불기소', '기소(재판 회부)']);
    expect(optionNamedIn('검찰에서 결국 불기소 처분이 났어요', result)).not.toBe('기소(재판 회부)');
    expect(optionNamedIn('결국 기소됐어요', result)).toBe('기소(재판 회부)');
  });
});

describe('optionSaidIn', () => {
  it('picks the option the everyday words point to when they point to no other', () => {
    const filming = field('filming_issue_type', ['몰래 찍힘', '찍는 건 동의했지만 허락 없이 퍼짐', '합성·딥페이크로 만들어짐', '퍼뜨리겠다고 협박받음']);
    expect(optionSaidIn('회사 화장실에서 몰카가 발견됐는데 제 영상도 있었대요', filming)).toBe('몰래 찍힘');
    const leave = field('leave_type', ['연차휴가', '출산전후휴가', '육아휴직', '기타']);
    expect(optionSaidIn('연차 쓴다니까 팀장이 결재 안해줌', leave)).toBe('연차휴가');
    expect(optionSaidIn('휴가 얘기를 꺼냈어요', leave)).toBeUndefined();
  });
  it('leaves how far a matter has come to its own label words', () => {
    const status = field('divorce_status', ['이혼 전(고민 중)', '이혼 소송·조정 중', '이혼 완료']);
    expect(optionSaidIn('유부남인줄 모르고 만났는데 그 부인이 저한테 상간녀 소송 건대요', status)).toBeUndefined();
  });
});

describe('numeric ranges', () => {
  it('are not named by 초과 or 미만 said of something else', () => {
    const field = { field: 'alcohol_level', type: 'choice' as const, label: 'x', options: ['0.03% 미만', '0.1% 초과 0.2% 미만', '측정 거부·모름'] };
    expect(optionSaidIn('벌점 초과로 면허정지 됐어요', field)).toBeUndefined();
  });
});
