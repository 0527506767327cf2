/**
 * Classes of danger, each a small lexicon of stems matched on text with its
 * spaces taken out: what is done (a blow, a grip on the throat, being shut in,
 * a body touched, being followed, a cut, pills swallowed, fire) and the state
 * a body is left in (bleeding, not breathing). The clause reader
 * (emergency-reader.ts) decides from the tense of the clause whether a class
 * found here is danger now.
 */
import type { HotlineKind } from './emergency.js';
import { NAMED_AS_A_CASE } from './emergency-guards.js';
import { isFigurative } from './emergency-figurative.js';

export type DangerAct = 'strike' | 'weapon' | 'strangle' | 'confine' | 'sexual' | 'follow' | 'intrude' | 'self_harm' | 'poison' | 'fire';

// Blows and burns in any inflection, by what the body suffers. Not 때려치우다 (quit), 밀다 as in pushing a cart,
// 때리다 with a sanction as object is the authority imposing it (영업정지 2달 때린대요, 과태료 때렸어요);
// a blow taken is one from someone (아빠한테 맞아서), not an injection or the rain (주사 맞았어요, 비 맞았어요);
// 끌고 가다 with luggage (짐, unfolded by the note-style reading as 지ㅁ) or a cart in hand,
// 차다 as in 차 (car, tea), 던지다 as in a question thrown, or 밟다 as in going through a procedure.
const STRIKE = /(?<!(?:정지|과태료|벌금|벌점|징계|딱지|세금|처분)[\d가-힣]{0,3})때(?:리|려(?!치)|린)|맞고있|맞는중|(?:한테|에게)맞(?:아서|았|고|는)|(?:발로|발길로)(?:막|계속|마구|자꾸)?(?:차|찼)|걷어차|(?<!(?:절차|단계|수순|과정|전철)(?:를|을)?)밟(?:고|아|는|았)|밀쳐|밀치|밀었|떠밀|밀어(?:서|버|내|붙)|(?:나|저|절|날|엄마|아내|애|아이|아기|애기|동생)(?:를|을)?(?:바닥|벽|계단|땅|창밖)[가-힣]{0,3}(?:던지|던져|던졌|밀|박|찧|꽂|패대기)|찔러|찔렀|찔렸|찌르|찔리|내리치|내려치|후려|머리채|멱살|주먹으로|뺨을?(?:때|치|쳤|갈)|(?:머리|얼굴)를?[가-힣]{0,8}(?:박|찧|집어넣|처박)|흔들(?:고있|어서|었|고)|(?<!(?:짐|지ㅁ|가방|캐리어|카트|수레|박스|상자|리어카|유모차|자전거)(?:을|를)?)끌고(?:가|나가|갔|다니|다녀)|머리카락(?:을)?(?:잡|쥐)|끌어내|던졌|던지고|던져서|던지려|(?:뜨거운|끓는)(?:물|기름)|패고|패요|두들겨|(?:가스불|다리미|담뱃불|담배불|라이터불|인두)에?(?:갖다|가져다)?(?:대고|댄다|대요|지지|지져)/;
// A weapon held, raised or turned on someone.
const WEAPON_HELD = /(?:칼|흉기|망치|방망이|골프채|쇠파이프|각목|몽둥이|도끼|낫|가위|송곳|술병|소주병|맥주병|깨진병|병을깨|병깨|유리조각|벽돌|총|염산|라이터|주전자)[가-힣]{0,8}?(?:들고|들이대|들이밀|겨누|겨눠|휘두|휘둘|대고|쥐고|꺼내|찌르|찔러|설치|뿌린|뿌리)|(?:칼|흉기)(?:들고|든)|(?:들이대|들이밀)(?:고|며|면서|는)/;
// Breath cut off: the throat squeezed, or the mouth and nose stopped.
const STRANGLE = /목(?:을|에)?(?:조르|졸라|졸랐|조른|누르|눌러|감고|대고)|목졸|(?:입|코)(?:을|를)?[가-힣]{0,6}(?:틀어막|막아|막고)/;
// Kept from leaving, shut out or taken away, against one's will (not 잠가 두다, a door kept locked).
const CONFINE = /(?<!잠)가둬|(?<!잠)가두|갇혀|감금|못나가게|못나오게|못가게|(?:문|방문)(?:을)?(?:잠그|잠갔|잠궜|막고)|내쫓|쫓아내|쫓겨|(?:억지로|강제로)(?:차에)?태|(?:억지로|강제로)[가-힣]{0,4}(?:끌|데려)|안놔|안놓아|끌려(?:가|갔)|(?:저|나|날|절)(?:를|을)?차에[가-힣]{0,4}태우려/;
const SEXUAL = new RegExp(`만지(?!작)|만져|만졌|만짐|더듬|밀착|옷(?:을)?찢|벗기|벗겨|벗으래|벗으라|입맞추|입을맞|키스하|덮쳐|덮쳤|하자고(?:강요|조르|졸라|협박|난리|계속)|강요|(?:강간|성폭행|추행)${NAMED_AS_A_CASE}|덮치`);
// Someone on one's trail (into the lift, pressing one's own floor), or waiting at the door.
const FOLLOW = /따라오|따라와|따라옴|쫓아오|쫓아와|(?:제|내|우리|같은)층(?:을)?(?:눌러|누르)|뒤에(?:있|붙|서있|바짝)|들여다|귀(?:를)?대고|(?:배관|벽|창문|베란다)[가-힣]{0,4}(?:타고|올라오|넘어)|기다리고있|(?:문|현관|집)앞에(?:서)?(?:서있|앉아|와있|있어|있음|숨어)|니뒤|너뒤/;
// Someone working at a way in: a door, its lock or handle, a window or its screen, pressed, turned,
// knocked on, pried or forced ("도어락을 계속 만지작거려요", "문고리를 덜컥덜컥 돌려요", "방충망 뜯으려고
// 해요"), someone demanding it be opened ("문 열라고 한대요"), or the sound of it ("띠띠띠 번호 누르는 소리",
// "창문에서 똑똑 소리가 나요"). Not a phone number dialled.
const WAY_IN = '(?:도어락|번호키|셔터|철문|뒷문|(?<!전화)(?:비번|비밀번호|번호)|현관문?|문고리|손잡이|창문|방충망|방범창|자물쇠|베란다문?|(?<!주|질|소|신|전|논|학|검|조|사|성|명|시|정|부|관|때)문)';
const WORKED = '(?:누르|눌러|돌리|돌려|돌린|만지작|뜯|따고|따려|따는|부수|부숴|두드|두들|흔들|당기|당겨|열려(?:고|구|는)|여는소리|쾅쾅|똑똑|톡톡|덜컥|띠띠|삑삑)';
const INTRUDE = new RegExp(`문(?:을)?열(?:라고|어라|어달라|라며|라면서)|${WAY_IN}(?:을|를|이|가|에서|에|쪽에서)?(?:[가-힣]{0,4}?)(?:계속|자꾸|막|마구|몰래|살살)?${WORKED}|(?:띠띠|삑삑|덜컥|똑똑|톡톡|쾅쾅)[가-힣]{0,8}소리`);
// "같이하자해서": a proposal quoted (-자 해서) is no 자해, which never takes -서 or -요 straight after.
// Running out into the road (도로로 뛰어들어서) is how a traffic accident is told, not a leap.
const SELF_HARM = /(?:손목|팔|허벅지|몸)[가-힣]{0,3}(?:그었|긋|그어|그을|칼)|자해(?!서|요|가지고|놓)|뛰어내리|뛰어내릴|(?<!(?:도로|차도|찻길|길|차)(?:로|으로|에|앞으로))뛰어들|목(?:을)?매|목맬|죽으려|먼저갈게|(?:난|나는|저는|전|내가|제가)[가-힣]{0,8}?(?:없을거|죽을거(?!같)|사라질거)|(?<!이러다|이러다가)죽을거(?:야|에요|예요|임)/;
// Pills count by the handful (ten or more, a box, all of them); two tablets or a course finished (다 먹었다) are no overdose.
const POISON = /(?:수면제|안정제|세제|락스|농약|표백제|부동액|제초제|(?:약|진통제|두통약|감기약)[가-힣]{0,2}(?:[1-9]\d+알|(?:열|스무|스물|서른|마흔|쉰|수십|몇십)[가-힣]?알|[한두세]통|통째|전부|한움큼))[가-힣\d]{0,8}?(?:털어넣|삼켰|삼키|마셨|마시는|마신|먹었|먹는중|타서)/;
// Fuel thrown on someone is a fire about to start. Cigarette smoke from next door is a nuisance, not a fire.
const FIRE = /(?:휘발유|시너|신나|등유)[가-힣]{0,4}(?:뿌|부어|부었|붓)|불(?:이)?(?:났|나서|나고)|불(?:이|길이)?[가-힣]{0,3}(?:붙|번져|번지)|불길|(?<!담배|담뱃)연기(?:가)?[가-힣]{0,4}(?:나|들어|올라|새어|퍼져|퍼지|차|꽉|가득|자욱)|가스냄새|타는냄새|불(?:을)?(?:지르|붙이|붙일)/;

const ACTS: readonly [DangerAct, RegExp][] = [
  ['weapon', WEAPON_HELD],
  ['strangle', STRANGLE],
  ['sexual', SEXUAL],
  ['confine', CONFINE],
  ['strike', STRIKE],
  ['poison', POISON],
  ['self_harm', SELF_HARM],
  ['follow', FOLLOW],
  ['intrude', INTRUDE],
  ['fire', FIRE],
];

/** The acts of danger named in `compact` (text without spaces), most specific first. */
export function actsIn(compact: string): DangerAct[] {
  // "도서관에 갇혀 사는중": shut in as a figure of speech is no one confined.
  const figurative = isFigurative(compact);
  return ACTS.filter(([act, pattern]) => pattern.test(compact) && !(act === 'confine' && figurative)).map(([act]) => act);
}

// A body failing now (a wall covering or a screen torn is a thing, 벽지 좀 찢어졌다고): blood that does not stop, no breath, no answer, bones out of place; or left in the cold.
// "기절할뻔", "기절하겠네": almost, or about to in a manner of speaking, is no body that failed.
// A bleed told plainly ("피가 나요") is a cut: it counts only after an act of danger, never alone.
const BODY_FAILING = /피(?:가)?(?:너무|엄청|진짜|막)?(?:계속|철철|줄줄|많이|멈추|안멈|흘러|흥건)|피(?:가)?[가-힣]{1,6}?(?:흘러나|흥건)|말(?:이)?어눌|입(?:이)?돌아갔|(?:숨(?:을)?쉬|움직이|눈(?:을)?뜨|일어나|깨어나|대답하)지(?:를|도)?않|숨(?:을|이)?(?:안|못|잘못)쉬|숨(?:을)?(?:헐떡|헉헉)|의식(?:이)?없|정신(?:을)?잃|기절(?!할뻔|할거같|할것같|하겠|직전)|취해서정신(?:이)?없|정신(?:을)?못차(?:리|려)|쓰러져|쓰러졌|쓰러지셨|눈을?(?:못|안)떠|일어날수(?:가)?없|못일어나|안움직|꺾였|꺾여|(?<!(?:벽지|방충망|장판|종이|봉투|비닐|옷|바지|커튼|소파|가방|박스|상자|책|문풍지|천막)[이가도는]?(?:좀|다|살짝|조금|많이)?)찢어(?:지|져|졌)|부러진거같|데였|거품|축(?:처|쳐)|늘어져|안깨(?:요|어나|네)|늘어졌|자려고만|깨워도안|안깨어|안울어|대답(?:이|도)?없|얼굴(?:이)?(?:파래|빨개|하얘)|입술(?:이)?파래|영하(?:\d|의|인|이|라|로|에|권|날)|맨발|속옷만|기저귀만|땡볕/;
const BLEEDING = /피(?:가)?(?:나요|나|남)|피나/;

// Shut in or pinned with no one named doing it: a state reached, which holds after it is told in the past
// ("냉동창고에 갇혔어요", "밖에서 문이 잠겼어요", "무너진 데 깔렸어요", "모르는 차에 태워졌어요 트렁크 안이에요")
// until someone gets out (갇혀 있었는데: was, and is no longer); so is going in somewhere and not able to get out ("세탁기 안에 들어갔다가 못나와요", not
// "방에 들어가서 안나와요", staying in), and
// falling into the water or onto the tracks.
const TRAPPED = /갇(?:혔|힌|혀(?!있었)|힘)|(?<!잠)가두고|(?<!잠)가둬(?:놓|놨|두|버)|감금(?:됐|당|돼)|밖에서(?:문이?)?(?:잠겼|잠겨|잠김)|(?:밑에|아래|에)깔(?:렸|려있)|고립(?:됐|돼|되어)|매몰|태워졌|실려(?:가|갔)|트렁크(?:안|속|에(?!서))|(?:끼어|끼여|끼었|끼였)(?:서|있|는데)?(?:못나와|못나오|못빠져|안빠져|못움직)|들어(?:가서|갔다가|갔는데|가더니)(?:문이?)?(?:못나와|못나오|안열려)|(?:선로|철로|철길|물|강|바다|우물|맨홀)(?:에|로|속으로|속에)(?:[가-힣]{1,4}(?:이|가))?(?:빠졌|떨어졌|빠져)/;
// Got out, or let out: "10분 갇혔다가 나왔어요", "문 열어줬음", "구조됐어요".
const RELEASED = /나왔|나옴|풀려났|구조(?:됐|되었|받)|꺼내(?:줬|줌|졌)|열어(?:줬|줌|주니|줘서)|빼(?:줬|냈)|탈출(?:했|함)/;

/** Whether `compact` tells of someone shut in or pinned. */
export function trappedIn(compact: string): boolean {
  return TRAPPED.test(compact) && !isFigurative(compact);
}

/** Whether `compact` tells of getting out or being let out. */
export function releasedIn(compact: string): boolean {
  return RELEASED.test(compact);
}

/** Whether `compact` tells of a body failing now. */
export function bodyFailingIn(compact: string): boolean {
  return BODY_FAILING.test(compact) && !isFigurative(compact);
}

/** Whether `compact` tells of a plain bleed, which follows an act of danger or a cut alike. */
export function bleedingIn(compact: string): boolean {
  return BLEEDING.test(compact);
}

// "담배를 피워서 | 연기가 다 들어와요": smoke from someone smoking is a nuisance, not a fire, though the splitter
// puts the cigarette in the clause before; a fire named as such ("담뱃불 때문에 불났어요") still is one.
const TOBACCO_SMOKE = /담배|담뱃|흡연|전자담배/;
const FIRE_NAMED = /불(?:이|길)|불났|불나|불붙|타는냄새/;

/** Whether the smoke `sentence` (compact) tells of comes from someone smoking, with no fire named. */
export function smokeFromSmoking(sentence: string): boolean {
  return TOBACCO_SMOKE.test(sentence) && !FIRE_NAMED.test(sentence);
}

/** The hotline kind an act belongs to before who is harmed corrects it; a fire has no one to report. */
export function kindOfAct(act: DangerAct): HotlineKind {
  if (act === 'fire') return null;
  if (act === 'sexual') return 'sexual';
  if (act === 'follow' || act === 'intrude') return 'stalking';
  if (act === 'self_harm' || act === 'poison') return 'self_harm';
  return 'violence';
}
