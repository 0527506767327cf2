/**
 * Yes/no from the clauses that name what the question asks about. A reply of
 * several clauses may deny one thing and affirm another: "경찰은 안 부르고
 * 보험으로 처리했어요" to "경찰에 신고됐나요?" is a no (the police are named
 * only to be denied), "녹음은 안 했고 일지는 쓰고 있어요" to "녹음이나 일지
 * 같은 자료가 있나요?" is a yes (one of the things asked about is affirmed).
 * A question after records of any kind ("자료가 있나요?", "흔적이 남아 있나요?")
 * is answered yes by any record said to be there, listed or not: "캡쳐는
 * 있는데 녹음은 없어요". One asking after one thing ("녹음 파일이 있나요?") is
 * answered by what is said of that thing.
 */
import { stripParticle } from '../../korean/particles.js';

// A connective ending closes a clause ("안 부르고 ", "했는데 ", "없지만 "), but not a quotation ("안 한다고 보냈어요"),
// nor a noun that ends in 고 ("해고 사유는 …", "신고", "사고", "광고").
const CLAUSE_BREAK = /(?<=[가-힣](?<![다라자냐])(?:(?<!(?:해|신|사|광|창|최|경|재|원|피|공|참|금|포|제))고|는데|은데|지만|으며|며|으나)),?\s+/;
// A sentence ending closes a clause too: "통화목록 캡쳐는 있어요 녹음은 없음".
const SENTENCE_BREAK = /(?<=[가-힣](?:요|니다)|있음|없음|않음|[었았했였]음)[.!~]*\s+/;
// Words every question frames itself with; naming them says nothing about the thing asked.
const FRAME_WORDS = /^(?:자료|기록|증거|같은|혹시|지금|이미|그때|직접|모두|이런|그런|어떤|정도|본인|사람|평소|먼저|함께|빼고|제외|포함)$/;
/** Words that deny what the clause says ("안 부르고", "없고", "아직"). */
const DENIED = /(?:^|\s)(?:안|못)\s?\S|않|없|아직|아니|전혀/;
// "사직서 쓰라는데", "쓰라고 했는데": what someone else told or asked, not what was done ("달라고 했죠" is the person's own request).
const REPORTED = /(?:라|자|달라)(?:는데|고)$|래서$|(?:라|자)고\s?(?:했|하더|하길)[가-힣]*(?:는데|래|니까)$/;
// "한정승인 하려고": meant, not done.
const INTENDED = /려고$|려구$/;
// "쓰긴 썼는데": conceded on the way to the answer, which the next clause gives.
const CONCEDED = /긴\s?\S+(?:는데|지만)$/;
// "자료가 있나요?", "증거(캡처, 녹음 등)가 있나요?", "흔적이 남아 있나요?", "증거가 될 만한 것이 있나요?": records of any kind asked for.
const ASKS_ANY_RECORD = /(?:자료|기록|증거|흔적)[가-힣]*\s?(?:남아\s?)?(?:있|갖고|가지고)|증거가?\s?될\s?만한/;
/** Whether the question asks after records of any kind, not one thing: its asides in brackets aside. */
export const asksForAnyRecord = (question: string): boolean => ASKS_ANY_RECORD.test(question.replace(/\([^)]*\)/g, ''));
// "캡쳐는 있는데", "문자는 남아있고", "녹음은 없음", "저장해놨어요": a clause telling whether something is kept.
const TELLS_KEPT = /있|없|남아|남겨|남았|저장|보관|백업|(?:해|떠)\s?(?:놨|뒀|놓)/;
// "기억만 있어요", "심증은 있는데": what is in the mind is no record.
const NO_RECORD = /^(?:기억|생각|심증|느낌|정황|의심)/;
const tellsARecord = (clause: string) => TELLS_KEPT.test(clause) && !namedWords(clause).some((word) => NO_RECORD.test(word));
// A reply that opens with yes or no has answered already.
const EXPLICIT = /^(?:네|예|응|어어|ㅇㅇ|아니|아뇨|ㄴㄴ)/;

// Messages typed on a phone are one thing whatever the app: "카톡으로 했어요" answers "문자로 요청하셨나요?".
const MESSAGE = /^(?:카톡|톡|카카오톡|메시지|메세지|디엠|dm|문자)/;
// A screenshot however it is typed: "캡쳐", "스샷" name the 캡처 a question asks for.
const SCREENSHOT = /^(?:캡쳐|캡춰|스샷|스크린샷)/;

function namedWords(text: string): string[] {
  return (text.toLowerCase().match(/[가-힣a-z0-9]+/g) ?? [])
    .map(stripParticle)
    .map((word) => (MESSAGE.test(word) ? '문자' : SCREENSHOT.test(word) ? '캡처' : word))
    .filter((word) => word.length >= 2 && !FRAME_WORDS.test(word));
}

const stemsOf = (words: readonly string[]) => new Set(words.map((word) => word.slice(0, 2)));

// "문자로만 들었다면 '아니요'예요": a sentence stating which replies mean no names no thing asked about.
const STATES_A_CASE = /['‘"](?:네|아니요)['’"]/;
// "이름이 나오지 않았더라도, …알 수 있나요?": a concession sets aside what it names; the rest is what is asked.
const CONCESSION = /[^,?.!]*(?:더라도|었어도|았어도|였어도|이라도),\s*/g;
/** The sentences of a question that ask, without those that tell which reply to give or what a concession sets aside. */
export const askingSentences = (question: string): string[] =>
  question
    .split(/(?<=[?.!])\s+/)
    .filter((sentence) => !STATES_A_CASE.test(sentence))
    .map((sentence) => sentence.replace(CONCESSION, ''));

/**
 * True when a clause naming a word of the question affirms it; false when every
 * such clause denies it and no other clause so much as touches the question;
 * null for a single clause, an explicit yes or no, or no clause naming it.
 */
export function yesNoByClause(text: string, question: string): boolean | null {
  if (EXPLICIT.test(text.trim())) return null;
  const clauses = text
    .trim()
    .split(CLAUSE_BREAK)
    .flatMap((clause) => clause.split(SENTENCE_BREAK))
    .filter((clause) => !REPORTED.test(clause) && !INTENDED.test(clause) && !CONCEDED.test(clause));
  if (clauses.length < 2) return null;
  const askedWords = namedWords(askingSentences(question).join(' '));
  const asked = new Set(askedWords);
  const anyRecord = asksForAnyRecord(question);
  const naming = clauses.filter((clause) => namedWords(clause).some((word) => asked.has(word)) || (anyRecord && tellsARecord(clause)));
  if (naming.length === 0) return null;
  if (naming.some((clause) => !DENIED.test(clause))) return true;
  // "징계위 열렸는데 소명 기회는 없었어요" to "위원회가 열렸거나 소명 기회를 받았나요?": another clause may still answer.
  const askedStems = stemsOf(askedWords);
  const touching = clauses.filter((clause) => !naming.includes(clause) && namedWords(clause).some((word) => askedStems.has(word.slice(0, 2))));
  return touching.length === 0 ? false : null;
}
