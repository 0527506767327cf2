/**
 * "가해자가 누구인지 아시나요?" answered "아버지요": naming the person is a yes.
 * The reply is short and names someone by a relation or a role; a longer reply
 * may name someone for another reason and is left to the other readings.
 */
import { normalizeText } from '../../korean/normalize.js';

/** A yes/no question asking whether the person knows who did it. */
const ASKS_IF_KNOWN = /누구인지|누군지|누가\s?했는지|신원/;
/** Someone named by a relation or a role: 아버지, 남편, 동기, 팀장, 옆집, 같은 반. */
export const PERSON_BY_RELATION =
  '(?:아버지|아빠|어머니|엄마|남편|아내|와이프|시어머니|시아버지|장모|장인|형|오빠|언니|누나|동생|삼촌|이모|고모|사촌|할아버지|할머니|친구|동창|동료|동기|상사|팀장|부장|과장|대리|사장|대표|선배|후배|이웃|옆집|윗집|아랫집|전\\s?남친|전\\s?여친|남친|여친|전남편|전처|선생님|담임|원장|같은\\s?반|반\\s?애|집주인|세입자|거래처)';
const ENDING = /(?:이?요|이에요|예요|입니다|이고|인데요?|임|이었어요|였어요|들이요|들이에요|들)?[\s.!~ㅠㅜ]*$/;

/** Whether `reply`, to `question`, names who did it in a few words. */
export function namesWhoDidIt(reply: string, question: string): boolean {
  if (!ASKS_IF_KNOWN.test(question)) return false;
  const said = normalizeText(reply).trim();
  if (said.split(/\s+/).length > 3 || /모르|몰라|없|아니|아뇨/.test(said)) return false;
  // "옆집 아저씨", "같은반 애들이요": the relation may take one word after it.
  return new RegExp(`(?:^|\\s)(?:우리\\s?|제\\s?|저희\\s?)?${PERSON_BY_RELATION}(?:[가-힣]{0,3}?|\\s[가-힣]{1,4}?)${ENDING.source}`).test(said);
}
