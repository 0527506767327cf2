/**
 * Concept pairs for grave danger told by its means and its moment rather than
 * by a word of danger (round 13): the means of self-harm prepared or about to
 * be used, a weapon held on the writer, someone waiting now who says they are
 * armed, a stalker who came in or tells the writer what they wear this minute,
 * someone too drunk or drugged to refuse taken out by strangers, a sexual
 * attempt with the doer still there and no way away, a child who swallowed
 * something and shows it, a child left alone for days, someone gone from sight
 * in the water, a body caught in a machine and bleeding.
 *
 * The pairs run inside detectByConcepts (emergency-concepts.ts) and pass its
 * guards: a story, a hypothetical, a remedy asked, the past without a "now",
 * laughter, "지금은 괜찮아요", a child found.
 */
import type { HotlineKind } from './emergency.js';

export interface ConceptPair {
  kind: HotlineKind;
  /** What is happening or intended. */
  act: RegExp;
  /** What makes it danger: the means, the moment, the lack of a way out. */
  context: RegExp;
}

// Spacing-free lexicons. 약 is not 약속, 계약, 예약, 요약 or 절약.
// Bare 약 counts only with what is done to it (약을, 약통, 약 모아): 계약, 위약금, 요약 and 약속 are not pills.
export const PILLS = '(?:수면제|유도제|안정제|진통제|타이레놀|농약|(?<![계예요절공위규조서언제])약(?=을|를|통|봉지|모아|다|전부|\\d|한달치|몇|들))';
// Without spaces 애 is only a child before a particle (not 애인, 애매).
export const CHILD = '(?:아이|애기|아기|꼬마|갓난|영아|애(?=가|를|는|한테|들|의|하나|혼자|안고|업고|데리고|태우고|에요|예요)|딸|아들|조카|손주|(?:내|우리)새끼|초등학생|초딩|중학생|고등학생|중[1-3]|고[1-3]|미성년)';

/** Pills kept for the purpose: "모아둔 약", "사둔 수면제". */
const PILLS_KEPT = `(?:(?:모아둔|모은|모아놓은|사둔|쌓아둔)(?:약|${PILLS})|${PILLS})`;
/** Something small a child can swallow. */
const SWALLOWABLE = '(?:건전지|배터리|전지|자석|동전|단추|구슬|옷핀|핀|바둑알|레고|장난감)';
/** Someone not known to the one being taken. */
const STRANGER = '(?:모르는|낯선|처음보는)(?:남자|사람|아저씨|놈|여자)(?:들|둘|두명|셋|세명)?';
/** Someone the writer may be with at the water. */
const COMPANION = '(?:친구|동생|남편|아내|와이프|엄마|아빠|형|언니|오빠|누나|일행|사람|할머니|할아버지)';
/** The body told as failing or hurt, or a sign of it. */
const SYMPTOM = /토하|토해|토했|토를|구토|배(?:가)?아프|아파|숨(?:을)?(?:못|헐|안)|침(?:을)?흘|기침|캑캑|울고|울어|울면서|울고불고|얼굴이|피(?:가|를)/;

export const GRAVE_PAIRS: ConceptPair[] = [
  {
    kind: 'self_harm',
    // Pills about to be taken all at once: "모아둔 약 지금 다 털어넣으려구요" (not "한번에 다 먹으면 안된다는데").
    act: new RegExp(`${PILLS_KEPT}[가-힣]{0,8}?(?:털어넣(?:으려|을|겠|는다)|다(?:먹으려|먹을거|먹을게|삼키려|삼킬))`),
    context: /지금|오늘|이따|마지막|다털|다먹|다삼|입에/,
  },
  {
    kind: 'self_harm',
    // A bottle emptied, the body feeling it: "약통에 있던거 다 먹었어요 좀 어지럽네요".
    act: new RegExp(`${PILLS}[가-힣]{0,6}?(?:있던|든)거(?:를)?다(?:먹었|삼켰|털어넣었)`),
    context: /어지러|어지럽|몽롱|졸려|울렁|토할|속이|미안|말해두/,
  },
  {
    kind: 'self_harm',
    // A cord tied to where one hangs it: "문고리에 줄 묶어놨어요".
    act: /(?:문고리|천장|옷걸이|행거|샤워기|방문|옷장|난간|봉)(?:에|에다)?[가-힣]{0,4}?(?:줄|끈|밧줄|넥타이|전깃줄|벨트)(?:을|를|도)?[가-힣]{0,2}?(?:묶|걸|매)/,
    context: /오늘|지금|이따|못넘길|멈출|무서|마지막|못버티|더는|더이상|끝/,
  },
  {
    kind: 'self_harm',
    // A last word left and the end fixed in time: "유서는 다 써놨어요 … 오늘 밤이 끝이라서요".
    act: /유서(?:는|를|도)?(?:다)?(?:써|썼|남겼|적어)|마지막(?:편지|인사)|(?:이|이거|이문자|이메시지|이글|이톡)(?:를|을)?(?:보면|볼때|읽으면|읽을때)/,
    context: /(?:오늘|오늘밤|이따|내일|이번주)(?:이|가|은|밤이)?(?:끝|마지막)|(?:이미|벌써)(?:없을|없겠|떠났|죽었)|(?:나|난|저|전)(?:는)?(?:이미|벌써)?(?:없을거|세상에없)/,
  },
  {
    kind: 'violence',
    // A weapon held on the writer or someone there: "제 목에 칼 대고 움직이지 말래요".
    act: /(?:목|배|얼굴|등|옆구리|머리|가슴)(?:에|에다|에다가)?(?:칼|흉기|가위|송곳|낫|총|드라이버|깨진병)(?:을|를)?(?:대고|들이대|겨누|갖다대|대고있)|(?:칼|흉기|가위|송곳|낫|총)(?:을|를)?(?:들이대|겨누)/,
    context: /말래|하래|내놓|움직이|고있|대고|지금|몰래|숨어|살려/,
  },
  {
    kind: 'violence',
    // Someone waiting where the writer is who says they came armed: "로비에서 기다린대요 칼 가져왔다고 문자옴".
    act: /기다린대|기다린다고|기다리고있대|와있대|와있다고|(?:앞|로비|밖|1층|주차장)(?:이래|이라고|에있대|에있다고)/,
    context: /(?:칼|흉기|망치|방망이|쇠파이프|총|도끼)(?:을|를|도)?(?:가져왔|들고왔|챙겨왔|갖고왔|갖고있|들고있)/,
  },
  {
    kind: 'stalking',
    // A stalker or an ex who came in or waits now, told by someone or in their own message.
    act: /(?:스토커|접근금지(?:걸린|받은|명령받은)|전남친|전남편|전여친|전애인|헤어진(?:남친|여친|남자|여자))[가-힣0-9]{0,24}?(?:기다린다고|기다린대|와있대|와있다고|들어왔|들어와|찾고있대|찾고있어)/,
    context: /방금|지금|나올때까지|안간대|안간다고|찾고있|문자|카톡/,
  },
  {
    kind: 'violence',
    // The writer bound by someone who may come back: "제 손을 묶어놓고 나갔어요 겨우 폰 잡았어요".
    act: /(?:제|내|저를|나를)(?:손|손발|발|몸|팔)?(?:을|를)?[가-힣]{0,4}?(?:묶어놓|묶어놨|묶어두|묶었|묶여|결박)/,
    context: /겨우|몰래|못움직|못풀|지금|풀어|살려|나갔|들어오/,
  },
  {
    kind: 'stalking',
    // A message telling back what the writer wears or does this minute: "'지금 파란 잠옷 입고 있네' 문자 왔어요".
    act: /지금[가-힣]{0,12}?(?:입고있네|입었네|앉아있네|서있네|하고있네|먹고있네|자려고하네|들어갔네)/,
    context: /(?:문자|카톡|톡|메시지|메세지|dm|디엠)[가-힣"']{0,12}?(?:왔|와|옴)|(?:방금|지금)[가-힣"']{0,12}?(?:왔|와|옴)/,
  },
  {
    kind: 'stalking',
    // A car or a rider that followed, stopping where the writer stopped and coming on: "뒤따라오던 차도 같이 서더니 … 걸어옴".
    act: /(?:뒤따라오던|따라오던|쫓아오던)[가-힣]{0,10}?(?:섰|서더니|멈췄|멈추더니|세우더니|내려서|내리더니)/,
    context: /(?:쪽|으로|로)(?:걸어(?:오|와|옴)|다가(?:오|와|옴)|오고있|와요|옴)|올라오|따라들어|계단|현관|앞에/,
  },
  {
    kind: 'sexual',
    // Someone too drunk or drugged to refuse, being taken out by strangers.
    act: new RegExp(`${STRANGER}[가-힣]{0,10}?(?:데리고나가|데려나가|끌고나가|데려가려|데리고가려|태우려|끌고가|데려다준다고|부축해)`),
    context: /취해|취했|취한|만취|정신(?:을|이)?(?:잃|없|못)|몸(?:을)?못가누|뭘마시고|약(?:을)?탄|인사불성|한잔마시고/,
  },
  {
    kind: 'sexual',
    // A sexual attempt just now with the doer still about and no way to get away.
    act: /바지(?:를)?내리|옷(?:을)?벗기|덮치|(?:침대|이불)(?:로|에|속으로)(?:와|들어와|들어왔)|만지려|끌어안/,
    // The doer still in the house is named by where they are: "카운터에 있어요".
    context: /외진|산골|섬이라|(?:갈|도망갈|피할)(?:데|곳)(?:가|도)?없|택시(?:도|가)?안잡|못나가|나갈수가없|(?:카운터|거실|옆방|아래층|1층|문앞|방앞)에(?:있|앉아|서있)/,
  },
  {
    kind: 'child',
    // Something small swallowed by a child, and the body showing it.
    act: new RegExp(`${SWALLOWABLE}(?:을|를)?[가-힣0-9]{0,6}?(?:삼켰|삼킨|먹었|먹은)`),
    context: new RegExp(`(?:${CHILD}|\\d{1,2}개월|(?<!\\d)[1-9]살)[가-힣0-9]{0,30}?(?:${SYMPTOM.source})`),
  },
  {
    kind: 'child',
    // A child left alone for days, heard or calling now.
    act: new RegExp(`${CHILD}[가-힣0-9]{0,12}?(?:며칠|이틀|사흘|나흘|\\d일)째[가-힣]{0,10}?(?:혼자|버려|방치)|${CHILD}[가-힣]{0,10}?(?:혼자|버려|방치)[가-힣]{0,10}?(?:며칠|이틀|사흘|나흘|\\d일)째`),
    context: /지금|방금|울면서|우는|울고|배고프|못먹|밥도|어른[가-힣]{0,10}?못/,
  },
  {
    kind: 'child',
    // A child not let off a vehicle left parked, its driver not answering.
    act: new RegExp(`${CHILD}[가-힣]{0,6}?안내(?:렸|린|렸대)`),
    context: /전화(?:를|도)?안받|차고지|세워져|주차(?:해|돼|되)/,
  },
  {
    kind: null,
    // Someone gone from sight in the water: "친구가 갑자기 안보여요 파도가 세요".
    act: new RegExp(`${COMPANION}(?:가|이)?[가-힣]{0,6}?(?:안보(?:여|이|임)|없어졌|사라졌|안나와|떠내려|휩쓸)`),
    context: /바다|파도|물살|계곡|강물|물에|물속|수영|해수욕|저수지|튜브/,
  },
  {
    kind: null,
    // A body part caught in a machine or crushed, bleeding or stuck now.
    act: /(?:팔|손|손가락|다리|발|머리|옷|몸)(?:이|가)?[가-힣]{0,6}?(?:기계|프레스|벨트|롤러|컨베이어|문틈|틈)(?:에|에서|사이에)?[가-힣]{0,3}?(?:끼|빨려|말려|깔|눌려)|(?:깔렸|빨려들어갔|말려들어갔)/,
    context: /피(?:가)?(?:엄청|많이|너무|계속|철철|줄줄|안멈|멈추)|안빠|못빼|의식|비명|지금/,
  },
];
