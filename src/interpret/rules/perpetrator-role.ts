/**
 * Who harassed the person at work, named by role: as the one who acts
 * ("부장이 …", "팀장님은 …") or as the one the harm came from ("팀장한테 욕을
 * 먹고", "과장에게 괴롭힘 당했어요", "실장한테서 맞았어요"). A role only told
 * to or asked ("팀장한테 말했는데") names no one. The manager or owner of a
 * client or a prime contractor ("거래처 부장이") is that outside party, not the
 * person's own boss.
 */

// Harm heard ("욕을 먹고", "폭언 들어요") or undergone ("당했어요", "맞았어요", "시달려요").
const HARM_HEARD = '(?:욕|쌍욕|폭언|막말|소리|고함|잔소리|모욕|반말|인격\\s?모독)(?:을|를|도|만)?\\s?(?:\\S+\\s)?(?:먹|들|듣)';
const UNDERGONE = '(?:당하|당했|당함|당해|맞았|맞고|맞아|맞음|시달|혼나|혼났|혼남|찍혀|찍혔)';
// Another company whose people the person deals with.
const OUTSIDE = '(?:거래처|원청|고객사|협력\\s?업체|하청\\s?업체|업체)';

/** A role as the one who did it: the doer's particle, or the harm said to come from them within its clause. */
const doneBy = (role: string) =>
  new RegExp(`${role}(?:님)?(?:(?:이|가|은|는|께서)\\s|(?:한테|에게)(?:서)?\\s?(?:[^\\s.,]+\\s){0,3}?(?:${HARM_HEARD}|${UNDERGONE}))`);
/** A role inside the person's own company, not an outside party's. */
const ownCompany = (roles: string) => `(?<!${OUTSIDE}\\s?)(?:${roles})`;

export const perpetratorRoles: Record<string, RegExp> = {
  '사장(대표)': doneBy(ownCompany('사장|대표')),
  상사: doneBy(ownCompany('부장|팀장|과장|차장|실장|본부장|상무|전무|선임|상사|점장|매니저')),
  동료: doneBy('동료(?:들)?'),
  '고객·거래처·원청': doneBy(`(?:손님|고객|${OUTSIDE})(?:\\s?(?:사장|대표|부장|팀장|과장|차장|실장|직원|담당자?))?`),
};
