/**
 * Sexual violence under way, told plainly: a sexual act (touching, a hand under
 * the bedding, clothes pulled down, an order to strip, forcing sex) told as
 * going on or about to happen, together with what makes it against the
 * writer's will and inescapable this minute (held, locked in, drugged or
 * asleep, a stranger beside them, a plea); being taken to a motel or a room
 * against one's will; or intimate images threatened to be spread by a
 * deadline already running.
 *
 * The same acts are what most sexual-crime consultations tell, after the fact:
 * "작년에 성추행 당했는데 고소하려면", a hidden camera found, an offer to settle.
 * So the act must be told in a clause that is not past and not asked, the
 * message must name a cue of this minute, and anything that frames it as a
 * case (past, legal procedure, a story, a question, a habit, a discovery, a
 * report of someone else's) keeps the reading quiet.
 */
import type { HotlineKind } from './emergency.js';
import { CHARGED, HABIT, NAMED_AS_A_CASE, HYPOTHETICAL, LATE_REMEDY, MEMORY_GAP, PAST, PROCEEDING_NOW, REMEDY, STORY } from './emergency-guards.js';
import { aspectsOf, splitClauses, type Aspect } from './clauses.js';
import type { Sentence } from './sentences.js';

// The acts, matched on text without spaces. 만지작 is fiddling with a thing; 관계 only when forced or bargained for.
const INTIMATE = '(?:이불|옷|치마|바지|속옷|셔츠|티|브라)(?:속|안)|다리사이|가랑이';
const SEXUAL_ACT = new RegExp(
  [
    '만지(?!작)|만져|만짐|더듬|몸(?:을)?(?:비비|밀착)|밀착',
    // A hand laid on an intimate part: "허벅지에 손 올리고 안 치워요".
    '(?:허벅지|다리|가슴|엉덩이|허리)(?:에|위에|위로)?손(?:을)?(?:올리|올려|올렸|얹|대고)',
    `(?:${INTIMATE})(?:으로|로|에)?손(?:을)?(?:넣|집어넣)|손(?:을)?(?:${INTIMATE})(?:으로|로|에)?(?:넣|집어넣)`,
    '(?:옷|바지|치마|속옷|지퍼)(?:을|를)?(?:벗기|벗겨|내리|내려|들추|찢)',
    // An order to undress: "옷 벗으래요", "바지 내리라고 해요".
    '(?:벗으|벗어|내리)(?:라|래)',
    '키스|뽀뽀|껴안|끌어안|덮치|덮쳐|올라타|(?:몸|배|위)에?올라(?:와|오|탔)',
    '(?:억지로|강제로)(?:관계|하려|할려)|관계(?:를)?(?:하자|강요|안하면)|하자고(?:강요|조르|졸라|협박)',
    `(?:성폭행|강간|추행)${NAMED_AS_A_CASE}`,
    // Filmed over or under a stall or a partition, now.
    '(?:칸|칸막이|문)(?:위|밑|아래)(?:로|에서)?(?:폰|핸드폰|휴대폰|카메라)',
  ].join('|'),
);
// Taken toward a room, a motel or a hidden place against one's will: the place may be told in one clause
// and the pulling in the next ("지금 모텔 앞이에요 … 팔 잡아끌어요").
const SEX_PLACE = /모텔|호텔|여관|숙소|자취방|원룸|(?<![가-힣])방(?:으로|에|안)|창고|화장실/;
const DRAGGED = /잡아끌|끌고|끌어|끌려|데려가|데리고가|데려간|태우려|태우고|가자고/;
// Intimate images held over the writer: "영상 올린대요", "나체사진 뿌린다고", "가족한테 다 보낸대요".
const IMAGES = /영상|동영상|사진|나체|몸캠|찍은\s?거|찍어\s?둔|찍어놓은/;
const SPREAD = /올린|올리겠|올릴|뿌린|뿌리겠|뿌릴|유포|퍼뜨|보낸대|보낸다|보내겠|보낼\s?거/;
// A deadline already running: "30분 안에", "한시간 남았어요", "오늘 밤 12시까지", "오늘 12시까지", or the one who threatens at hand now. A condition
// alone ("안 만나주면 올린다고 해요") is leverage held for later, a case to take.
const DEADLINE = /(?:\d+|한|두|세|네|몇)\s?(?:분|시간)\s?(?:안에|내로|준대|준다|남았)|오늘\s?(?:밤|안에|까지|\d+\s?시)|카운트|지금|방금|당장/;

// What makes it against the writer's will and inescapable now.
const AGAINST_WILL = new RegExp(
  [
    // Forced, refused.
    '억지로|강제로|싫다는데|싫다고(?:해도|하는데|했는데)|싫다는|거부하는데',
    // Held, locked in, kept from leaving.
    '못가게|못나가게|못내리게|못나오게|안(?:치워|떼|빼)|안놔|안놓아|안보내|붙잡|밀어붙|눌러|누르|(?:문|방문)(?:을)?(?:잠그|잠갔|잠궜|잠가|막고|막아)|잠겨|갇혀|가둬|묶|나가(?:질|지를)?않|안나가|안열어|안내려|차에태',
    // Drugged, drunk, asleep.
    '(?:약|뭐)(?:을|를)?탄|술(?:을)?(?:억지로)?먹(?:여|이)|취해서|만취|정신(?:을)?잃|정신이없|몸이(?:잘)?안움직|힘이(?:안|없|빠)|어지러|자는데|자는척|잠든|잠결|잠에서깼|수면실',
    // Afraid to move or call out, or calling for help.
    // Not 도와주면서, someone helping with something.
    '무서워|무서움|소리(?:도|를)?못|살려|도와(?:주세요|줘요|달라)|도와줘(?![서가-힣])|어떡해|어떡하|어케|제발|112',
    // A stranger, or someone right beside or behind.
    '누가|누군가|어떤(?:남자|놈|아저씨|사람)|모르는(?:남자|놈|아저씨|사람)|처음보는|옆(?:에|자리)(?:아저씨|남자|사람)|뒤에(?:남자|사람|아저씨)|뒤에서',
  ].join('|'),
);
// A word of this minute; "지금도" tells what still goes on, a habit, not this minute.
const NOW = /지금(?!은|도|까지|이라도|와서)|방금|당장|실시간|아까부터|오늘\s?밤|이따/;

// What frames the act as a case rather than a scene: procedure, evidence, settling, a verdict.
const CASE_TALK = /고소|고발|합의|재판|증거|처벌|형량|변호사|공소\s?시효|무고|진술|항소|집행\s?유예|판결|신고\s?(?:했|함|하려|할까|해야|하면|하고\s?싶)|피해자|가해자|경찰\s?조사|전과/;
// Found or learnt after the fact: a camera found, a video come across.
const FOUND_LATER = /발견|알게\s?(?:됐|되었)|알았|찾았|봤는데|확인(?:해\s?보니|했)/;
// Someone else's story reported: "당했대요", "했다는데", "당했다고 하는데".
const REPORTED = /(?:했|당했|갔|됐)(?:대요|대|다는데|다고\s?(?:하|해))/;
const LAUGHTER = /[ㅋㅎ]{2}/;
// A general question about what is normal or what an act counts as: "원래 이런가요", "이것도 성추행인가요".
const GENERAL_QUESTION = /원래\s?(?:이런|그런|이래|그래)|정상인가|(?:인가요|건가요|맞나요|되나요)[\s?.]*$/;

function guarded(whole: string): boolean {
  const live = NOW.test(whole.replace(LATE_REMEDY, '').replace(PROCEEDING_NOW, ''));
  if (STORY.test(whole) || HYPOTHETICAL.test(whole) || REMEDY.test(whole) || CHARGED.test(whole) || MEMORY_GAP.test(whole) || LAUGHTER.test(whole)) return true;
  if (FOUND_LATER.test(whole) || REPORTED.test(whole)) return true;
  // Past, procedure, a habit or a general question speak of a case unless the message also places it this minute.
  return (PAST.test(whole) || CASE_TALK.test(whole) || HABIT.test(whole) || GENERAL_QUESTION.test(whole)) && !live;
}

// A clause that tells the act as going on, about to happen or plainly in the present.
const LIVE_ASPECTS: ReadonlySet<Aspect> = new Set(['ongoing', 'imminent', 'present']);

// A note-style ending (더듬음, 뽀뽀함) carries no tense, and in an account it mostly tells what happened; one
// kept going (만지고 있음, 하는중) does not.
const NOTE_ENDING = /[음함됨짐림][\s.!~ㅠㅜ]*$/;
const KEPT_GOING = /있음|중[\s.!~ㅠㅜ]*$/;
const LOOKED_BACK = /던\s?(?:거|것|기억|일|때|적)/;
// -고, -서, -면서 carry no tense: the clause they lead to tells it ("가슴 만지고 | 억지로 뽀뽀함").
const TENSELESS_LINK = /(?:[가-힣]고|[어아여해와워져쳐려]서|면서)$/;

/** The clause that gives clause `i` its tense: itself, or the first after it that is not a tenseless link. */
function governing(clauses: string[], i: number): string {
  let j = i;
  while (j < clauses.length - 1 && TENSELESS_LINK.test(clauses[j]!.trim())) j++;
  return clauses[j]!;
}

// Refused and pressed on anyway, across clauses: "싫다는데 억지로 묶어놓고 하려고해요".
const REFUSED_THEN_PRESSED = /싫다(?:는데|고(?:해도|하는데))[가-힣]{0,12}?(?:하려|할려)(?:고|해|함)/;

/**
 * Whether a clause of `sentence` names a sexual act, or a pulling along when the message names a motel or a
 * room, told as going on or about to happen (a tenseless note only when `now`).
 */
function actUnderWay(sentence: string, placeNamed: boolean, now: boolean): boolean {
  if (REFUSED_THEN_PRESSED.test(sentence.replace(/\s+/g, ''))) return true;
  const clauses = splitClauses(sentence);
  const aspects = aspectsOf(clauses);
  return clauses.some((clause, i) => {
    const compact = clause.replace(/\s+/g, '');
    if (!SEXUAL_ACT.test(compact) && !(placeNamed && DRAGGED.test(compact))) return false;
    // A clause that dates the act or looks back on it ("예전에 강제로 관계한 것", "만지던 거") is a memory.
    if (PAST.test(clause) || LOOKED_BACK.test(clause)) return false;
    const tense = governing(clauses, i);
    if (aspects[i] === 'present' && NOTE_ENDING.test(tense) && !KEPT_GOING.test(tense)) return now;
    return LIVE_ASPECTS.has(aspects[i]!);
  });
}

/** Whether `whole` holds intimate images over the writer with a deadline running. */
export function sextortionIn(whole: string): boolean {
  return IMAGES.test(whole) && SPREAD.test(whole) && DEADLINE.test(whole);
}

/** The sentence telling of sexual violence under way, if any, when `accepts` lets the sexual kind through. */
export function detectSexualNow(sentences: Sentence[], accepts: (kind: HotlineKind, span: string) => boolean = () => true): { kind: HotlineKind; sentence: Sentence } | null {
  const whole = sentences.map((s) => s.text).join(' ');
  if (guarded(whole) || !accepts('sexual', whole)) return null;
  const compact = whole.replace(/\s+/g, '');
  const now = NOW.test(whole);
  const pressed = AGAINST_WILL.test(compact) || now;
  const placeNamed = SEX_PLACE.test(compact);
  for (const sentence of sentences) {
    if (pressed && actUnderWay(sentence.text, placeNamed, now)) return { kind: 'sexual', sentence };
  }
  // A threat to spread images is made in a sentence of its own, with the deadline told before or after.
  if (sextortionIn(whole)) return { kind: 'sexual', sentence: sentences.find((s) => SPREAD.test(s.text)) ?? sentences[0]! };
  return null;
}
