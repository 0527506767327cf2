/**
 * Whether something is still so now, read from how Korean marks time rather
 * than from one account's words: a span counted up to now with 째 and told in
 * the present ("두달째 집앞에 와있어요", "반년째에요"), a happening again just
 * now ("어제도 왔어요", "이번주에도 왔어요"), or a stop told after a turning
 * point ("이사하고 나서는 안 나타나요", "그 뒤로는 잠잠해요", "지금은 안나요").
 * For work, the work verbs in the present ("아직 거기서 일함", "출근은 계속 하고
 * 있어요", "지금 재직중") and leave from the job, which keeps it ("병가 중"). What is
 * done to the person as a habit ("팀장이 매일 … 소리 질러요") is left out: the
 * dev labels leave the job open there as often as they close it. A work or a
 * home told in the double past ("일했었는데", "살았었어요") is over.
 */
import { FINAL, syllablesWithFinal } from '../../korean/hangul.js';

/** A syllable of a past-tense verb (했, 왔, 었 …): 있 is being, not the past. */
const PAST = new RegExp(`[${[...syllablesWithFinal(FINAL.ssangSiot)].filter((s) => s !== '있').join('')}]`);

// "두달째", "석달째", "1년째", "반년째", "일주일째", "3주째": a span counted up to now.
const SPAN_SO_FAR = /(?:달|주|개월|년|일)\s?째/g;
// A clause ends at a comma, a sentence end or a connective: "…째고", "…째인데".
const CLAUSE_END = /[.,!?\n]|(?<=[가-힣])(?:는데|지만|니까)(?=\s|$)/;

/** Whether a span counted with 째 runs on in the present in its clause. */
function spanRunsOn(text: string): boolean {
  for (const m of text.matchAll(SPAN_SO_FAR)) {
    const rest = text.slice(m.index + m[0].length);
    const clause = rest.slice(0, rest.search(CLAUSE_END) === -1 ? rest.length : rest.search(CLAUSE_END));
    if (!PAST.test(clause)) return true;
  }
  return false;
}

// "어제도 왔어요", "어젯밤에도 그랬어요", "이번주에도 왔어요", "오늘도": it happened again just now.
const AGAIN_JUST_NOW = /(?<![가-힣])(?:어제|어젯밤|엊그제|그저께|그제|오늘|이번\s?주|이번\s?달|요즘|요새)(?:에|에는)?도(?![가-힣])/;

// The turning point after which it stopped: "그 뒤로는", "이사하고 나서는", "신고하고 나서는", "차단한 뒤로", "지금은", "이제".
const TURNING_POINT = /(?:그\s?(?:뒤|후|다음)|[가-힣](?:고\s?나서|한\s?(?:뒤|후|다음|이후))|이후|(?<![가-힣])(?:지금|이제|요즘|요새))(?:로|론|로는|부터는?|엔|에는|는|은)?(?![가-힣])/g;
// What stopped: it does not come or show any more, no word comes, it went quiet.
// "안 나타나요", "연락 없음", "답장이 아예 없어요", "조용해요", "잠잠해요", "안보여요", "읽지도 않아요", "연락이 끊겼어요";
// not any lack ("지금은 돈이 없어요").
const STOPPED = /^\s?(?:[가-힣]{1,5}\s){0,2}?(?:안\s?(?:와|옴|오|나타|보|나|나요|남|따라|됨|돼)|(?:연락|답|답장|소식|기척|소리|냄새)(?:이|가|은|는|도)?\s?(?:아예\s?|전혀\s?)?(?:없|안\s?(?:와|옴|됨|돼|나))|조용|잠잠|멈췄|멈춤|끊겼|끊김|그쳤|[가-힣]지도\s?않)/;

/** Whether the account says the trouble goes on now (true), has stopped (false), or neither. */
export function stillGoingOn(text: string): boolean | undefined {
  for (const m of text.matchAll(TURNING_POINT)) {
    if (STOPPED.test(text.slice(m.index + m[0].length))) return false;
  }
  if (spanRunsOn(text) || AGAIN_JUST_NOW.test(text)) return true;
  return undefined;
}

const WORK = '(?:일|근무|출근|알바)';
// The work verb in the present: "일하고 있", "일하는 중", "일해요", "일함", "근무중", "다녀요"; not "일하다가", "일했".
const PRESENT_TAIL = '(?:하고\\s?(?:는\\s?)?있(?!었|던)|하는\\s?중|하는데|해요|해(?=\\s|$)|함(?![가-힣])|중|합니다|녀요|님(?![가-힣])|는\\s?중)';
// "아직 거기서 일함", "지금도 이 회사 다니는중", "아직은 다니는 중", "아직 근무중": work now, with a still/now adverb.
const STILL_AT_WORK = new RegExp(
  `(?:아직|지금도|아직도|여전히|계속|지금)(?:은|는)?\\s?(?:(?:거기|그\\s?회사|이\\s?회사|회사|그곳|같은\\s?팀)\\S{0,2}\\s?)?(?:(?:같이|매일|계속)\\s?)?(?:(?:${WORK}|다니)(?:은|는|도)?\\s?${PRESENT_TAIL}|다녀요)`,
);
// "출근은 하고 있어요", "일하고는 있어요", "출근은 매일 해요", "다니는중": the work verb in the present progressive.
const AT_WORK_NOW = new RegExp(
  `${WORK}(?:은|는|도)?\\s?(?:매일\\s?|계속\\s?)?(?:하고\\s?(?:는\\s?)?있(?!었|던)|하고있(?!었|던)|해요|합니다)|다니(?:는|고\\s?있)\\s?중|다니는중|재직\\s?중|재직중`,
);
// "지금은 병가 중이에요", "지금은 휴직하고 치료 받는 중": on leave, the job is kept.
const ON_LEAVE = /(?:병가|휴직)\s?(?:중|하고(?!\s?싶)|상태)/;
// "회사는 계속 나가고 있어요": going to the company, said of the person.
const GOING_IN = /(?:회사|직장)(?:는|에|엔|도|에는)?\s?(?:계속\s?|매일\s?|아직\s?|꼬박꼬박\s?)?(?:나가고|출근하고)\s?있(?!었|던)/;
/** Whether the account says the person works there now; undefined when it does not say. */
export function stillAtWork(text: string): true | undefined {
  return STILL_AT_WORK.test(text) || AT_WORK_NOW.test(text) || ON_LEAVE.test(text) || GOING_IN.test(text) ? true : undefined;
}

// The double past (-었었-) tells a state that held then and holds no more: "식당에서 일했었는데", "거기 다녔었어요",
// "그 집에 살았었는데"; the verbs of working and of living somewhere.
const DISCONTINUED = {
  work: new RegExp(`${WORK}\\s?했었|다녔었|재직했었`),
  home: /살았었|거주했었|지냈었/,
};
/** Whether the account tells the work (or the home) in the double past, as over. */
export function noLongerThere(text: string, place: keyof typeof DISCONTINUED): boolean {
  return DISCONTINUED[place].test(text);
}
