/**
 * Someone at the door on an errand: a courier, a delivery rider, a repair or
 * installation engineer, a meter reader or movers "문 앞에서 기다려요" for a
 * signature, a payment or the door to be opened. The words of waiting at the
 * door are the words of a stalker, but an errand names why the person is
 * there, so a stalking reading of such a message is no emergency.
 *
 * It is still stalking when the message says the person is not there on an
 * errand or is known to be after the writer: one who has followed them, who
 * only passes for a courier, who came with nothing ordered, or whom the writer
 * fears.
 */
import type { HotlineKind } from './emergency.js';

// The trades that come to a door, named as people (택배 alone is the parcel: "택배 뒤지던 그 남자"). 기사 alone
// is also a driver, so it counts after a trade or with 님.
const TRADES = [
  '택배\\s?(?:기사|아저씨|원|직원)',
  '배달\\s?(?:원|기사|아저씨|하시는\\s?분)',
  '(?:쿠팡|배민|요기요|우체국|퀵(?:\\s?서비스)?|용달)\\s?(?:기사|맨|아저씨)',
  '(?:수리|설치|에어컨|보일러|인터넷|가스|정수기|as|에이에스|엘리베이터)\\s?기사',
  '기사님',
  '검침원|집배원|우체부|우편\\s?배달원',
  '이삿짐\\s?(?:센터|업체)?\\s?(?:직원|기사|아저씨)|이사\\s?(?:업체|센터)\\s?(?:직원|분)|(?:청소|인테리어|설치|수리)\\s?업체\\s?(?:직원|분|사람)',
].join('|');
// The worker is the one who is there: the subject of the sentence, not a witness ("경비아저씨 말로는").
const ERRAND_WORKER = new RegExp(`(?:${TRADES})(?:님)?(?:이|가|께서|분이|들이)?\\s`);
// Signs that whoever waits is after the writer, not on an errand: following, pretending, nothing ordered, fear,
// or pressing the writer by message to come out ("제 번호로 계속 문자하고 … 나오라고 해요").
const AFTER_THE_WRITER = /(?:계속|자꾸)\s?(?:문자|연락|전화|카톡|톡)|나오라|(?:계속|자꾸|또|매일|맨날)\s?(?:[가-힣]{1,6}\s)?찾아|따라\s?(?:오|와|다니|다녀|왔)|쫓아|스토킹|스토커|미행|인척|사칭|행세|주문(?:도|을|한\s?적)?\s?(?:안|없)|시킨\s?(?:것|거|적)?\s?(?:도|이)?\s?없|택배도\s?없|무서|겁나|소름|접근\s?금지|문고리|손잡이|도어락|비밀번호|비번|엿보|훔쳐보|몰래/;

/** Whether `text` tells of someone at the door on an errand, with nothing saying they are after the writer. */
export function isErrandAtTheDoor(text: string, kind: HotlineKind): boolean {
  return kind === 'stalking' && ERRAND_WORKER.test(`${text} `) && !AFTER_THE_WRITER.test(text);
}
