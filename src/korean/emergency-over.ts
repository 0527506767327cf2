/**
 * Ways an account tells that the harm in it is over, or not happening this
 * minute, which a legal account (emergency-account.ts) adds to the ones it
 * already reads (reported, dated, said to have stopped):
 *
 * - the one who did it got off or went just now ("방금 … 엉덩이 만지고 내렸어요"):
 *   the "just now" dates the act, not a danger still there;
 * - an attempt told in the past ("뽀뽀하려고 했어요", "끌고 가려다가");
 * - the one who does it is away ("오늘은 아내 출장가서 없어요", "남편은 부산에 있어요");
 * - a threat told only as words received ("…찾아간다고 협박해요", "…가만 안둔대요"),
 *   every other sentence told in the past or asked.
 *
 * None of these holds when the one who did it is back ("다시 돌아와서") or the
 * writer has no way to get away ("외진데라 택시도 안 잡혀요"), and the
 * account reader still refuses them when anything of this minute is told.
 */
import { endsInPastTense } from './clauses.js';
import { splitSentences } from './sentences.js';
import { IN_CUSTODY } from './emergency-guards.js';

// "만지고 내렸어요", "만지고 도망갔어요": whoever did it got off or ran, told as done ("택시에서 내렸는데" is the
// writer getting off; "나갔어요" may be someone taking a child or leaving the gas on, and is not read here).
const DOER_JUST_LEFT = /[가-힣]고\s?(?:그냥\s?)?(?:내렸|내려\s?버렸|사라졌|도망\s?갔|달아났|튀었)(?:어요|어|음|습니다|더라고요|네요)?(?![가-힣])/;
// "방금", "아까": a just-now that only dates what happened when the doer has gone.
export const JUST_NOW = /방금|아까/g;
// Back again or still about: "다시 돌아와서 문앞에 있어요", "또 왔어요", "아직 주변에 있어요", "아직 건물 안에".
const DOER_NEAR = /(?:다시|또)\s?(?:돌아|찾아|따라|와|왔|올|나타)|아직\s?(?:[가-힣]{1,6}\s)?(?:주변|근처|건물|안에|밖에|앞에|옆에|있)/;
// Someone held, shut in, taken or driven off, whatever else is told: "못나가게", "안 보내주고", "문 막고", "애 태우고".
const HELD_NOW = /못\s?나가게|못\s?나오게|안\s?(?:보내|내려|놔|놓아)\s?(?:주|줘)|문\s?(?:을\s?)?막|잠갔|잠가|잠궜|잠궈|가둬|가두고|태우고|태워서|데리고|데려가/;
// No way to get away, told in the present: "여기 외진데라 택시도 안 잡혀요", "도망갈 데도 없어요".
const NO_WAY_AWAY = /외진\s?(?:데|곳)(?:라|이라|예요|이에요|에요)|택시(?:도|가)?\s?안\s?잡혀(?:요|서)|(?:갈|도망갈|피할)\s?(?:데|곳)(?:가|도)?\s?없어(?:요|서)?(?![가-힣])/;
// "뽀뽀하려고 했어요", "끌고 가려다가 놓고 갔어요", "때리려고 했는데 말렸어요": an attempt told in the past.
const PAST_ATTEMPT = /[가-힣]려고\s?(?:했|하더라|그랬)|[가-힣]려다(?:가)?\s/;
// "오늘은 아내 출장가서 없어요", "남편은 해외에 있어요": the one who does it is away, named by where they went
// (not "집에 없어요", which is as often the one who could help), or taken by the police ("경찰에 잡혀갔어요").
const DOER_AWAY = new RegExp(String.raw`(?:출장|해외|외국|지방|군대|교도소|구치소|유치장)\S{0,3}\s?(?:가서|가\s?있|가고|에\s?있|에\s?살|살고|중)|${IN_CUSTODY.source}`);
// A threat received and told as such ("…찾아간다고 협박해요"), or hung on something the writer may do
// ("안만나주면 가만 안둔다고 해요", "돈 안 주면 뿌린대요"; not -면서, "따라오면서 세우라고 해요"): leverage held over the writer, not an attack under way.
// Not a proposal (-자고: "같이 죽자고 해요", "같이 자자고 해요"), which is made with the writer at hand.
const THREAT_TOLD = /(?<!자)(?:다|라)고\s?(?:[가-힣]{1,8}\s?){0,2}?협박\s?(?:을\s?)?(?:해요|하네요|합니다|함|했어요|해서|하고)/;
const CONDITIONAL_THREAT = /[가-힣]면(?!서)\s?(?:[가-힣]+\s){0,4}?[가-힣]*(?:(?<!자)(?:다|라)고\s?(?:해요|하네요|했어요|함|그래요)|[다라는]대요)/;
// A deadline running ("12시까지", "한시간 남았어요") or the doer's own death named with the writer's ("같이 죽"):
// the threat is about to be carried out.
const DEADLINE_OR_TOGETHER = /\d+\s?시\s?(?:까지|안에)|\d+\s?분\s?(?:안에|내로|남)|시간\s?(?:안에|내로|남)|오늘\s?(?:까지|안에|중으로)|같이\s?죽|다\s?죽|자기도\s?죽/;
// A statement told in the present, politely: "와 있어요", "무서워요" (a question or a past is not).
const PRESENT_STATEMENT = /(?:요|니다)[\s.!?~ㅠㅜ]*$/;
const ASKED = /(?:나요|까요|[가는]지요?|[인닌]가요?|되죠|맞죠|어떻게\s?(?:해요|하죠)|[?])[\s.!?~ㅠㅜ]*$/;
// A feeling of the writer's, told in the present: "무서워요", "말도 못하겠어요".
const FEELING = /무서|불안|걱정|억울|화가|속상|힘들|못\s?하겠|모르겠/;
const THREAT = new RegExp(`${THREAT_TOLD.source}|${CONDITIONAL_THREAT.source}`);

/** Whether `text` tells a threat as words received, with nothing else told in the present. */
function threatOnlyTold(text: string): boolean {
  if (!THREAT.test(text) || DEADLINE_OR_TOGETHER.test(text)) return false;
  return splitSentences(text).every(({ text: s }) => THREAT.test(s) || endsInPastTense(s) || ASKED.test(s) || FEELING.test(s) || !PRESENT_STATEMENT.test(s));
}

/** Whether the one who did the harm told of in `text` got off or ran just now, and is not about. */
export function doerJustLeft(text: string): boolean {
  return DOER_JUST_LEFT.test(text) && !DOER_NEAR.test(text) && !HELD_NOW.test(text);
}

/** Whether `text` tells the harm as over or away in one of the ways above (liveness is the caller's to check). */
export function toldAsOver(text: string): boolean {
  if (DOER_NEAR.test(text) || HELD_NOW.test(text) || NO_WAY_AWAY.test(text)) return false;
  return DOER_JUST_LEFT.test(text) || PAST_ATTEMPT.test(text) || DOER_AWAY.test(text) || threatOnlyTold(text);
}
