/**
 * A reply's main point without the asides it concedes on the way: "주로 가게
 * 망해서요 코인도 쪼금 했지만" names the business as the cause, not the coins;
 * "카드값도 좀 있긴 한데 대부분 병원비예요" names the hospital bills. A clause
 * that concedes ("…지만", "…긴 한데") or says something also, a little
 * ("코인도 쪼금") is an aside.
 */

// Clauses end at a space after a connective or a sentence ending.
const CLAUSE_END = /(?<=(?:지만|는데|은데|한데|고|요|서|[.,!?~]))\s+/;
const CONCEDES = /지만[.!?~]*$|긴\s?(?:하|했|한|있|있었)[가-힣]*(?:데|지만)[.!?~]*$/;
const ALSO_A_LITTLE = /[가-힣]도\s?(?:조금|쪼금|좀|약간|살짝|쬐끔|일부)/;
// "친정엄마가 봐주세요 제가 일해서": a reason given after the answer ("…해서", "…니까") explains it.
const REASON_AFTER = /(?:[가-힣](?<!에)서|니까|때문에)[.!?~]*$/;

/** The reply without its asides, or the reply itself when it has none or is nothing but asides. */
export function withoutAsides(text: string): string {
  const clauses = text.trim().split(CLAUSE_END);
  const main = clauses.filter((clause, i) => !CONCEDES.test(clause) && !ALSO_A_LITTLE.test(clause) && !(i > 0 && REASON_AFTER.test(clause)));
  return main.length > 0 && main.length < clauses.length ? main.join(' ') : text;
}
