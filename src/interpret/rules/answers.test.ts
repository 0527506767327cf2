import { describe, expect, it } from 'vitest';
import type { FieldDef, K2Question } from '../../knowledge/schema.js';
import { parseAnswerInContext } from './answers.js';

const q = (question: string, answer_type: K2Question['answer_type'], options?: string[]): K2Question => ({
  field: 'f',
  question,
  answer_type,
  options,
  required: true,
  critical: false,
  reask_hint: '',
});
const money: FieldDef = { field: 'deposit_amount', type: 'integer', label: '보증금(원)' };
const hourly: FieldDef = { field: 'hourly_wage', type: 'integer', label: '시급(원)' };
const months: FieldDef = { field: 'arrears_months', type: 'integer', label: '밀린 차임(월세)이 몇 달 치인지' };
const ref = '2026-11-22';

describe('answers read with their question', () => {
  it('adds the kinds a total is asked of, though the question names one of them', () => {
    const estate = q('상속재산은 모두 합쳐 대략 얼마 정도인가요? (부동산, 예금, 주식 등)', 'integer');
    const amount: FieldDef = { field: 'amount', type: 'integer', label: '관련 금액(원)' };
    expect(parseAnswerInContext('아파트가 한 6억? 예금은 5천정도', estate, amount, ref).value).toBe(650_000_000);
    expect(parseAnswerInContext('예금 5천', estate, amount, ref).value).toBe(50_000_000);
    const marital = q('부부 재산을 모두 합치면 대략 얼마인가요? 집·예금·주식·퇴직금 등을 합치고 대출은 뺀 금액으로 알려 주세요.', 'integer');
    expect(parseAnswerInContext('아파트가 한 5억? 대출 1억 남았어요', marital, amount, ref).value).toBe(400_000_000);
    expect(parseAnswerInContext('집 6억 예금 1억 대출 2억', marital, amount, ref).value).toBe(500_000_000);
    expect(parseAnswerInContext('집 7억에 대출 2억 빼면 5억', marital, amount, ref).value).toBe(500_000_000);
  });

  it('records nothing for a short "none" to a free-text question, and does not ask it again', () => {
    const kept = q('갖고 계신 자료를 모두 알려 주세요.', 'string');
    expect(parseAnswerInContext('없어요', kept, undefined, ref)).toEqual({ value: null, unknown: true });
    expect(parseAnswerInContext('ㄴㄴ', kept, undefined, ref)).toEqual({ value: null, unknown: true });
    expect(parseAnswerInContext('카톡은 있는데 계약서는 없어요', kept, undefined, ref).value).toBe('카톡은 있는데 계약서는 없어요');
  });

  it('keeps no reply that names no one as the name asked, and asks again', () => {
    const seller = q('판매자나 업체 이름을 알려 주시겠어요?', 'string');
    expect(parseAnswerInContext('계좌이체요 판매자 계좌로', seller, undefined, ref)).toEqual({ value: null, unknown: false });
    expect(parseAnswerInContext('○○전자 김사장이요', seller, undefined, ref).value).toBe('○○전자 김사장');
    expect(parseAnswerInContext('모르겠어요', seller, undefined, ref)).toEqual({ value: null, unknown: true });
  });

  it('never reads another person raising the child as the person themself', () => {
    const carer = q('지금 아이는 누가 돌보고 있나요? (내가 키우고 있음 / 상대방이 키우고 있음 / 번갈아 또는 함께 / 조부모 등 다른 사람)', 'choice', [
      '내가 키우고 있음',
      '상대방이 키우고 있음',
      '번갈아 또는 함께',
      '조부모 등 다른 사람',
    ]);
    expect(parseAnswerInContext('아빠가 키우고있다니까요', carer, undefined, ref).value).toBe('상대방이 키우고 있음');
    // Someone the options do not place is left to be asked again, not taken for the person.
    expect(parseAnswerInContext('옆집 아줌마가 키우고 있어요', carer, undefined, ref)).toEqual({ value: null, unknown: false });
    expect(parseAnswerInContext('친구가 데리고 있어요', carer, undefined, ref)).toEqual({ value: null, unknown: false });
    expect(parseAnswerInContext('제가 키워요', carer, undefined, ref).value).toBe('내가 키우고 있음');
    expect(parseAnswerInContext('내가 데리고 있어요', carer, undefined, ref).value).toBe('내가 키우고 있음');
  });

  it('settles a field whose question’s condition the reply denies, without a value', () => {
    const alcohol = q('음주 관련이라면 측정된 혈중알코올농도는 어느 구간인가요? 0.03% 미만 / 0.08% 이상 0.1% 이하 / 0.1% 초과 0.2% 미만 / 측정 거부·모름 중에서 골라 주세요.', 'choice', [
      '0.03% 미만',
      '0.08% 이상 0.1% 이하',
      '0.1% 초과 0.2% 미만',
      '측정 거부·모름',
    ]);
    const settled = { value: null, unknown: false, not_applicable: true };
    expect(parseAnswerInContext('음주 아닌데요', alcohol, undefined, ref)).toEqual(settled);
    expect(parseAnswerInContext('술은 안 마셨어요', alcohol, undefined, ref)).toEqual(settled);
    // "초과" said of the 벌점 names no range.
    expect(parseAnswerInContext('음주는 아니고 벌점 초과예요', alcohol, undefined, ref)).toEqual(settled);
    expect(parseAnswerInContext('0.09 나왔어요', alcohol, undefined, ref).value).toBe('0.08% 이상 0.1% 이하');
    expect(parseAnswerInContext('측정 거부했어요', alcohol, undefined, ref).value).toBe('측정 거부·모름');
    const tenant = q('세입자이시라면 계약서에 확정일자를 받으셨나요?', 'boolean');
    expect(parseAnswerInContext('세입자 아니에요 집주인이에요', tenant, undefined, ref)).toEqual(settled);
    expect(parseAnswerInContext('확정일자는 안 받았어요', tenant, undefined, ref).value).toBe(false);
    // A number told with the denial is still the answer.
    expect(parseAnswerInContext('월급제는 아니고 한달 200 받아요', q('월급제라면 세금 떼기 전 월급은 얼마인가요?', 'integer'), money, ref).value).toBe(2_000_000);
  });

  it('reads a restated action as yes even with an afterthought after the statement', () => {
    const night = q('밤 9시부터 아침 8시 사이에 전화나 문자, 방문으로 독촉한 적이 있나요?', 'boolean');
    expect(parseAnswerInContext('밤 11시에도 전화와요 새벽에도', night, undefined, ref)).toEqual({ value: true, unknown: false });
    expect(parseAnswerInContext('전화 새벽에도', night, undefined, ref)).toEqual({ value: null, unknown: false });
  });

  it('takes a bare number for a money field in 만원, but a stated unit as said', () => {
    expect(parseAnswerInContext('5천이요', q('보증금은 얼마인가요?', 'integer'), money, ref)).toEqual({ value: 50_000_000, unknown: false });
    expect(parseAnswerInContext('1억 2천만원', q('보증금은 얼마인가요?', 'integer'), money, ref)).toEqual({ value: 120_000_000, unknown: false });
    expect(parseAnswerInContext('9천원', q('시급은 얼마였나요?', 'integer'), hourly, ref)).toEqual({ value: 9_000, unknown: false });
    expect(parseAnswerInContext('기억 안 나요', q('보증금은 얼마인가요?', 'integer'), money, ref)).toEqual({ value: null, unknown: true });
    // A count whose label mentions 월세 is still a count.
    expect(parseAnswerInContext('4개월이요', q('월세가 몇 달 밀렸나요?', 'integer'), months, ref)).toEqual({ value: 4, unknown: false });
  });

  it('reads a bare Sino-Korean number for money in 만원, and a denied amount as 0', () => {
    const damage: FieldDef = { field: 'amount', type: 'integer', label: '관련 금액(원)' };
    expect(parseAnswerInContext('삼백 정도 달래요', q('합의금은 얼마인가요?', 'integer'), damage, ref).value).toBe(3_000_000);
    expect(parseAnswerInContext('손해 본 돈은 없어요', q('금전 손해가 있다면 얼마인가요?', 'integer'), damage, ref).value).toBe(0);
    expect(parseAnswerInContext('손해는 거의 없어요', q('금전 손해가 있다면 얼마인가요?', 'integer'), damage, ref).value).toBeNull();
    expect(parseAnswerInContext('한푼도 못받았어요', q('돌려받은 금액은 얼마인가요?', 'integer'), damage, ref).value).toBe(0);
    expect(parseAnswerInContext('월 이백삼십이요', q('월급은 얼마였나요? 시급제라면 한 달 평균을 알려 주세요.', 'integer'), damage, ref).value).toBe(2_300_000);
  });

  it('multiplies an amount given each time by the number of times', () => {
    const lent: FieldDef = { field: 'amount', type: 'integer', label: '관련 금액(원)' };
    expect(parseAnswerInContext('백만원씩 세번 빌려줬어요', q('빌려준 금액은 모두 얼마인가요?', 'integer'), lent, ref).value).toBe(3_000_000);
    expect(parseAnswerInContext('월 50씩 내요', q('월세는 얼마인가요?', 'integer'), lent, ref).value).toBe(500_000);
  });

  it('keeps an amount given beside something the person does not know', () => {
    const damage: FieldDef = { field: 'amount', type: 'integer', label: '관련 금액(원)' };
    expect(parseAnswerInContext('복비로 180 달래요 한도가 얼마인지 모르겠는데', q('다투는 금액이 얼마인가요?', 'integer'), damage, ref)).toEqual({ value: 1_800_000, unknown: false });
    expect(parseAnswerInContext('얼마인지 모르겠어요', q('다투는 금액이 얼마인가요?', 'integer'), damage, ref)).toEqual({ value: null, unknown: true });
  });

  it('takes the amount or count named as the field asked when a reply holds several', () => {
    expect(parseAnswerInContext('월세 50에 보증금 천인데요', q('보증금은 얼마인가요?', 'integer'), money, ref).value).toBe(10_000_000);
    const age: FieldDef = { field: 'youngest_child_age', type: 'integer', label: '막내 자녀 나이(만 나이)' };
    expect(parseAnswerInContext('큰애가 12살이고 막내가 5살이에요', q('아이 나이가 어떻게 되나요? 여러 명이면 막내 나이를 알려 주세요.', 'integer'), age, ref).value).toBe(5);
    expect(parseAnswerInContext('석달째 안 내고 있어요 월세 60짜리를', q('밀린 월세를 합치면 몇 달 치인가요?', 'integer'), months, ref).value).toBe(3);
  });

  it('reads a date without a year as the next one when the question asks about a hearing or a summons', () => {
    const hearing: FieldDef = { field: 'court_date', type: 'date', label: '법원이 정한 기일·기한' };
    expect(parseAnswerInContext('2월 3일이요', q('변론기일이 언제인가요?', 'date'), hearing, ref).value).toBe('2027-02-03');
    expect(parseAnswerInContext('2월 3일이요', q('계약은 언제 하셨나요?', 'date'), undefined, ref).value).toBe('2026-02-03');
  });

  it('reads a reply with one word of the question, said as a plain statement, as yes', () => {
    const question = q('밤늦게 전화나 문자로 독촉한 적이 있나요?', 'boolean');
    expect(parseAnswerInContext('주말에도 문자 와요', question, undefined, ref).value).toBe(true);
    expect(parseAnswerInContext('문자요?', question, undefined, ref).value).toBeNull();
  });

  it('reads a reply that restates the asked action as yes, and a negated one as no', () => {
    const question = q('고용노동부에 진정을 넣으셨나요?', 'boolean');
    expect(parseAnswerInContext('노동부에 진정 넣었어요', question, undefined, ref).value).toBe(true);
    expect(parseAnswerInContext('아직 안 넣었어요', question, undefined, ref).value).toBe(false);
    expect(parseAnswerInContext('오늘 점심은 라면', question, undefined, ref).value).toBeNull();
  });

  it('answers a 5-person threshold with a headcount', () => {
    const question = q('직원이 사장님 포함 5명 이상인가요?', 'boolean');
    expect(parseAnswerInContext('저까지 7명이요', question, undefined, ref).value).toBe(true);
    expect(parseAnswerInContext('3명이에요', question, undefined, ref).value).toBe(false);
  });

  it('picks the option a paraphrase names, and nothing when two are equally close', () => {
    const question = q('어느 쪽이세요? 매도인(파는 쪽) / 매수인(사는 쪽)', 'choice', ['매도인(파는 쪽)', '매수인(사는 쪽)']);
    expect(parseAnswerInContext('저는 사는 쪽이에요', question, undefined, ref).value).toBe('매수인(사는 쪽)');
    expect(parseAnswerInContext('2번', question, undefined, ref).value).toBe('매수인(사는 쪽)');
    expect(parseAnswerInContext('쪽', question, undefined, ref).value).toBeNull();
  });

  it('reads a stated number against options that are ranges', () => {
    const bac = q('혈중알코올농도가 어느 구간인가요?', 'choice', ['0.03% 미만', '0.03% 이상 0.08% 미만', '0.08% 이상 0.1% 이하', '0.1% 초과 0.2% 미만', '0.2% 이상', '측정 거부·모름']);
    expect(parseAnswerInContext('0.1 나왔대요', bac, undefined, ref).value).toBe('0.08% 이상 0.1% 이하');
    expect(parseAnswerInContext('0.25%요', bac, undefined, ref).value).toBe('0.2% 이상');
    expect(parseAnswerInContext('2번이요', bac, undefined, ref).value).toBe('0.03% 이상 0.08% 미만');
    const tenure = q('얼마나 일하셨나요?', 'choice', ['3개월 미만', '3개월~6개월 미만', '6개월~1년 미만', '1년 이상']);
    expect(parseAnswerInContext('4개월 했어요', tenure, undefined, ref).value).toBe('3개월~6개월 미만');
    expect(parseAnswerInContext('2년 넘었죠', tenure, undefined, ref).value).toBe('1년 이상');
    // Spans said in words.
    expect(parseAnswerInContext('두 달 했어요', tenure, undefined, ref).value).toBe('3개월 미만');
    expect(parseAnswerInContext('일 년 좀 넘었어요', tenure, undefined, ref).value).toBe('1년 이상');
    expect(parseAnswerInContext('다섯 달 정도', tenure, undefined, ref).value).toBe('3개월~6개월 미만');
  });

  it('knows the words people use for the options of a taxonomy field', () => {
    const party = { ...q('상대방은 개인인가요, 회사인가요?', 'choice', ['개인', '법인', '국가·기관']), field: 'counterparty_type' };
    expect(parseAnswerInContext('주식회사예요', party, undefined, ref).value).toBe('법인');
    expect(parseAnswerInContext('구청이요', party, undefined, ref).value).toBe('국가·기관');
  });

  it('takes the one option a reply shares a word with, and none when two share one', () => {
    const admits = q('상대방이 잘못을 인정하나요?', 'choice', ['전부 인정함', '일부만 인정함', '전혀 인정 안 함']);
    expect(parseAnswerInContext('일부는 맞는데 다는 아니에요', admits, undefined, ref).value).toBe('일부만 인정함');
    expect(parseAnswerInContext('인정은 하는데 어디까지인지', admits, undefined, ref)).toEqual({ value: null, unknown: false });
  });
});

describe('money said around a rate and over several payments', () => {
  const paid: FieldDef = { field: 'monthly_wage', type: 'integer', label: '월 급여(세전, 원)' };
  const amount: FieldDef = { field: 'amount', type: 'integer', label: '관련 금액(원)' };
  it('skips a rate taken off the pay', () => {
    expect(parseAnswerInContext('3.3% 떼고 받은게 250', q('받은 돈은 얼마였나요?', 'integer'), amount, ref).value).toBe(2_500_000);
    // What is left after the rate is no wage before tax (net-pay.ts).
    expect(parseAnswerInContext('3.3% 떼고 받은게 250', q('월급은 얼마였나요?', 'integer'), paid, ref).value).toBeNull();
  });

  it('multiplies an amount by the payments it was split into', () => {
    expect(parseAnswerInContext('네 번에 걸쳐서 50씩', q('빌려준 돈은 모두 얼마인가요?', 'integer'), amount, ref).value).toBe(2_000_000);
  });

  it('reads nothing paid as 0 where the question allows it', () => {
    expect(parseAnswerInContext('한 푼도 안 냈어요', q('낸 돈이 있다면 얼마인가요? 없으면 0원이라고 해 주세요.', 'integer'), amount, ref).value).toBe(0);
    expect(parseAnswerInContext('교육비는 안 냈어요', q('낸 돈이 있다면 얼마인가요? 없으면 0원이라고 해 주세요.', 'integer'), amount, ref).value).toBe(0);
  });

  it('adds sums told one after another, though the question does not ask for a total', () => {
    const repair = q('수리비나 그로 인한 손해가 대략 얼마인가요? 견적만 받으셨다면 견적 금액도 괜찮아요.', 'integer');
    expect(parseAnswerInContext('처음에 사백 그다음에 육백이요', repair, amount, ref).value).toBe(10_000_000);
  });

  it('takes the value asked, not the loan told beside it', () => {
    const willed = q('유언으로 정해진 재산은 대략 얼마인가요?', 'integer');
    const assets = q('갖고 계신 재산을 모두 합치면 얼마쯤일까요? 집이나 보증금, 자동차, 예금, 보험 해약환급금을 포함해서 대략 알려 주세요.', 'integer');
    expect(parseAnswerInContext('집 시세가 한 팔억인데 대출이 이억 남았어요', willed, amount, ref).value).toBe(800_000_000);
    expect(parseAnswerInContext('시세 8억 대출 2억 남음', assets, amount, ref).value).toBe(800_000_000);
    expect(parseAnswerInContext('집 시세 한 팔억? 대출 이억 남았어', assets, amount, ref).value).toBe(800_000_000);
    // Asked for the net, the loan is taken off.
    const marital = q('부부 재산을 모두 합치면 대략 얼마인가요? 집·예금·주식·퇴직금 등을 합치고 대출은 뺀 금액으로 알려 주세요.', 'integer');
    expect(parseAnswerInContext('집 시세 한 팔억? 대출 이억 남았어', marital, amount, ref).value).toBe(600_000_000);
  });

  it('reads a none of another thing than the sum as no answer, and a plain none as 0', () => {
    const repair = q('수리비나 그로 인한 손해가 대략 얼마인가요? 견적만 받으셨다면 견적 금액도 괜찮아요.', 'integer');
    const willed = q('유언으로 정해진 재산은 대략 얼마인가요?', 'integer');
    expect(parseAnswerInContext('견적서는 없어요', repair, amount, ref)).toEqual({ value: null, unknown: false });
    expect(parseAnswerInContext('유언장은 본적 없어요', willed, amount, ref)).toEqual({ value: null, unknown: false });
    expect(parseAnswerInContext('없어요', repair, amount, ref).value).toBe(0);
    expect(parseAnswerInContext('한푼도 못받았어요', repair, amount, ref).value).toBe(0);
    expect(parseAnswerInContext('0원이요', willed, amount, ref).value).toBe(0);
  });
});

describe('an amount worth so much, given several times', () => {
  it('multiplies the worth by the times', () => {
    const amount: FieldDef = { field: 'amount', type: 'integer', label: '관련 금액(원)' };
    expect(parseAnswerInContext('기프트카드 20만원어치 네 번', q('피해 금액은 모두 얼마인가요?', 'integer'), amount, ref).value).toBe(800_000);
  });
});

describe('a bare number of a money answer', () => {
  const unpaid: FieldDef = { field: 'unpaid_wage', type: 'integer', label: '체불 임금 총액(원)' };
  const asked = q('지금까지 받지 못한 임금이 모두 얼마쯤인가요?', 'integer');
  it('is read in 만원, even before a verb that starts like a unit', () => {
    expect(parseAnswerInContext('300', asked, unpaid, ref).value).toBe(3_000_000);
    expect(parseAnswerInContext('한 400 번다고 들었어요', asked, unpaid, ref).value).toBe(4_000_000);
  });

  it('is no amount when a unit of time or count follows it', () => {
    expect(parseAnswerInContext('작년 3월부터 올해 9월까지요', asked, unpaid, ref).value).toBeNull();
    expect(parseAnswerInContext('5명이요', asked, unpaid, ref).value).toBeNull();
    expect(parseAnswerInContext('3개월치요', asked, unpaid, ref).value).toBeNull();
  });
});

describe('a reply that says some other thing exists', () => {
  const stillThere = q("지금도 그곳에서 일하고 계신가요? 이미 그만두셨다면 '아니요'예요.", 'boolean');
  const employed: FieldDef = { field: 'still_employed', type: 'boolean', label: '현재 재직 여부' };
  it('is no answer to a question about an act or a state', () => {
    expect(parseAnswerInContext('카톡이랑 출근기록 있어요', stillThere, employed, ref)).toEqual({ value: null, unknown: false });
    expect(parseAnswerInContext('돈 못받은 증거는 있어요', stillThere, employed, ref)).toEqual({ value: null, unknown: false });
  });

  it('still answers when it opens with a yes or no, says "still doing", tells of an occasion, or is asked about existence', () => {
    expect(parseAnswerInContext('네 아직 다니고 있어요', stillThere, employed, ref).value).toBe(true);
    expect(parseAnswerInContext('아직 다니고 있어요', stillThere, employed, ref).value).toBe(true);
    expect(parseAnswerInContext('다행히 다친데는 없어요', q('다치셨나요?', 'boolean'), undefined, ref).value).toBe(false);
    expect(parseAnswerInContext('카톡이랑 녹음 있어요', q('증거가 있나요?', 'boolean'), undefined, ref).value).toBe(true);
  });
});

describe('a side asked and told by what someone did', () => {
  const role = q('사고에서 어느 쪽이신가요? 피해자, 가해자, 서로 과실을 다툼, 모름 중에서 골라 주세요.', 'choice', ['피해자', '가해자', '서로 과실을 다툼', '모름']);
  it('reads the side from the reply as from a first account', () => {
    expect(parseAnswerInContext('상대가 신호위반했어요', { ...role, field: 'accident_role' }, undefined, ref).value).toBe('피해자');
    expect(parseAnswerInContext('제가 뒤에서 박았어요', { ...role, field: 'accident_role' }, undefined, ref).value).toBe('가해자');
  });

  it('reads nothing for a field that is no side', () => {
    expect(parseAnswerInContext('상대가 신호위반했어요', role, undefined, ref).value).toBeNull();
  });
});

describe('a word the question itself offers as the answer', () => {
  const divorced = q("이미 이혼하셨다면 이혼한 날을 알려 주세요. 아직이면 '아직'이라고 해 주세요.", 'date');
  const hourlyAsked = {
    ...q("시급으로 얼마를 받고 계신가요(받으셨나요)? 월급제라면 '월급제'라고만 말씀해 주세요. 다음 질문에서 월급을 여쭤볼게요.", 'integer'),
    reask_hint: "'시급 9,500원'처럼 숫자로 알려 주세요. 월급을 받으셨다면 '월급제'라고 하셔도 돼요.",
  };
  const answered = { value: null, unknown: false, not_applicable: true };

  it('answers a date question with no date ("아직" to the day of a divorce not yet made)', () => {
    for (const reply of ['아직', '아직이요', '아직 안 했어요', '네 아직요']) expect(parseAnswerInContext(reply, divorced, undefined, ref)).toEqual(answered);
    expect(parseAnswerInContext('작년 3월이요', divorced, undefined, ref)).toEqual({ value: '2025-03', unknown: false });
    expect(parseAnswerInContext('모르겠어요', divorced, undefined, ref)).toEqual({ value: null, unknown: true });
    // Only where the question offers the word.
    expect(parseAnswerInContext('아직이요', q('이혼한 날은 언제인가요?', 'date'), undefined, ref).not_applicable).toBeUndefined();
  });

  it('answers an hourly wage with "월급제", and never keeps a month\'s pay as the hourly wage', () => {
    for (const reply of ['월급제', '월급제요', '월급제입니다']) expect(parseAnswerInContext(reply, hourlyAsked, hourly, ref)).toEqual(answered);
    expect(parseAnswerInContext('한달 150이요', hourlyAsked, hourly, ref)).toEqual(answered);
    expect(parseAnswerInContext('월급 230이요 위에 썼잖아요', hourlyAsked, hourly, ref)).toEqual(answered);
    expect(parseAnswerInContext('230만원이요', hourlyAsked, hourly, ref)).toEqual({ value: null, unknown: false });
    expect(parseAnswerInContext('시급 9500원이요', hourlyAsked, hourly, ref)).toEqual({ value: 9_500, unknown: false });
    expect(parseAnswerInContext('하루 8시간에 8만원이요', hourlyAsked, hourly, ref)).toEqual({ value: 10_000, unknown: false });
  });

  it('keeps the none the field has a value for ("없음", "0원" to a sum are 0)', () => {
    const income = { ...q("월 소득은 얼마인가요? 없으면 '0원'이라고 해 주세요.", 'integer'), field: 'monthly_income' };
    expect(parseAnswerInContext('0원이요', income, { field: 'monthly_income', type: 'integer', label: '월 평균 소득(원)' }, ref)).toEqual({ value: 0, unknown: false });
  });
});

describe('replies testers found misread', () => {
  it('reads the asked thing named beside the things a stated "no" case lists as yes', () => {
    const contract = q("공사 내용과 금액이 적힌 공사 계약서가 있나요? 견적서나 문자만 있다면 '아니요'예요.", 'boolean');
    expect(parseAnswerInContext('견적서랑 계약서 다 있어요', contract, undefined, ref)).toEqual({ value: true, unknown: false });
    expect(parseAnswerInContext('견적서만 있어요', contract, undefined, ref)).toEqual({ value: false, unknown: false });
  });
});

describe('a yes with a negation that agrees with the question', () => {
  it('keeps 네 when the negation says the lack asked about', () => {
    const lost = q("상대방과 연락이 끊겼나요? 차단당했거나 메시지를 보내도 답이 없다면 '네'라고 해 주세요.", 'boolean');
    expect(parseAnswerInContext('네 연락 안돼요 차단당함', lost, undefined, ref)).toEqual({ value: true, unknown: false });
  });
});

describe('an option named word for word first', () => {
  it('wins over a reading of the reason that follows', () => {
    const stance = q('상대방 주장을 어느 정도 인정하시나요? (인정함 / 일부만 인정함 / 부인함 / 아직 정하지 못함)', 'choice', ['인정함', '일부만 인정함', '부인함', '아직 정하지 못함']);
    expect(parseAnswerInContext('부인함 빌린건 맞는데 사기는 아니에요', stance, undefined, ref).value).toBe('부인함');
    expect(parseAnswerInContext('부인해요 빌린건 맞는데 갚을려고 했고 사기친거 아니에요', stance, undefined, ref).value).toBe('부인함');
  });
});

describe('a situation fact told by the words of a first account', () => {
  it('reads a driving job as driving needed for a living', () => {
    const living = { ...q("운전이 생계에 꼭 필요한가요? 택시·화물·배달·영업직처럼 운전을 해야 일을 하고 가족의 생계를 꾸릴 수 있다면 '네'예요.", 'boolean'), field: 'driving_for_living' };
    expect(parseAnswerInContext('아까 말했잖아요 대리기사에요', living, undefined, ref)).toEqual({ value: true, unknown: false });
    expect(parseAnswerInContext('택배기사에요', living, undefined, ref)).toEqual({ value: true, unknown: false });
  });
});

describe('a short reply about another act', () => {
  it('leaves the question open instead of a yes or no', () => {
    const report = q('경찰서나 경찰청 사이버범죄 신고시스템에 신고하거나 고소장을 내셨나요?', 'boolean');
    expect(parseAnswerInContext('계좌이체 했어요', report, undefined, ref)).toEqual({ value: null, unknown: false });
    expect(parseAnswerInContext('신고 했어요', report, undefined, ref)).toEqual({ value: true, unknown: false });
    const attendance = q('정해진 근무일에는 빠지지 않고 출근하셨나요? 지각이나 조퇴는 결근이 아니에요.', 'boolean');
    expect(parseAnswerInContext('근로계약서는 안썼어요', attendance, undefined, ref)).toEqual({ value: null, unknown: false });
  });
});

describe('a span of work to a question about now', () => {
  it('leaves "still working?" open', () => {
    expect(parseAnswerInContext('4년 일했어요', q('지금도 출근하고 계신가요?', 'boolean'), undefined, ref)).toEqual({ value: null, unknown: false });
  });
});

describe('another act to a question about signing', () => {
  it('leaves the question open', () => {
    const signed = q('이미 보험사나 상대방과 합의서(면책 동의서 포함)에 서명하셨나요?', 'boolean');
    expect(parseAnswerInContext('보험회사 접수했어요', signed, undefined, ref)).toEqual({ value: null, unknown: false });
    expect(parseAnswerInContext('합의서 서명했어요', signed, undefined, ref)).toEqual({ value: true, unknown: false });
  });

  it('leaves it open for an offer still to come, and keeps a signed agreement a yes', () => {
    const signed = q('이미 보험사나 상대방과 합의서(면책 동의서 포함)에 서명하셨나요?', 'boolean');
    expect(parseAnswerInContext('상대 보험사에서 백오십 준대요', signed, undefined, ref)).toEqual({ value: null, unknown: false });
    expect(parseAnswerInContext('합의서 썼어요', signed, undefined, ref)).toEqual({ value: true, unknown: false });
    expect(parseAnswerInContext('보험사에서 200 준다는데 아직 사인은 안 했어요', signed, undefined, ref)).toEqual({ value: false, unknown: false });
  });
});

describe('a record kept, to a question about reporting', () => {
  it('leaves the question open, and keeps a report told in other words a yes', () => {
    const report = q('경찰에 신고하신 적이 있나요?', 'boolean');
    expect(parseAnswerInContext('문자 캡쳐 다 해놨어요', report, undefined, ref)).toEqual({ value: null, unknown: false });
    expect(parseAnswerInContext('네 신고했어요', report, undefined, ref)).toEqual({ value: true, unknown: false });
    expect(parseAnswerInContext('112에 전화했어요', report, undefined, ref)).toEqual({ value: true, unknown: false });
  });
});
