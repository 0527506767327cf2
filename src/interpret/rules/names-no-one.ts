/**
 * A reply that names no one, to a question that asks who ("판매자나 업체 이름을
 * 알려 주시겠어요?", "돈을 빌려 간 사람은 누구인가요?"). "계좌이체요 판매자 계좌로"
 * tells how the money went, the question before; kept as the name, the case
 * file would read "상대방: 계좌이체요 판매자 계좌로". A reply names no one when
 * each of its words is the question's own, a way money is paid or sent, the
 * other side's part in the dealing (판매자, 상대방), a day or a sum, a yes or a
 * no, or a verb. Any other word may be a name, a nickname
 * or a relation ("밤하늘별", "○○인테리어", "친구요"), and the reply is kept.
 */
import { findDates } from '../../korean/dates.js';
import { FINAL, syllablesWithFinal } from '../../korean/hangul.js';
import { ALL_PARTICLES, stripParticle } from '../../korean/particles.js';
import { compact } from './classify.js';

/** A question that asks for someone's name or who they are. */
export const ASKS_WHO = /이름|성함|상호|닉네임|누구|예금주|아이디|계정/;
/** Ways money is paid or sent: "계좌이체", "현금으로", "카드 결제", "토스로", "무통장 입금". */
const MEANS = /^(?:계좌\s?이체|이체|송금|입금|현금|카드|결제|무통장|계좌|통장|페이|카카오페이|네이버페이|토스|직거래|안전거래|택배)$/;
/** The other side by its part in the dealing or a pointing word, which says what they did, not who they are. */
const PART = /^(?:판매자|구매자|파는\s?사람|산\s?사람|상대방|상대|그\s?사람|그쪽|걔|그분|본인)$/;
const PHONE_OR_ACCOUNT = /\d{2,6}-\d{2,6}-\d{2,7}|\d{7,}/;
/** Words that name nothing: a yes or no, a filler, a pointing word. */
const EMPTY = /^(?:네+|예|응|어|음|아니|아니요|아뇨|그냥|다|저|제가|전|그|그거|이거|아마|그때|거기)$/;
/** A verb closing the reply in the past ("보냈어요", "했고", "썼음") or the present ("해요", "줘요"). */
const VERB = new RegExp(`[${syllablesWithFinal(FINAL.ssangSiot)}](?:어요|어|음|습니다|고|는데요?|죠|다)?$|(?:해|돼|줘|봐|내|와|워)(?:요|서)?$`);

export function namesNoOne(reply: string, question: string, referenceDate: string): boolean {
  if (!ASKS_WHO.test(question)) return false;
  const { text, dates } = findDates(reply, referenceDate);
  // A day or a sum is no one: drop the days, then any word with a digit; a particle the day leaves behind ("5월|에") goes with it.
  const undated = dates.reduceRight((rest, d) => `${rest.slice(0, d.start)} ${rest.slice(d.end)}`, text);
  const asked = compact(question);
  const words = undated.split(/[\s.,!?~]+/).filter((word) => word.length > 0 && !/\d/.test(word));
  // "2100만원이요": nothing but a sum or a day; a phone or account number ("010-1234-5678") is who they are.
  if (words.length === 0) return text.trim().length > 0 && !PHONE_OR_ACCOUNT.test(text);
  return (
    words.every((word) => {
      const stem = stripParticle(word);
      return ALL_PARTICLES.has(word) || VERB.test(word) || EMPTY.test(stem) || MEANS.test(stem) || PART.test(stem) || (stem.length >= 2 && asked.includes(stem));
    })
  );
}
