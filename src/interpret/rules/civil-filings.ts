/**
 * Filings with an office that are called 신고 but are no report of a crime:
 * 전입신고 (moving in), 혼인신고, 출생신고, 사망신고, 사업자등록 as 사업자 신고, tax
 * returns, a property deal reported to the city. Reading whether the person
 * went to the police, "전입신고는 했어요" must not count, so the word is
 * renamed (신고 → 등록, the same length) before the report cues are read.
 */
const CIVIL_FILING = /(전입|전출|혼인|출생|사망|이혼|사업자|개업|폐업|휴업|세금|소득세|종소세|부가세|양도세|증여세|상속세|실거래|거래|임대차|주택임대차|확정일자|분실)(\s?)신고/g;

export function withoutCivilFilings(text: string): string {
  return text.replace(CIVIL_FILING, '$1$2등록');
}
