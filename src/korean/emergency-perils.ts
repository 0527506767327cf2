/**
 * Perils of place: danger that comes from where someone is, not from what
 * anyone does to them. Someone carried off by water or with the water rising
 * on them, on the rail tracks, a child out on an air-conditioner unit or a
 * window ledge, someone up on a roof who will not come down, a dog that has
 * bitten and holds on, someone lost in the hills and hurt. No act and no
 * despair word is said: the place is the danger, and a state reached there
 * (올라갔어요, 휩쓸렸어요, 길 잃었어요) holds until someone is brought back.
 *
 * It runs after the other readers, with the shared guards: a story, a
 * supposition, a question of remedy, a joke, a habit, or an account wholly in
 * the past; and a rescue or a death told after ends the peril.
 */
import type { HotlineKind } from './emergency.js';
import { FOUND, HABIT, HYPOTHETICAL, NO_PERSON_SUBJECT, PAST, RECOVERING, REMEDY, STORY } from './emergency-guards.js';
import { aspectsOf, endsInPastTense, hasPastPerfect, splitClauses } from './clauses.js';
import type { Sentence } from './sentences.js';

type Peril = 'water' | 'tracks' | 'drop' | 'animal' | 'lost';

// All lexicons are matched on clause text with its spaces taken out.
// Carried off by water, or the water risen to the chest; 휩쓸리다 and 떠밀리다 are also said of a mood or a
// deal ("분위기에 휩쓸려서 계약했어요"), so they count only with the water named. 떠내려간 before a noun
// describes what was carried off ("떠내려간 소", "떠내려간 차"), mostly a thing.
const WATER = /(?:물살|파도|급류|강물|계곡물|바닷물|흙탕물|물|홍수|너울)(?:에|에게)?(?:그냥|또|막)?(?:휩쓸|떠밀려(?:가|갔))|떠내려(?:가|갔|감)/;
// Risen water is a peril only with someone in it or cut off ("아빠가 차 빼러 내려갔다가 연락이 안돼요"); a flooded
// shop or a leak is damage to take up.
const WATER_RISEN = /물(?:이)?(?:허리|가슴|목|턱|어깨|천장|머리)(?:까지|위까지|높이)(?:찼|차올|차오르|올라|잠겼|잠기)/;
const SOMEONE_IN_IT = /연락(?:이)?안|갇|못나|안에(?:있|계|사람)|고립|내려갔|들어갔|살려|빨리|어떡/;
// Someone on the tracks, or at them with a train coming.
const ON_TRACKS = /(?:선로|철길|철로|기찻길|철도)(?:위|아래)?(?:에|로|에서|쪽으로)?(?:내려가|내려갔|들어가|들어갔|누워|누웠|앉아|앉았|서있|걸어가|걷고|뛰어들)/;
const AT_TRACKS = /(?:선로|철길|철로|기찻길)(?:옆|앞|위)?(?:이야|이에요|이예요|예요|야|임|에있|에서있)/;
const TRAIN_COMING = /(?:기차|열차|전철|지하철|ktx)(?:가|이)?(?:오는|온다|들어오|들어온|지나가|소리)/;
// A child out on a ledge above a drop: an air-conditioner unit, a window frame, a railing outside, a roof
// (grown-ups go up on a roof to smoke or fix things). A bed's or a sofa's rail is furniture (침대 난간),
// a playground's a game.
const DROP = /(?<!침대|소파|계단|아기침대|놀이터|미끄럼틀|유모차)(?:실외기|창틀|창문밖|창밖|베란다밖|베란다난간|난간|지붕|옥상|담장|발코니|크레인|철탑|교각)(?:위|밖|끝)?(?:에|으로|로)?(?:올라가|올라갔|올라와|매달려|매달렸|걸터앉|앉아있|서있|나가있|나갔|기어나)/;
// Up high and refusing to come down: "옥상에 올라가서 안 내려온대요", "난간에 서 있어요 내려가기 싫어요".
const WILL_NOT_COME_DOWN = /(?:옥상|지붕|난간|크레인|철탑|교각|다리)[가-힣]{0,12}?(?:(?:안|못)내려(?:온|와|오|가)|내려(?:가|오)기(?:가)?싫)/;
// A dog or wild animal that has bitten or attacked and holds on, or left someone bleeding.
const ANIMAL = /(?:개|맹견|들개|큰개|멧돼지|곰|벌떼|말벌)(?:가|이|들이|떼가|한테|에게)?[가-힣]{0,8}?(?:물고|물어뜯|물렸|물려서|공격하|공격해|달려들|쏘였|쏘여)/;
const ANIMAL_HOLDS = /안놔|안놓|못떼|피(?:가)?(?:나|많이|계속|철철|안멈)|못움직|쓰러/;
// Lost outdoors, with night, cold or an injury closing in.
const LOST = /길(?:을)?잃|조난|고립(?:됐|돼|되어)/;
const LOST_HARDSHIP = /연락(?:이)?안|못걷|못움직|걸을수(?:가)?없|해(?:가|는)?지|어두워|추워|얼어|배터리|다쳤|다쳐|삐어|삐었|부러|피가/;

// Brought back, found, or over: "구조됐어요", "다행히 내려왔어요", "건져 주셨어요"; told as done, not asked for
// ("건져 주세요") nor denied ("아직 못 나왔어요").
const RESCUED = /구조(?:됐|되었|받았|해\s?(?:줬|주셨))|건져\s?(?:줬|주셨|냈)|건졌|(?<!(?:안|못)\s?)(?:내려왔|나왔|빠져나왔)|다행히|무사히|괜찮아졌/;
// A death told is a loss to take up, not a call to make.
const DIED = /숨졌|사망|돌아가셨|세상을\s?떠났|목숨을\s?잃|장례/;
// A nearly: "길 잃을 뻔했는데".
const NEARLY = /뻔했|뻔한/;
const LAUGHTER = /[ㅋㅎ]{2}/;
const NOW = /지금|방금|아까|아직|살려|도와|빨리|어떡|119|112|곧/;
// A thing carried off or left on the tracks is damage, not a peril: "주차해 둔 차가 떠내려갔는데".
const PROPERTY_SUBJECT = /^(?:[가-힣]+\s){0,3}?(?:차|자동차|차량|트럭|오토바이|가게|집|물건|짐|간판|컨테이너|창고|텐트|보트|공|신발|가방|농작물|비닐하우스)(?:가|이|는|도)\s/;
// "…안 내려온다고 담임쌤한테 전화 왔어요": the past tense belongs to the report, not to what it reports.
const REPORT_OF_NOW = /(?:다|라|대|래)고\s?(?:[가-힣]{1,12}\s?){0,2}?(?:왔|했|연락|전화)[가-힣]*[\s.!?~ㅠㅜ]*$/;

const CHILD = /아이|애기|아기|(?<![가-힣])애(?=가|는|를|[\s])|꼬마|딸|아들|조카|손주|동생|초등학생|중학생|(?:초|중)[1-6](?![0-9])|(?<!\d)(?:[1-9]|1[0-2])\s?살|(?:세|네|다섯|여섯)\s?살/;
// Someone other than the writer named as the one in peril.
const SOMEONE_ELSE = /(?:남자|여자|사람|분|아저씨|아줌마|할머니|할아버지|노인|취객|친구|남편|아내|와이프|엄마|아빠|어머니|아버지|형|오빠|누나|언니|남친|여친|동료)(?:이|가|께서|님이)\s/;

function perilIn(compact: string, sentence: string): Peril | null {
  const around = sentence.replace(/\s+/g, '');
  if (WATER.test(compact) || (WATER_RISEN.test(compact) && SOMEONE_IN_IT.test(around))) return 'water';
  if (ON_TRACKS.test(compact) || (AT_TRACKS.test(compact) && TRAIN_COMING.test(around))) return 'tracks';
  if ((DROP.test(compact) && CHILD.test(sentence)) || WILL_NOT_COME_DOWN.test(compact)) return 'drop';
  if (ANIMAL.test(compact) && ANIMAL_HOLDS.test(compact)) return 'animal';
  if (LOST.test(compact) && LOST_HARDSHIP.test(around)) return 'lost';
  return null;
}

/** Who is in peril decides the hotline: a child, the writer at the tracks or an edge, or anyone (the general message). */
function kindOf(peril: Peril, sentenceText: string): HotlineKind {
  if (CHILD.test(sentenceText)) return 'child';
  if ((peril === 'tracks' || peril === 'drop') && !SOMEONE_ELSE.test(`${sentenceText} `)) return 'self_harm';
  return null;
}

/**
 * Whether the peril told in `sentences[index]` still holds: a "now" anywhere, or a sentence that does not end
 * in the past tense, or a later one that does not ("길 잃었어요 | 해는 지는데 못 걷겠어요"). "애가 창틀에 올라가
 * 있어서 혼냈어요" tells of it as done.
 */
function stillHolds(sentences: Sentence[], index: number, whole: string): boolean {
  if (NOW.test(whole)) return true;
  const present = (s: Sentence) => !endsInPastTense(s.text) || REPORT_OF_NOW.test(s.text);
  return sentences.slice(index).some(present);
}

/** The whole message talks of a peril without being in one. */
function guarded(whole: string): boolean {
  const compact = whole.replace(/\s+/g, '');
  if (STORY.test(whole) || HYPOTHETICAL.test(whole) || REMEDY.test(whole) || RECOVERING.test(whole) || LAUGHTER.test(compact)) return true;
  if (RESCUED.test(compact) || FOUND.test(whole) || DIED.test(compact) || NEARLY.test(compact)) return true;
  // A worry about what keeps happening ("애가 요즘 자꾸 창틀에 올라가요") is a habit, not this minute.
  if (HABIT.test(whole) || /자꾸/.test(whole)) return true;
  return (PAST.test(whole) || hasPastPerfect(whole)) && !NOW.test(whole);
}

/**
 * The kind and sentence of the first peril of place told as holding now, if
 * any, among the kinds `accepts` lets through (all by default).
 */
export function detectByPerils(
  sentences: Sentence[],
  accepts: (kind: HotlineKind, span: string) => boolean = () => true,
): { kind: HotlineKind; sentence: Sentence } | null {
  const whole = sentences.map((s) => s.text).join(' ');
  if (guarded(whole)) return null;
  for (const [index, sentence] of sentences.entries()) {
    const clauses = splitClauses(sentence.text);
    const aspects = aspectsOf(clauses);
    // "들어갔다가 | 안 내려와요": a peril is often told across two clauses, or two sentences.
    const following = sentences[index + 1]?.text ?? '';
    for (const [i, clause] of clauses.entries()) {
      if (aspects[i] === 'asked') continue;
      const compact = `${clause}${clauses[i + 1] ?? following}`.replace(/\s+/g, '');
      const peril = perilIn(compact, `${sentence.text} ${following}`);
      // An animal or a thing up on a ledge or swept off is no one in peril ("고양이가 난간에 올라가서").
      if (peril === null || (peril !== 'animal' && (NO_PERSON_SUBJECT.test(`${sentence.text} `) || PROPERTY_SUBJECT.test(`${clause} `)))) continue;
      if (!stillHolds(sentences, index, whole)) continue;
      const kind = kindOf(peril, sentence.text);
      if (accepts(kind, sentence.text)) return { kind, sentence };
    }
  }
  return null;
}
