/**
 * An act a K2 yes/no question asks about ("경찰에 신고하셨나요?", "노동청에
 * 진정을 이미 넣으셨나요?", "행정심판을 이미 내셨나요?") said not to be done
 * yet, in any of the ways Korean says so: a plain negation ("신고는 안 했어요",
 * "노동위원회엔 안 갔어요"), an elliptical 아직 ("경찰엔 아직", "진정은
 * 아직이에요"), or the act only planned or wished for ("신고하려고요", "고소할까
 * 고민중", "이의신청 생각중", "소청심사 청구할 예정이에요"), which says it has
 * not happened.
 *
 * Which words name the act comes from the question itself: of the procedures
 * and offices below, those the question names. A word the question names only
 * inside a longer one (전입신고 is no 신고) does not count, in the question or
 * in the account.
 */
import { FINAL, syllablesWithFinal } from '../../korean/hangul.js';
import { escapeRegExp } from '../../korean/regex.js';

/** Procedures a person files and the offices they go to. */
const ACTS = [
  '신고',
  '고소',
  '고소장',
  '진정',
  '구제신청',
  '이의신청',
  '행정심판',
  '행정소송',
  '소송',
  '소청',
  '소청심사',
  '재신청',
  '불복',
  // Verbal nouns of filing count only where the question has them as words of their own ("산재(요양급여) 신청을").
  '신청',
  '청구',
  '산재',
  '사직서',
  '계약갱신',
  '경찰',
  '경찰서',
  '112',
  '노동청',
  '고용노동부',
  '노동위원회',
  '근로복지공단',
];

// "경찰에 신고하셨나요", "산재(요양급여) 신청", "행정심판이나": the act as a word of its own, not inside 전입신고 or 경찰청.
const wordIn = (text: string, word: string) => new RegExp(`(?<![가-힣])${word}(?=[^가-힣]|에|을|를|이나|나|하|도|은|는|이|가|과|와|까지|서)`).test(text);
// The question asks for the person's own doing: "하셨나요", "내셨나요", "넣으셨나요", "거치셨나요", "요구한 적이 있나요";
// not "회사가 … 한 적이 있나요", "불이익을 받으셨나요", "자료가 있나요".
const ASKS_OWN_DOING = /(?:하|내|넣으|거치|서명하|요구하|알리|가|쓰|청구하|신고하|고소하)(?:셨|신\s?적)|(?:한|낸|요구한|알린)\s?적/;
// Not where that subject's verb only describes a thing the person acts on ("회사가 내민 사직서에 서명하신 적"):
// a verb closed by ㄴ before a noun other than 적 is a modifier.
const MODIFIER = `[${syllablesWithFinal(FINAL.nieun)}]\\s(?!적|것|거)`;
const THIRD_PARTY_SUBJECT = new RegExp(`^[^?]*?(?:회사|상대방?|사장|집주인|은행)(?:이|가)\\s(?![가-힣]*${MODIFIER})`);
// "회사(인사팀, 대표 …)에", "노동청에", "임대인에게": where the question sends the act.
const ADDRESSEE = /([가-힣]{2,})(?:\(([가-힣]+)[^)]*\))?(?:에게|에|한테)\s/g;

/** The asking sentence: the question's first sentence that ends in a question mark. */
const askingSentence = (question: string) => question.split(/(?<=\?)/)[0] ?? question;

/** The acts a question asks whether the person did, as words of their own; none when it asks something else. */
export function actsAskedBy(question: string): string[] {
  const asking = askingSentence(question);
  if (!ASKS_OWN_DOING.test(asking) || THIRD_PARTY_SUBJECT.test(asking)) return [];
  return ACTS.filter((act) => wordIn(asking, act));
}

/** The places the question sends the act to ("회사(인사팀 …)에" → 회사, 인사팀). */
function addresseesOf(question: string): string[] {
  return [...askingSentence(question).matchAll(ADDRESSEE)].flatMap((m) => [m[1]!, m[2] ?? '']).filter((w) => w.length >= 2);
}

// "경찰엔", "노동청 진정은", "신고는": a particle after the act's word.
const PARTICLE = '(?:은|는|도|엔|에는|에|에다|을|를|이|가|까지)?';
const PLACE_PARTICLE = '(?:에|엔|에는|에도|에다|에게|에게는|한테|한테는)';
// "아직", "한 번도", "따로": adverbs between the act and what is said of it.
const ADVERBS = '(?:\\s?(?:아직|한\\s?번도|따로|전혀|정식으로|절대))*';
// One word may stand between: "경찰에는 말 안했어요", "근로복지공단엔 신청 안 했어요";
// not a verb in the past ("고소했는데 아직이요" tells an act done and something still awaited).
const PAST = `[${[...syllablesWithFinal(FINAL.ssangSiot)].filter((s) => s !== '있' && s !== '없').join('')}]`;
const ONE_WORD = `(?:\\s?(?![가-힣]*${PAST})(?!함\\s)[가-힣]{1,5}\\s)?`;
const NOT_DONE = [
  // "경찰엔 아직", "진정은 아직이에요", "신고는아직이요": 아직 ending the clause says the rest.
  '아직(?:이|요|임|입니다|이에요|예요|[.,!?~…ㅠㅜ]|\\s*$)',
  // "안 했어요", "못 갔어요", "안냈어요", "안 넣었어요".
  '\\s?(?:안|못)\\s?(?:했|함|해|하|갔|가|넣|냈|내|썼|써|씀|받|불렀|불러)',
  '(?:하|가|내|넣)지\\s?(?:않|못)',
  // "신고하려고", "고소할까", "진정 넣을까", "가볼까", "청구할 예정". A wish alone ("고소하고 싶어요") is left to the
  // question: accounts that tell a report made often ask the same way, and the dev labels leave it open.
  '[가-힣]{0,4}(?:려(?:고|구|는|요|면)|까(?![가-힣]))',
  '\\s?(?:[가-힣]{1,3}\\s)?(?:예정|준비|고민|생각\\s?중)',
  // "신고한 적은 없어요", "진정 넣은 적 한 번도 없고", "고소해 본 적 없음": never done.
  '\\s?(?:한|낸|넣은|간|해\\s?본|해\\s?봤던)\\s?적(?:은|이|도)?\\s?(?:한\\s?번도\\s?)?없',
].join('|');
// "상대가 고소하려고 한대요": the other side's plan, told, is nothing of the person's.
// "산재 처리 안 해준대요": a favour somebody else withholds, or any act told at second hand ("안 했대요").
const TOLD_OF_OTHERS = /^\s?(?:한대|한다고|하더라|하네|했대|한답)|^[가-힣]{0,2}\s?(?:준|줘|줄|주)|^[가-힣]{0,2}(?:대요|대$|대\s|래요|다고)/;
// "회사에 신고는 안 했고" to a police question: an act addressed to a place the question does not name.
const ADDRESSEE_BEFORE = /([가-힣]+?)(?:에|에게|한테|에다|엔|에는)\s?$/;
// "아직 아무것도 안 했어요", "아직 아무한테도 말 못했어요": nothing done at all, so none of the acts.
// Not "저는 아무것도 안 했고요" (nothing done to the other side): without 아직 only nowhere and nobody say it.
const NOTHING_DONE = /(?<![가-힣])(?:아직\s?아무(?:것도|데도|한테도|에게도|\s?조치도)|아무(?:데도|한테도|에게도))\s?(?:[가-힣]{1,4}\s?)?(?:안|못)\s?(?:했|함|해\s?봤)/;
// "회사는 아직 아무것도 안 했어요": the nothing done is somebody else's.
const SOMEONE_ELSE_BEFORE = /(?:회사|사장|상대|그쪽|집주인|업체|경찰|은행|가해자|남편|아내)\S{0,2}\s?(?:아직\s?)?$/;


/** Whether the account says the act the question asks about is not done (yet). */
export function actNotDone(question: string, text: string): boolean {
  const acts = actsAskedBy(question);
  if (acts.length === 0) return false;
  // "회사엔 아직 말 안했어요": the place the question sends the act to stands for it, with a particle of place.
  const places = addresseesOf(question).filter((w) => !acts.includes(w));
  const nothing = NOTHING_DONE.exec(text);
  if (nothing && !SOMEONE_ELSE_BEFORE.test(text.slice(0, nothing.index))) return true;
  // An act may be named by two of its words in one ("경찰신고는", "산재신청은") or by its paper ("진정서는", "고소장은").
  const act = `(?:${acts.map(escapeRegExp).join('|')})`;
  const named = [`${act}${act}?(?:서|장)?${PARTICLE}`, ...(places.length ? [`(?:${places.map(escapeRegExp).join('|')})${PLACE_PARTICLE}`] : [])];
  const said = new RegExp(`(?<![가-힣])(?:${named.join('|')})${ADVERBS}${ONE_WORD}(?:${NOT_DONE})`, 'g');
  for (const m of text.matchAll(said)) {
    const after = text.slice(m.index + m[0].length);
    if (TOLD_OF_OTHERS.test(after)) continue;
    const addressee = ADDRESSEE_BEFORE.exec(text.slice(Math.max(0, m.index - 12), m.index))?.[1];
    if (addressee && !question.includes(addressee)) continue;
    return true;
  }
  return false;
}
