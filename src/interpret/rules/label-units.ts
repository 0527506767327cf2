/**
 * The unit a number is shown in, read from its field's label in the knowledge
 * base: the unit the label names in its closing brackets ("해고를 미리 알린
 * 기간(일)", "월 급여(세전, 원)"), else the counter its words imply ("몇 달
 * 치" → 개월, "횟수" → 회, "자녀 수" → 명, "주수" → 주, "나이" → 세), else 원
 * for a label that names a sum of money. A count is never shown in 원
 * ("밀린 차임(월세)이 몇 달 치인지: 6개월", not "6원").
 */

/** What a closing bracket may say, and the unit shown for it. */
const BRACKET_UNITS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^원$/, '원'],
  [/^(?:일|시간|주|개월|년|회|명|건|세|살)$/, ''],
  [/%$/, '%'],
  [/나이$/, '세'],
];

/** Counters implied by a label's words, checked before money words ("밀린 차임(월세)이 몇 달 치인지"). */
const COUNT_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/몇\s?달|개월\s?수|달\s?수/, '개월'],
  [/몇\s?주|주수|주\s?수/, '주'],
  [/몇\s?년|연수/, '년'],
  [/며칠|일수/, '일'],
  [/횟수|몇\s?번|몇\s?회/, '회'],
  [/(?:자녀|아이|자식|사람|인원|직원|근로자|피해자|가족|형제|상속인)\s?수|몇\s?명|인원/, '명'],
  [/나이/, '세'],
];

const MONEY_WORDS = /금액|보증금|월세|임금|급여|소득|대금|차임|이자(?!율)|가액|가치|비용|수당|퇴직금|위자료|양육비/;

export function labelUnit(label: string): string {
  const bracket = /\(([^()]*)\)\s*$/.exec(label)?.[1];
  if (bracket !== undefined) {
    const last = bracket.split(',').at(-1)!.trim();
    for (const [pattern, unit] of BRACKET_UNITS) if (pattern.test(last)) return unit || last;
  }
  for (const [pattern, unit] of COUNT_WORDS) if (pattern.test(label)) return unit;
  return MONEY_WORDS.test(label) ? '원' : '';
}

/** A number with its label's unit: "250,000,000원", "6개월", "40시간"; no unit when the label names none. */
export function withLabelUnit(value: number, label: string): string {
  return `${value.toLocaleString('ko-KR')}${labelUnit(label)}`;
}
