/**
 * A message written to get legal help about a harm (a threat received, a
 * stalker who keeps coming, a past assault) names the same acts as a call for
 * help, but asks for a remedy and says nothing about this minute. Such an
 * account goes to the intake, where the safety note comes later; only a
 * message that also shows the danger happening now is stopped.
 */
import type { HotlineKind } from './emergency.js';
import { endsInPastTense } from './clauses.js';
import { bodyFailingIn } from './emergency-danger.js';
import { LATE_REMEDY, PROCEEDING_NOW } from './emergency-guards.js';
import { doerJustLeft, JUST_NOW, toldAsOver } from './emergency-over.js';
import { splitSentences } from './sentences.js';

// What a person asks a lawyer for: a complaint, a court order, money back, a legal reading.
// Not 신고 alone: calling the police is what someone in danger does; its procedure is asked of a lawyer.
const LEGAL_ASK = new RegExp(
  [
    '고소',
    '고발',
    '신고\\s?(?:절차|방법)',
    // What follows a report, asked: "신고하면 어떻게 돼요" (not "신고해도 되나요", whether to call the police now).
    '신고\\s?하면\\s?어떻게',
    // An offence named and asked about: "이거 주거침입 아닌가요", "감금죄 되나요".
    '(?:주거\\s?침입|폭행|협박|감금|추행|스토킹|학대|모욕|명예\\s?훼손)죄?\\s?(?:아닌가|인가|맞나|되나|에\\s?해당)',
    '재판',
    '소송',
    '처벌',
    '접근\\s?금지',
    '잠정\\s?조치',
    '(?:보호|이행)\\s?명령',
    '환급',
    '청구',
    '위자료',
    '합의금',
    '치료비',
    '보상',
    '돌려\\s?받',
    // Money back asked for by any name: "돈 받을 방법 있나요", "이사비용이라도 받을수있나", "돈 찾을 수 있나요".
    '(?:돈|금|비|비용|값|료)(?:이라도|라도|을|를|은|는)?\\s?(?:좀\\s?|다시\\s?)?(?:돌려\\s?)?(?:받|찾)을\\s?(?:수|방법)',
    // Whether a fight counts against both, or as self-defence.
    '쌍방',
    '정당\\s?방위',
    '(?:임금|월급|급여|수당|퇴직금|알바비)\\s?(?:을\\s?|를\\s?)?(?:못\\s?)?받(?:을|아야|는\\s?법)',
    '배상',
    '구제\\s?신청',
    '산재\\s?(?:신청|처리|인정|보상)',
    '진정\\s?(?:넣|을|하)',
    '노동청',
    '민원',
    '공소\\s?시효',
    '효력',
    '상속',
    '양육권',
    '이혼\\s?사유',
    '면접\\s?교섭',
    '변호사',
    '법적으로',
    '불법\\s?추심',
    '(?:무슨|어떤)\\s?죄',
    '죄(?:가|로|인가|가\\s?되)',
  ].join('|'),
);

// Asked or intended: "되나요", "할 수 있을까요", "하려고요", "하고 싶어요", "알려주세요". Legal words alone
// ("접근금지 받았는데 또 따라와요") ask for nothing.
const ASKING = /나요|(?:있|되|받|하)나(?![가-힣])|을\s?수\s?있|까요|[가는]지요?|[인닌]가요?|되죠|맞죠|[?]|어떻게|방법|절차|가능|할\s?수|하려|하고\s?싶|싶어요|싶습니다|알려\s?주|할게요|할래요|갈게요|넣고\s?싶|원해요|원합니다/;
// This minute, not "지금은 괜찮아요", "지금도 그래요", "지금까지", "지금이라도 고소" or "지금 27살".
const NOW_WORD = /지금(?!은|도|까지|이라도|\s?와서|\s?\d+\s?살)|방금|당장|실시간|현재\s?(?!\d)/;
// The one harmed with the writer now is out of the danger: "지금 애는 저랑 있는데".
const WITH_WRITER_NOW = /지금\s?(?:[가-힣]{1,4}(?:는|은)\s?)?(?:저|나|제|엄마)(?:랑|하고|와|한테)\s?(?:같이\s?|함께\s?)?있/g;
// Under way as it is told: a progressive, a stance kept, an attempt, minutes or hours counted.
const UNDER_WAY = /(?:고|서|와)\s?있(?:어|습|는|다|대|음|네)|는\s?중|는중|중이(?:에요|야|예요)|려고\s?(?:해|하)(?:요|네|는|고)|\d+\s?(?:분|시간)\s?째|(?:한|두|세|네)\s?시간\s?째/;
// Where someone is, told in the present ("공항이래요", "집 앞이에요").
const THERE_NOW = /(?:공항|역|터미널|앞|밖|옥상)(?:이래요|이래|이에요|이예요|이야|임)(?![가-힣])|(?:앞|밖|옆|안|뒤)에\s?(?:[가-힣]{1,8}\s){0,3}?있(?:어요|습니다|음|네요)/;
// A plea or urgency only someone in danger adds.
const PLEA = /살려\s?(?:주세요|줘(?!야)|달라)|도와\s?주세요|도와줘|급해요|급합니다|빨리\s?(?:와|좀)|어떡해|어떡하죠|(?:오늘|이따)\s?밤/;


// Already with the police (come and gone: "경찰 왔다갔어요"), a doctor's diagnosis or a court order applied for, or kept as evidence: "112 신고했어", "경찰 조사 중이에요", "입건됐어요", "캡처해 뒀어요",
// "cctv에 찍혔어요" (seen on a recording, after the fact).
const HANDLED = /신고(?:했|해서|하고\s?(?:왔|나서)|는\s?했)|(?:\d+\s?주|전치\s?\d+\s?주?)\s?진단|진단서?\s?(?:를\s?|가\s?)?(?:받았|나왔|끊었)|(?:접근\s?금지|보호\s?명령|잠정\s?조치)\s?(?:를\s?|을\s?)?신청(?:했|해\s?놓|해\s?놨|하고\s?기다)|(?:cctv|씨씨티비|블랙박스|영상)(?:에|이|으로)?\s?(?:다\s?)?(?:찍혔|찍힌|남아\s?있)|(?:진정|고소장?)\s?(?:을\s?|를\s?)?(?:넣었|냈|접수했)|(?:경찰|수사)\s?조사|조사\s?(?:받|중)|입건|경찰\s?(?:이|은|도)?\s?(?:왔다\s?갔|다녀갔|왔었)|지급\s?정지\s?(?:는\s?|를\s?|은\s?)?(?:했|해\s?놨|신청했)|(?:캡[처쳐]|녹음)\s?(?:다\s?)?(?:해|떠)\s?(?:뒀|놨|둠|두었|놓았)/;
// The one who did it has gone: "때리고 도망갔어요", "부수고 갔어요", "지갑 뺏어갔어", "패물을 가져갔어요"
// (not 도망쳤어요, which is usually the writer getting away); in a note, "만지고 도망감".
const DOER_LEFT = /(?:도망|달아|도주)[가-힣]{0,2}\s?(?:갔|났|감(?![가-힣]))|[고서]\s?(?:그냥\s?)?(?:가\s?버렸|갔어요|갔어|갔음|갔습니다|갔더라)|(?:뺏어|빼앗아|훔쳐|털어|가져|챙겨)\s?갔/;
// Gone, but leaving someone shut in or behind: "밖에서 잠그고 가버렸는데 안에 저 혼자에요".
const LEFT_SHUT_IN = /잠그고|잠가\s?(?:두고|놓고)|가두고|(?:두고|놔두고|버리고)\s?(?:가|갔)/;
// An investigation under way is the case being handled, not the harm going on.
const INVESTIGATION = /(?:경찰|수사)?\s?조사\s?중/g;
// The harm dated as a thing of the past: "지난달 일인데", "지난 10월 일이에요", "몇 달 전 일이에요", "작년 일",
// the early hours of today or a day before told as when it was ("오늘 새벽일이에요", "어제 일인데"),
// or by its month and day told as what it was ("10월 중순이고", "처음 그런 건 10월 5일이고").
const DATED_PAST = /(?:오늘|어제|그제|그저께|엊그제)\s?(?:새벽|아침|오전)?\s?일(?:이에요|이예요|이었|인데|이고)|(?:오늘|어제|그제|그저께|엊그제)\s?(?:새벽|아침|오전)\s?(?:이고|이었|였고|였어요)|(?:지난|저번)\s?(?:달|주|해|\d{1,2}\s?월)\s?일(?:이|인|이었)|(?:\d+|몇|한|두|세)\s?(?:달|주|해|년|개월)\s?(?:전|전에)\s?일(?:이|인|이었)|작년\s?일(?:이|인|이었)|\d{1,2}\s?월\s?(?:초|중순|말|\d{1,2}\s?일)\s?(?:이고|이었고|이었어요|이었음|였고|였어요|였음|쯤이었)/;
// Said to have stopped, or the writer said to be safe now: "그 뒤로는 안 와", "그 뒤론 조용한데", "지금은 이사했어요", "오늘은 괜찮아요".
const SAID_OVER = /(?:그|이)\s?(?:뒤|후)(?:로는|로|론|에는)\s?(?:[가-힣]+\s)?(?:안\s?(?:와|오|옴|나타|찾아)|조용|연락(?:이|은|도)?\s?(?:없|안|끊))|지금은\s?(?:괜찮|이사|안전|따로|떨어져|피해)|오늘은\s?괜찮/;
// Help called but not here yet, or awaited: the danger may still be there. Not any 아직: "합의 얘기는 아직 없음"
// and "신고는 아직 안 했어요" tell what is still to be done about a harm that is over.
const AWAITING_HELP = /(?:경찰|119|112|구급차|구조대|출동)[^.!?]{0,12}?(?:아직|안\s?(?:와|오)|기다리|오고\s?있)|아직\s?(?:안\s?(?:와|오)|도착|못\s?(?:왔|와))|기다리고\s?있/;

// "지금은 택시 타고 집 가는 중이에요": 지금은 sets the writer's own present apart from what happened to them, on
// the way home, to a hospital or the police ("지금은 저를 따라오는 중" is not the writer's way and still counts).
const WRITER_NOW_APART = /지금은\s?(?:[가-힣]+\s){0,3}?(?:택시|버스|지하철|집|병원|경찰서|파출소|친구\s?집|회사)[가-힣]*\s?(?:[가-힣]+\s?){0,2}?[가-힣]*(?:가는\s?중|가는중|오는\s?중|오는중)[가-힣]*/g;

// "칼 갖고 있다는 말도 했어요", "찾아가고 있다고 했어요": a state someone said they are in is what they said, not
// what the writer sees going on (said with a "now" of its own, the now still counts).
const SAID_TO_HAVE = /(?:고|서)\s?있다(?:는|고)\s?(?:[가-힣]{1,4}\s)?(?:말|얘기|소리|문자|카톡|톡|연락|했|하더)/g;

// "자고 있는데 … 들어왔어요": a progressive the writer was in when it happened, in a sentence told in the past.
const BACKDROP = /(?:고|서)\s?있(?:는데|을\s?때|던)/g;

/** `text` without the progressives that set the scene of a sentence ending in the past. */
function withoutPastBackdrops(text: string): string {
  return splitSentences(text)
    .map((s) => (endsInPastTense(s.text) ? s.text.replace(BACKDROP, ' ') : s.text))
    .join(' ');
}

/** Nothing in `text` says the danger is going on this minute. */
function nothingNow(text: string): boolean {
  // "방금 … 만지고 내렸어요": with the doer gone, the just-now dates the act.
  const dated = doerJustLeft(text) ? text.replace(JUST_NOW, '') : text;
  const live = withoutPastBackdrops(dated).replace(INVESTIGATION, '').replace(PROCEEDING_NOW, '').replace(WRITER_NOW_APART, '').replace(SAID_TO_HAVE, '');
  return !NOW_WORD.test(dated.replace(LATE_REMEDY, '').replace(PROCEEDING_NOW, '').replace(WITH_WRITER_NOW, '')) && !UNDER_WAY.test(live) && !THERE_NOW.test(text) && !PLEA.test(text);
}

/**
 * Whether `text` is an account for legal help about a harm of `kind`, not a
 * call for help now: it asks for a remedy, or tells a harm that is over and
 * being dealt with (reported, kept as evidence, the one who did it gone) or
 * dated in the past or said to have stopped, with nothing of this minute and
 * no body failing. A wish to die is never only an
 * account: asking what the family gets ("보험금 청구는 가족이 할 수 있나요") is
 * itself a warning sign.
 */
export function isAccountForHelp(text: string, kind: HotlineKind): boolean {
  if (kind === 'self_harm' || !nothingNow(text)) return false;
  if (LEGAL_ASK.test(text) && ASKING.test(text)) return true;
  if (bodyFailingIn(text.replace(/\s+/g, ''))) return false;
  // Dated or said to be over, the harm is told as past whatever help is still to come ("아직 신고 못했어요").
  if (DATED_PAST.test(text) || SAID_OVER.test(text)) return true;
  const over = HANDLED.test(text) || ((DOER_LEFT.test(text) || toldAsOver(text)) && !LEFT_SHUT_IN.test(text));
  return over && !AWAITING_HELP.test(text);
}
