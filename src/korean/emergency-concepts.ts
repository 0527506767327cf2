/**
 * Danger read from concepts rather than phrases: a situation is an emergency
 * when two concepts meet in one stretch of text (a wish to die and the means
 * or a farewell; a threat and a message arriving now; smoke and no way out).
 * Each concept is a small lexicon matched on the text with its spaces taken
 * out, so "약모아뒀어요" and "약 모아 뒀어요" read alike and inflections only
 * need their stem.
 *
 * This detector runs after the phrase triggers of emergency-rules.ts and has
 * its own guards: a window that tells a story, asks a hypothetical question,
 * speaks of the past without a "now", or says the danger is over is skipped.
 */
import type { HotlineKind } from './emergency.js';
import { CHARGED, COOKING, FOUND, HYPOTHETICAL, INHERITANCE, LATE_REMEDY, LEVERAGE, PAST, RECOVERING, REMEDY, ROUTINE_LEAVING, STILL_BUT_SAFE, STORY, WRITTEN_THREAT } from './emergency-guards.js';
import type { Sentence } from './sentences.js';
import { resolveKind } from './emergency-victim.js';
import { CHILD, GRAVE_PAIRS, PILLS, type ConceptPair } from './emergency-grave.js';

/** A wish to die or a farewell. */
const SELF_INTENT = /죽고싶|죽을방법|(?:나|내가|저|제가)(?:는|같은거)?필요없|끝낼거|죽는(?:방법|법)|자살방법|다내려놓고싶|먼저가서(?:죄송|미안)|죽을용기|짐(?:이)?되기싫|(?:제가|내가|나)?(?:없어져도|사라져도)|살이유를?모르|살아있는게(?:너무)?(?:힘들|싫|지겹)|죽어버릴|죽을거|죽으면|살기싫|살고싶지않|살이유가?없|못살겠|못버티겠|버틸힘이없|(?:내가|나)없어지면|사라지면|사라지고싶|(?<![문투])자해|자살|ㅈㅅ|극단적|끝낼래|끝내려|그만하고싶|편히쉬고싶|마지막(?:밤|날|으로인사|인사)|찾지마|(?:다들|모두)안녕|그동안(?:고마웠|감사했|미안했)|미안하다고|이번생|여기까지|그만할래|짐(?:을)?덜어|(?:제가|내가|난|나는)?없을거|끝나겠|실패안할|살아갈자신|죽으려/;
/** "마지막으로 돈 들어온게 8월 말", "마지막으로 본 게 작년": the last time something happened, told as a date, is no last word. */
const LAST_TIME = '[가-힣]{0,6}?(?:들어온|들어왔|입금|갚은|갚았|받은|받았|본게|본거|봤|만난|만났|연락한|연락온|통화한|출근)';
/** What someone says when leaving for good; two of them together are a farewell. */
// Accounts and papers count only when handed over; an apology only when left as a message.
const FAREWELL = new RegExp(`찾지마|마지막이(?:야|에요|예요|다)|(?:고양이|강아지|애들|아이들?)[가-힣]{0,6}?부탁|(?:진짜|이제)안녕|편지(?:도|를)?(?:다)?(?:썼|써놨|남겼)|키워주|떠나요|떠날게|(?:다들|모두)안녕|잘지내|그동안(?:고마웠|감사했|미안했)|마지막(?:밤|날|인사|으로(?!${LAST_TIME}))|남길게|(?:진짜|이제|먼저)갈게|할일이없|다정리했|(?:통장|비번|비밀번호|보험서류)[가-힣]{0,10}?(?:보냈|넘겼|알려줬|적어|맡겼|줘|주세요|가져)|유서|미안하다고(?:전해|남겼|써|적)`, 'g');
/** The farewells that only a last one says (one's accounts handed on among them); "먼저 갈게 다들 안녕" alone is a night out. */
const FAREWELL_FINAL = new RegExp(`찾지마|(?:통장|비번|비밀번호|보험서류)[가-힣]{0,10}?(?:넘겼|맡겼|줘|주세요|가져)|마지막이(?:야|에요|예요|다)|키워주|그동안(?:고마웠|감사했|미안했)|마지막(?:밤|날|인사|으로(?!${LAST_TIME}))|할일이없|다정리했|유서|미안하다고(?:전해|남겼|써|적)`);
/** The means, the place, affairs put in order, or a plan fixed in time. */
const SELF_MEANS = new RegExp(`${PILLS}|번개탄|연탄|밧줄|끈(?:을|샀|사)|대교|다리위|한강|바다|저수지|육교|고가|철교|절벽|방파제|철길|선로|기찻길|옥상|난간|베란다|\\d+층|칼(?!같이|국수|퇴|답)|면도날|전깃줄|세제|강물|물속|신발(?:은|을)?벗어|욕조|창문[가-힣]{0,4}걸터|꼭대기|유서|편지|보험금|맡겼|키워주|다정리했|실행|장소|오늘(?:밤)?(?:으로|로)?(?:정했|갈게|떠나|마실|먹을)|(?:먹으려|마시려|삼키려)|멈출거|(?:오늘|지금|이따)(?:밤|새벽)?에?(?:할거에요|할거야|할게요|할게|하려고|실행)|(?:오늘|지금|이따)(?:밤|새벽)?(?:은|엔|에는|에)?(?:진짜|정말|꼭)(?:할거같|할것같|할거)|오늘밤이?지나면|날이밝으면|(?:오늘|오늘밤|이따|내일)(?:다)?(?:끝낼|끝내|정리할|정리하려)`);

/** Despair or resolve, said alongside a place or a means: worn out, alone, nothing left, going through with it. */
const DESPAIR = /지쳤|지친|지쳐|못버티|더는|더이상|아무도|끝내|마지막|살기싫|의미없|소용없|잘렸|잘리고|막혔|막히고|그냥(?:걸어|뛰어|들어|가려)|걸어들어|뛰어들|뛰어내|뛰면|뛸까|떨어지면|떨어질까/;
/** Said from an edge, or of someone there: goodbye, tears, the way up found, and then no answer. */
const GONE_QUIET = /잘있(?:어|으라|어라|으렴)|안녕(?!하)|울(?:어요|면서|고있|기만)|(?:비번|비밀번호|열쇠)(?:을|를|도)?(?:알아냈|구했|땄)|전화(?:가|도|를)?(?:꺼져|안받)|연락(?:이|도)?안(?:돼|되|닿|받)/;
/**
 * Standing at an edge or by the water or the tracks, told as where one is now, or reported so by someone else
 * ("지금 한강이라고"): a bridge goes by its name and a spot on it ("마포대교 중간쯤이야", "서해대교 갓길이에요").
 */
const AT_THE_EDGE = /(?:(?:한강|다리|대교|철교|건물|아파트)(?:위|난간|꼭대기|옥상|중간|가운데|한가운데|갓길|끝)(?:쯤)?|한강다리|대교|철교|옥상(?:문)?|난간|철로|철길|선로|기찻길|바다|강가|강변|절벽|방파제|저수지|한강)(?:옆|앞|끝)?(?:에|이)?(?:요|에요|예요|이에요|야|이야|임|인데|이라고|라고|서있|앉아있|와있|올라와|넘어왔)/;
/** A means to die kept at hand. */
const MEANS_AT_HAND = /(?:끈|밧줄|번개탄|연탄|농약|수면제|면도칼|면도날|제초제)(?:도|이|은|을)?(?:있(?:어|고|음|다|네|습)|준비|사왔|사놨|챙겨|챙겼)/;

/** Shut away behind a locked door, or not coming out. */
const SHUT_AWAY = /문(?:을)?(?:걸어)?(?:잠그|잠갔|잠궜|잠가|걸어잠)|안나와|안나오|안열어/;
/** A means of ending one's life taken in hand. */
const MEANS_TAKEN = new RegExp(`${PILLS}|욕조(?:에)?물|커터칼|면도칼|면도날|칼(?!국수|퇴|답|같이)|끈(?:도|을|이)|밧줄|번개탄|연탄|농약`);

const PAIRS: ConceptPair[] = [
  // Behind a locked door with a means: "방문 잠갔고 끈도 있어요", "욕실 문 잠그고 안나와요 아까 커터칼 들고 들어갔어요".
  { kind: 'self_harm', act: SHUT_AWAY, context: MEANS_TAKEN },
  { kind: 'self_harm', act: AT_THE_EDGE, context: new RegExp(`${DESPAIR.source}|${GONE_QUIET.source}`) },
  {
    kind: 'self_harm',
    // Someone else gone up to an edge, having said they would end it: "엄마가 죽어버리겠다고 지금 옥상에 올라갔어요".
    // 죽겠다 alone is left out ("더워 죽겠다고 옥상에 올라갔어요" is an idiom).
    act: /(?:옥상|난간|지붕|다리|대교|철교|한강|베란다|창틀)(?:위)?(?:에|으로|로|쪽으로)?(?:올라|나|뛰어|걸어)(?:갔|가있|가서)/,
    context: /죽어버리|죽어버린|뛰어내리|뛰어내린|자살|끝내겠|끝낸다|살기싫|못살겠/,
  },
  { kind: 'self_harm', act: MEANS_AT_HAND, context: DESPAIR },
  {
    kind: 'self_harm',
    // Someone who says they took pills and now does not answer.
    act: /(?:수면제|안정제|진통제|농약|약)(?:을|를)?[가-힣]{0,4}?(?:먹었다|삼켰다|털어넣었다)(?:고|는|며)/,
    context: /전화(?:를|도)?안받|연락(?:이|도)?안(?:돼|되|닿)|답(?:이|장이|장도)?없|안읽/,
  },
  {
    kind: 'stalking',
    // A message saying the sender sees where one is this minute.
    // "너 지금 빨간 코트 입었네": what the writer wears or does this minute, told back, is being watched.
    act: /(?:너|니|당신)(?:를|가|네)?[가-힣]{0,8}?(?:보고있|보인다|보여|지켜보)|(?:너|니|당신)지금[가-힣]{0,10}?(?:입었네|입고있네|있네|하네|가네|먹네)/,
    context: /(?:문자|카톡|톡|메시지|메세지|dm|디엠)[가-힣"']{0,12}?(?:왔|와)|(?:방금|지금)[가-힣"']{0,12}?(?:왔|와)/,
  },
  { kind: 'self_harm', act: SELF_INTENT, context: SELF_MEANS },
  {
    kind: 'self_harm',
    // A window opened high up, in despair: "너무 힘들어서 창문 열어놨어요 15층이에요".
    act: /창문[가-힣]{0,4}열[가-힣]{0,10}?(?<!\d)(?:[5-9]|\d{2})층|(?<!\d)(?:[5-9]|\d{2})층[가-힣]{0,10}?창문[가-힣]{0,4}열/,
    context: /힘들어서|지쳤|지쳐|못버티|더는|더이상|끝내|마지막|살기싫/,
  },
  // A last word left, and then no answer: "유서 남기고 나갔대요 연락이 안돼요".
  { kind: 'self_harm', act: FAREWELL_FINAL, context: GONE_QUIET },
  {
    kind: 'sexual',
    // Someone too drunk to say no, gone off in a stranger's car or with strangers.
    act: /(?:모르는|낯선|처음보는)(?:남자|사람|아저씨|놈)[가-힣]{0,6}?(?:차에(?:탔|태워)|따라갔|데려갔|데리고갔|끌고갔)/,
    context: /취해|취한|만취|정신(?:이)?없|연락(?:이)?안|전화(?:를)?안받/,
  },
  {
    kind: 'self_harm',
    // Means taken already: pills swallowed, a wound let bleed.
    act: new RegExp(`${PILLS}(?:을|를)?(?:[가-힣0-9]{0,12}?)(?:삼켰|먹었|털어넣|털어먹|통열)|피(?:가)?계속나|피가?멈추(?:질|지)않|피를?멈추게하기싫|(?:커터칼|면도칼|칼)로?(?:팔|손목|허벅지)`),
    context: /(?:\d{2,}|열|스무|서른|마흔|쉰|수십|몇십)알|그은|그었|면도날|(?:한|두|세|네|\d)통(?:을|을다|다|전부)|통째|전부|한달치|모아둔|다털어|울렁|잠이안|편해|멈추게하기싫|멈출수|긋/,
  },
  {
    kind: 'self_harm',
    // Poison or a means of suffocation bought, and the day fixed.
    act: /(?:농약|번개탄|연탄|밧줄|수면제|제초제|면도칼|커터칼|전깃줄)[가-힣]{0,8}?(?:(?:사다|사|구해|준비해|꺼내|챙겨|옆에)?(?:놨|놓았|왔|뒀)|샀|구했|준비했|(?:옆에|앞에|손에)있)/,
    context: /오늘|지금|이따|마실|먹을|피울|욕조|물받아|차안에서|하려고/,
  },
  {
    kind: 'violence',
    // A threat arriving now; one that merely keeps arriving by message is a case to take.
    act: /죽여|죽인|죽을줄|각오해|찾아간|찾아갈|가만안|자른다|자를거|끝장|묻어버|보복하/,
    context: /방금|지금(?!까지|은|도)|오늘|기다(?:리|린|려)/,
  },
  {
    kind: 'violence',
    // A threat with someone waiting or coming where one is; a threat to sue is not danger.
    act: /협박(?:해|하고|중|당하고)/,
    context: /기다(?:리|린|려)|(?:집|학교|회사|문)앞|찾아(?:온|올|와|간|갈)|칼|흉기/,
  },
  {
    kind: null,
    // Fire or gas with no way out, or its effect being felt: no one to report, so the general 112/119 message.
    act: /불(?:이)?났|불난|불붙|불길|연기(?:가|로)?[가-힣]{0,4}?(?:나|들어|내려|올라|차|가득|자욱|꽉|새)|가스냄새|가스(?:가)?새|가스밸브|타는냄새/,
    context: /안열려|안열어|못나가|갇혀|잠겨|잠겼|막혀|아직안에|안에있|안보여|어지러|머리(?:가)?아파|메스꺼|토할|숨(?:이|을)?(?:못|막)|살려|일부러|죽자/,
  },
  {
    kind: 'violence',
    // Not let out of a car, a room or a door, by someone there now. "안보내" and "문을 안열어" are left out:
    // a deposit not sent back or an office that will not open its door is a case, not a danger.
    act: /내리지(?:도)?못|못내리게|못나오게|못나가게|문(?:을)?막고|세워달라|내려달라|내려달래|세워달래|안세워|문(?:을)?잠(?:갔|궜|그)/,
    context: /지금|계속|무시|달려|고있|막|자꾸|반대로|웃기만|모르는길|이상한(?:길|데)/,
  },
  {
    kind: 'sexual',
    // Held or shut in where sex is pressed for, or after being made to drink.
    act: /안놔|안놓아|못가게|안보내|문을?잠갔|문잠그|문을?잠그/,
    context: /모텔|호텔|자취방|들어가자|자고가|같이자|술(?:을)?먹인|술(?:을)?먹이|정신이없/,
  },
  {
    kind: 'stalking',
    // Followed home and still there.
    // Followed up the stairs, down or inside is followed all the same ("따라 올라왔어요 지금 계단에 있어요").
    act: /따라(?:올라|내려|들어)?(?:왔|와서|옴|오더니)|쫓아(?:올라|내려|들어)?(?:왔|와서|옴)/,
    context: /아직|(?:서|앉아|기다리고|숨어)있|문앞|계단|복도|현관|창문/,
  },
  {
    kind: 'violence',
    // Harm told as going on, in someone's report ("엄마가 때린다고 했어요").
    act: /때린다고|때린대|맞는다고|맞고있대|맞는대|때리고있대/,
    context: /방금|지금|울면서|전화|문자|톡/,
  },
  {
    kind: 'self_harm',
    // Pills gathered and laid out, now.
    act: new RegExp(`${PILLS}(?:을|를)?(?:모아|모았|모은|모아둔|샀|사놨|사다놨|구했)`),
    context: /지금|오늘|이따|책상|옆에|앞에|물이랑/,
  },
  {
    kind: 'child',
    // A household poison swallowed by a child.
    act: /(?:락스|표백제|세제|부동액|농약|살충제|약)(?:을|를)?(?:다|한통|한병)?(?:마셨|마신|먹었|먹은|삼켰)/,
    context: new RegExp(`${CHILD}|\\d{1,2}개월|(?<!\\d)[1-9]살`),
  },
  {
    kind: 'self_harm',
    // A household poison swallowed.
    act: /(?:락스|표백제|부동액|농약|제초제|살충제|세제)(?:을|를)?(?:다|한병|한통)?(?:마셨|먹었|삼켰|마시려|마실|먹을)/,
    context: /방금|지금|속이|죽|타는|토|미안|오늘/,
  },
  {
    kind: 'sexual',
    // Touched on the way, and pressed to go to a motel.
    act: /만지(?:면서|고있|는중)|만져요|더듬(?:어요|고있|는중)/,
    context: /모텔|호텔|가재|가자고(?!했)|안놔|못내리/,
  },
  {
    kind: 'sexual',
    // Touched and not let out: "택시 기사가 다리 만지고 문을 안 열어줘요".
    act: /만지|만져|더듬/,
    context: /문(?:을)?안열어(?:줘|주)|안내려(?:줘|주)|안세워|못내리|못나가게|안놔/,
  },
  {
    kind: 'sexual',
    // A driver who stops and climbs over into the back seat.
    act: /(?:뒷자리|뒷좌석|뒤쪽|옆자리|조수석)(?:로|으로)?넘어(?:오|와)/,
    context: /세우|세워|외딴|모르는길|이상한(?:길|데)|지금/,
  },
  {
    kind: 'violence',
    // Scalding water or oil thrown, or about to be.
    act: /(?:뜨거운|끓는)(?:물|기름|커피|국|차)/,
    context: /부었|붓|부으|부어|뿌|들고/,
  },
  {
    kind: 'child',
    // A child being lured or taken by a stranger.
    act: new RegExp(`(?:어떤|모르는|낯선|처음보는)(?:남자|사람|아저씨|여자)[가-힣]{0,24}?(?:데려가려|태우려|타려|차로데려|데리고가려|따라오라|안고|(?:타|오|가자|따라가자)(?:라고|래|래요|라며|라면서))`),
    context: new RegExp(CHILD),
  },
  {
    kind: 'child',
    // A child pressed for pictures, now; a baby left in a car.
    act: /사진(?:을)?보내라|(?:아기|애기|아이)를?[가-힣]{0,6}차(?:안|속)에|차(?:안|속)에[가-힣]{0,4}(?:아기|애기|아이)/,
    context: /협박|계속|지금|안와|뜨거|더워|잠겨|닫혀|\d{2}도/,
  },
  {
    kind: 'violence',
    // Beaten, and afraid to go back to where it happened, or the one who did it coming to fetch them.
    act: /맞아서|맞고와|맞고왔|때려서|때렸다고|맞았다고|멍투성이/,
    context: /집에?(?:못|안)(?:가|들어)|무서워서못|집에가기(?:가)?무섭|(?:데리러|찾으러)(?:온대|와요|오고있|왔)/,
  },
  {
    kind: 'violence',
    // Something given to drink, then the body failing.
    act: /(?:준|주는|건넨|타준)(?:술|음료|음료수|커피|물)|(?:술|음료|커피)에(?:뭐|약)/,
    context: /빙빙|어지러|몽롱|힘이(?:없|안|빠)|다리가풀|눈앞이|정신이/,
  },
  {
    kind: 'child',
    // A child shut out, hanging, hurt or alone, with no adult to help (a child up on a ledge is a peril of
    // place, read in emergency-perils.ts, where a bed's rail is told apart).
    act: new RegExp(`${CHILD}(?:[가-힣]{0,16})(?:맨발|쫓겨나|매달려|멍투성이|문열어달라|문두드|못먹었|데었|울기만|울고만|울고있|울(?:고|면서)(?=[가-힣]{0,12}(?:시간째|어른|아무도|부모|보호자)))`),
    // No grown-up to be seen is a child alone however it is put ("부모가 안보여요", "엄마는 없고").
    context: /시간째|영하|창문밖|베란다|난간|어른(?:들)?(?:이|은|도)?없|아무도없|(?:부모|엄마|아빠|어른|보호자)[가-힣]{0,3}?(?:안보|없)|연락이?안|안열어|못가게|지금|며칠째/,
  },
  {
    kind: 'child',
    // A child heard crying who has suddenly gone quiet, with no adult there.
    // ("애 우는 소리": 애 right before the crying is a child too).
    act: new RegExp(`(?:${CHILD}|애)[가-힣]{0,6}?우는소리[가-힣]{0,24}?(?:끊겼|끊겨|멈췄|안들려|조용해)`),
    context: /어른(?:들)?(?:이|은|도)?없|아무도없|혼자/,
  },
  {
    kind: 'child',
    // A child driven off by someone drunk.
    act: new RegExp(`${CHILD}(?:를|을)?[가-힣]{0,4}?(?:태우고|태워서|싣고)[가-힣]{0,6}?운전`),
    context: /술(?:에)?(?:취|먹|마시|마셨)|취해|취한|만취|음주/,
  },
  {
    kind: 'child',
    // A child not let off a vehicle that has been locked or left.
    act: new RegExp(`${CHILD}[가-힣]{0,6}?안내(?:렸|린|렸대)`),
    context: /잠그|잠겨|잠갔|잠궜|가버렸|퇴근|연락(?:이)?안/,
  },
  {
    kind: 'child',
    // A child gone from sight by the water, being searched for.
    act: new RegExp(`${CHILD}[가-힣]{0,14}?(?:안보(?:여|이|인|임)|없어졌|사라졌)`),
    // Gone a moment ago ("5분전까지 있었는데") or in a crowd is a child lost now, not a case of last year.
    context: /물에빠|수영장|바다|계곡|강가|저수지|호수|찾고있|찾는중|(?:\d+분|방금|아까|조금)전?까지|(?:마트|공원|놀이터|백화점|시장|쇼핑몰|놀이공원|축제|터미널)/,
  },
  {
    kind: 'child',
    // A minor with a stranger met online or seen getting into a car.
    // A grown-up met through a chat is a stranger too ("랜덤채팅 남자 만나러 간다고").
    act: new RegExp(`${CHILD}(?:[가-힣0-9]{0,20})(?:모르는(?:남자|사람|어른|아저씨)|(?:만난|채팅|랜챗|톡|앱|sns|인스타)(?:으로|에서)?(?:만난)?(?:남자|사람|어른|아저씨))`),
    context: /차에?타|차에?탔|자취방|집에|못나오|만나러|방금|지금|전화(?:를|도)?안받|연락(?:이|도)?안(?:돼|되|닿)/,
  },
  {
    kind: 'child',
    // A small child whose body is failing: not breathing, blue, foaming, limp, not answering.
    act: /숨(?:을)?(?:헐떡|못쉬|안쉬)|입술이?(?:파래|퍼래|새파래)|얼굴이?(?:파래|보라|새파래)|거품|의식이?없|축(?:처|쳐)|안깨(?:요|어나|네)|경련|대답이?없|늘어졌|늘어져|울지도않|소리를?못내|쓰러져/,
    context: new RegExp(`${CHILD}|\\d{1,2}개월|(?<!\\d)(?:[1-9]|1[0-2])살|세살|네살|다섯살`),
  },
  {
    kind: 'violence',
    // Fuel brought in and a flame at hand.
    act: /(?:휘발유|휘발류|등유|시너|신나|석유|기름)(?:통|을|를)?(?:[가-힣]{0,4})(?:뿌|부어|부었|들여|가져|사다|사왔|들고)/,
    context: /라이터|성냥|불(?:을|붙|지|질)|토치/,
  },
  {
    kind: 'violence',
    // Sounds of someone being hurt, heard now.
    act: /(?:비명|울부짖|살려(?:달라|주세요)|그만하라|잘못했어요|때리는|맞는|부딪히는|깨지는)(?:하는|는|고)?소리/,
    // Heard in the present: "찢는 소리나요".
    context: /\d+분째|계속(?:나|들)|지금|방금|아까부터|소리(?:가)?(?:나요|들려)/,
  },
  {
    kind: 'stalking',
    // Someone passing for a delivery or a meter reader to get the door opened.
    act: /(?:기사|검침원|직원|경찰|택배)(?:인척|라고하는|라면서|이라면서|사칭)|인척하/,
    context: /문(?:을)?열어|문(?:을)?두드|초인종|안가|따라왔/,
  },
  {
    kind: 'stalking',
    // Someone moving outside a window or on a ledge where no one should be.
    act: /발자국소리|인기척|창문(?:을)?여는소리|사람그림자/,
    context: /혼자|베란다|창문|실외기|\d층|지금/,
  },
  {
    kind: 'stalking',
    // Someone who threatens or stalks, on the way and minutes off: "위치 찍어 보내면서 5분 뒤에 도착한다고 해요".
    // An arrival alone is a delivery or a visit; with the threat or the tracking named it is someone coming for the writer.
    act: /(?:\d+|몇|십|이십|삼십)분(?:뒤|후|안|내|이면)(?:에|로)?[가-힣]{0,6}?(?:도착|간다|갈게|갈거|온다|온대|올거|와요)|(?:곧|거의다)(?:도착|온다|온대|왔)/,
    context: /협박|스토커|스토킹|접근금지|차단(?:한|했)|따라다니|위치(?:를)?(?:찍|보내|알아|추적)|죽여|가만안/,
  },
  {
    kind: 'stalking',
    // A stalker close by, just now.
    act: /스토커|접근금지(?:걸린|받은|명령받은)/,
    context: /같이탔|같은[가-힣]{0,6}탔|(?:방금|지금)[가-힣]{0,8}(?:탔|왔|있)|따라(?:오|와)|앞에(?:서|와|있)|와있|서있|앉아(?:있|서)|들어와|(?:방금|지금)[가-힣]{0,14}들어왔/,
  },

  {
    kind: 'self_harm',
    // Walking into the water, the water rising on the body.
    act: /(?:바다|강|강물|저수지|호수|물)(?:에|로|속으로|속에)?(?:걸어)?들어가(?:고있|는중|요|는)/,
    context: /물이(?:허리|가슴|목|무릎)|혼자|지금|더는|그냥/,
  },
  {
    kind: 'self_harm',
    // Shoes taken off at the water or the edge.
    act: /신발(?:은|을|도)?(?:벗어|벗었)/,
    context: /강|한강|다리|대교|바다|옥상|난간|물이|강물|저수지/,
  },

  {
    kind: 'violence',
    // A burglar or an intruder inside, with the person hiding or hearing them now.
    act: /(?:집|방|가게)에(?:강도|도둑)|(?:강도|도둑)(?:이|가)?(?:들었|들어왔|들어와)|누가(?:들어왔|침입)|침입자/,
    context: /숨어|숨었|뒤지는|소리|아직|지금|방금|거실에|안방/,
  },

  {
    kind: 'self_harm',
    // Exhaust led into a car.
    act: /배기구|배기가스/,
    context: /호스|창문|시동|테이프/,
  },
  {
    kind: 'stalking',
    // Footsteps that stop when one stops.
    act: /발소리|발걸음/,
    context: /멈추면|멈춰|따라(?:오|와)|쫓아(?:오|와)/,
  },
  {
    kind: 'child',
    // A child held out over a drop: "애를 베란다 밖으로 들고 흔들면서".
    act: new RegExp(`${CHILD}[가-힣]{0,6}?(?:베란다|창문|창|난간|옥상)(?:밖|너머|위)(?:으로|로|에)?[가-힣]{0,4}?(?:들고|내밀|매달|던지|흔들)`),
    context: /지금|고있|면서|려고|는중/,
  },
  {
    kind: 'self_harm',
    // Asking what drop or dose kills for sure, from somewhere high up now: the plan has its means.
    act: /(?:떨어져야|뛰어내려야|먹어야|마셔야)[가-힣]{0,6}?(?:확실히|바로|한번에)?죽|확실히죽|(?:안아프게|한번에|깔끔하게)죽/,
    context: /(?<!\d)\d{1,2}층|옥상|난간|다리위|대교|지금|손에|모아/,
  },
  {
    kind: 'self_harm',
    // Gone by a time already set, with an apology or despair: "내일 아침엔 저 없을거에요 애들한테 미안해요".
    act: /(?:내일|오늘밤|이따|날밝으면|아침)(?:아침|밤|새벽)?(?:엔|에는|이면|되면|쯤)?(?:저|제가|나|내가|난|전)?(?:는)?(?:없을거|없을꺼|없겠|세상에없|사라질거|사라져있)/,
    context: /미안|고마웠|안녕|부탁|못버티|힘들|지쳤|더는|더이상/,
  },
  {
    kind: 'violence',
    // Cut or stabbed and bleeding while whoever did it is still at hand.
    act: /(?:칼|흉기|병|유리|낫|가위)(?:에|로)[가-힣]{0,4}?(?:베였|찔렸|베임|찔림)|(?:베였|찔렸)/,
    context: /아직(?:옆|앞|거기|여기|안|도)|피(?:가)?(?:많이|계속|안멈|철철|줄줄)/,
  },
  {
    kind: 'stalking',
    // Someone keeping near the writer: waiting outside, watching from across, circling, stopping when the writer stops.
    act: /(?:밖|건너편|맞은편|길건너|근처|주변)(?:에서)?[가-힣]{0,8}?(?:기다리|기다림|기다려|쳐다|지켜보|노려|서성|맴돌)|맴돌|서성(?:거리|이)|멈추면[가-힣]{0,3}?멈추|서면[가-힣]{0,2}?서고|(?:렌즈|외시경|도어뷰)[가-힣]{0,4}?(?:가리|막)/,
    // 계속 alone tells a pattern ("계속 집 근처를 서성이고 문자로 …"), a case to take rather than this minute.
    context: /지금|아직|아까부터|시간째|오늘|뒤에|골목|숨소리|문앞|현관/,
  },
  {
    kind: 'stalking',
    // Staying at the door until let in or met: "문 열 때까지 안 간다고".
    act: /(?:문열때까지|문열어줄때까지|열어줄때까지|나올때까지|만나줄때까지|만날때까지)[가-힣]{0,4}?(?:안간|안가|기다|버티|있겠|못가)/,
    context: /집앞|문앞|현관|왔다|와있|지금|밖/,
  },
  ...GRAVE_PAIRS,
];

// A window is what people say in one breath: the sentence and the two after, as the
// splitter also cuts at verb-like endings inside one sentence ("올라가 | 있어요").
function windowAt(sentences: Sentence[], index: number): string {
  return sentences
    .slice(index, index + 3)
    .map((s) => s.text)
    .join(' ');
}

// Going somewhere for pleasure: a trip's "마지막 날" by the sea is the end of a holiday, chicken by the river a picnic.
const LEISURE = /여행|놀러|휴가|산책|구경|데이트|바캉스|관광|펜션|캠핑|낚시|치킨|치맥|라면|피크닉|돗자리|자전거|러닝|불꽃놀이|야경/;
// Words that place the writer without saying anything else.
const PLACING_ONLY = /지금|여기|현재|혼자|한강|\d+층|(?:저|나)(?:는|도)?|[^가-힣]/g;
// The last day or night of a trip is a date, not a farewell.
const LAST_DAY = /마지막(?:날|밤)/g;

/**
 * A message that says only where the writer stands, at an edge or by the water ("지금 옥상이에요"),
 * brings nothing to a legal intake but the place: with no errand, matter or company named, it is a cry.
 */
function placeAloneAtEdge(whole: string): boolean {
  const compact = whole.replace(/\s+/g, '');
  const place = AT_THE_EDGE.exec(compact);
  if (place === null) return false;
  // A bridge goes by its name ("마포대교 위에요"): the name is part of the place.
  const before = compact.slice(0, place.index).replace(PLACING_ONLY, '');
  const named = /^(?:대교|다리|철교)/.test(place[0]) ? before.replace(/^[가-힣]{1,3}$/, '') : before;
  return `${named}${compact.slice(place.index + place[0].length).replace(PLACING_ONLY, '')}`.length === 0;
}

// Laughter marks a joke or an idiom.
const LAUGHTER = /[ㅋㅎ]{2}/;
// Someone behind a door who does not answer is not answering now.
const NOW = /지금|방금|현재|당장|오늘|이따|곧|아직|고있|는중|중이|대답(?:이|을|도)?(?:없|안)/;
// 아직 does not place a threat in this minute ("아직 신고는 안했어"); someone waiting for the writer does.
// So does where someone is, reported in the present ("가게 앞이래요").
const THIS_MINUTE = /지금(?!은|까지)|방금|당장|이따|곧|오늘|기다(?:리|린|려)|(?:고|와)있|(?:앞|밖|로비|1층|주차장)(?:이래|이라고)/;
const SAFE = /지금은(?:괜찮|안전|아니|잘)|이제는?(?:괜찮|안전)/;
// Whoever stood or waited there and then went is no one there now: "서성이다가 갔어요".
const WENT_AWAY = /(?:다가|더니)(?:그냥)?(?:갔|가버렸|가셨|사라졌|돌아갔|떠났)/;

// Two different farewells, one of them final, outside a routine leaving.
function isFarewell(compact: string): boolean {
  const distinct = new Set(Array.from(compact.matchAll(FAREWELL), (m) => m[0])).size;
  return distinct >= 2 && FAREWELL_FINAL.test(compact) && !ROUTINE_LEAVING.test(compact);
}

function guarded(window: string): boolean {
  const compact = window.replace(/\s+/g, '');
  if (STORY.test(window) || HYPOTHETICAL.test(window) || REMEDY.test(window) || LAUGHTER.test(compact) || SAFE.test(compact) || RECOVERING.test(compact)) return true;
  // "…한 적 있어요 지금 고소 가능한가요": the "now" of a remedy asked late does not bring the past into this minute;
  // nor is an act named as the charge of a complaint made ("때렸다고 가정폭력으로 신고당했어요") going on, unless a "now" says so.
  return (PAST.test(window) || CHARGED.test(window)) && !NOW.test(compact.replace(LATE_REMEDY, ''));
}

/**
 * The kind and sentence of the first concept pair that meets in one window, if
 * any, among the kinds `accepts` lets through (all by default).
 */
export function detectByConcepts(
  sentences: Sentence[],
  accepts: (kind: HotlineKind, span: string) => boolean = () => true,
): { kind: HotlineKind; sentence: Sentence } | null {
  const whole = sentences.map((s) => s.text).join(' ');
  if (sentences.length > 0 && placeAloneAtEdge(whole) && accepts('self_harm', whole)) return { kind: 'self_harm', sentence: sentences[0]! };
  for (let index = 0; index < sentences.length; index++) {
    const window = windowAt(sentences, index);
    const compact = window.replace(/\s+/g, '');
    if (isFarewell(compact) && !guarded(window) && accepts('self_harm', window)) return { kind: 'self_harm', sentence: sentences[index]! };
    for (const pair of PAIRS) {
      if (!pair.act.test(compact) || !pair.context.test(compact) || guarded(window)) continue;
      if (pair.kind === 'self_harm' && (COOKING.test(compact) || INHERITANCE.test(compact))) continue;
      if (pair.kind === 'child' && FOUND.test(compact)) continue;
      if (pair.kind === 'stalking' && WENT_AWAY.test(compact)) continue;
      // A threat hung on what the writer may do, or left in writing, is leverage unless something is said of this minute.
      if (pair.kind === 'violence' && (LEVERAGE.test(window) || WRITTEN_THREAT.test(window)) && !THIS_MINUTE.test(window.replace(STILL_BUT_SAFE, '').replace(/\s+/g, ''))) continue;
      // On a trip, a place is where one went for pleasure and its last day a date: an edge only with a wish to die.
      if (pair.kind === 'self_harm' && LEISURE.test(compact) && !SELF_INTENT.test(compact.replace(LAST_DAY, ''))) continue;
      const kind = pair.kind === null ? null : resolveKind(pair.kind, window, whole);
      if (accepts(kind, window)) return { kind, sentence: sentences[index]! };
    }
  }
  return null;
}

