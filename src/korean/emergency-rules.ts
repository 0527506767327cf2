/**
 * The emergency lexicon: what a danger looks like in phone-typed Korean. The
 * guards that decide whether a matched trigger is about now (tense, stories,
 * jokes, "I am safe now") live in emergency.ts.
 */
import type { EmergencyKind } from './emergency.js';
import { NAMED_AS_A_CASE } from './emergency-guards.js';

export interface TriggerRule {
  kind: EmergencyKind;
  pattern: RegExp;
  /** Fires on the trigger alone (no marker of "now" needed), unless the sentence is about the past. */
  immediateByItself: boolean;
  /**
   * A second cue that must also appear near the trigger (the sentence, the one
   * before, two after). Composing two weak cues (an act and its context) keeps
   * each pattern general without making either fire alone.
   */
  with?: RegExp;
  /** Its past tense is a state that still holds ("쓰러졌어요" — and lies there now), so a past ending does not close it. */
  stateHoldsAfter?: boolean;
  /** Quiet when the sentence says it keeps happening ("술만 먹으면"): a case to take, not a call to make now. */
  quietWhenHabitual?: boolean;
}

const CHILD = '(?:아이|애기|아기|애|딸|아들|아동|자녀|조카|손주|동생|(?:내|우리)\\s?새끼)';
// Someone the person does not know, or has cut off.
const STRANGER = '(?:누가|누군가|어떤\\s?(?:남자|사람|아저씨)|모르는\\s?(?:사람|남자|여자|놈|차)|낯선\\s?(?:사람|남자|차)|처음\\s?보는\\s?(?:사람|남자))';
// Cues shared by the composed rules below. Patterns allow missing spaces: people
// type these at night on a phone.
const MINOR = `(?:${CHILD}|초등학생|중학생|고등학생|초딩|중딩|고딩|미성년자?)`;
// 칼국수, 칼퇴 and 칼답 are not knives; 총 alone is "in total".
const WEAPON = '(?:칼(?!국수|퇴|답|같이|각)|휘발유|휘발류|배트|야구\\s?방망이|시너|신나|흉기|망치|도끼|방망이|몽둥이|쇠파이프|각목|골프채|가위|허리띠|벨트|지팡이|재떨이|송곳|권총|엽총|총을|전기\\s?충격기|낫(?=\\s?(?:을|를|들|하나|으로))|곡괭이|벽돌|유리컵|깨진\\s?(?:병|유리)|(?:맥주|소주|유리)\\s?병(?=\\S{0,2}\\s?(?:거꾸로|깨)))';
// 든 as in "칼 든 남자": the weapon is held by the one who came.
const HELD = '(?:든(?=\\s?(?:남자|사람|놈|괴한|강도|채))|들고|내려치|꺼냈|들이대|들이밀|겨누|겨눠|휘두르|휘둘러|보여주|꺼내|쥐고|찍고|찍어|내리치|치고\\s?있|때리고\\s?있)';
const FUEL = '(?:기름|휘발유|휘발류|등유|시너|신나|석유)';
const SYMPTOM = /어지러|어지럽|힘이\s?(?:안|없|빠|풀)|몸이\s?(?:잘\s?)?안\s?움직|정신이\s?(?:몽롱|없|혼미)|정신\s?(?:을\s?)?못\s?차(?:리|려)|눈이\s?감겨|필름이\s?끊/;
// Acts of harm by others, in any inflection; used with a progressive or a "while". Not
// 때려치우다 (quit), 패배 (defeat), or 절차를 밟다 (going through a procedure).
const HARM = '(?:때리|때려(?!치)|패(?=고|는|면|서)|(?<!(?:절차|단계|과정|수순)\\s?(?:를|을)?\\s?)밟|걷어차|발로\\s?차|던지|밀치|목\\s?(?:을\\s?)?(?:조르|졸라|졸랐)|조르|목\\s?졸|찌르|찔러|휘두르|할퀴|물어뜯|내리치|내려치|(?<!잠)가둬|(?<!잠)가두|감금|납치|난동\\s?(?:을\\s?)?부리|행패\\s?(?:를\\s?)?부리|깽판\\s?(?:을\\s?)?치|부수|뒤집어\\s?엎|멱살\\s?(?:을\\s?)?잡|떠밀|밀어\\s?(?:내|붙이)|질질\\s?끌고|머리(?:카락|채)\\s?(?:를\\s?|을\\s?)?(?:잡|쥐)|끌어\\s?내|넘어뜨|올라타|주먹질\\s?(?:을\\s?)?하|발길질\\s?(?:을\\s?)?하|짓밟|집어\\s?던|뺨\\s?(?:을\\s?)?(?:계속\\s?|자꾸\\s?)?(?:때리|때려|치|갈기|갈겨)|물속에\\s?(?:[가-힣]{1,4}\\s)?(?:넣|처박|담그)|(?:목|얼굴|입|코)\\S{0,2}\\s?(?:[가-힣]{1,4}\\s)?(?:감(?=고|아|으)|눌러|누르|막(?=고|아|으)|틀어막)|벽에\\s?(?:계속\\s?)?(?:박|찧)|찧|비틀|(?:유리|유리창|창문|창|tv|티비|그릇|접시)\\S{0,2}\\s?(?:을\\s?|를\\s?)?(?:[가-힣]{1,4}\\s)?깨|주먹\\S{0,2}\\s?(?:계속\\s?)?치|머리채)';
// What someone at the end of their rope adds to a plan: despair, a farewell (thanks in the past: 고마웠어), insistence.
const RESOLVE = /더는|미안(?=[\s.!~ㅠㅜ]|$|요)|더\s?이상|아무도\s?(?:[가-힣]{1,6}\s)?(?:신경|관심)\s?(?:안|없)|못\s?버티|버틸\s?수가?\s?없|방법이\s?없|희망이\s?없|의미가?\s?없|살아서\s?뭐|지겹|지쳤|아무도\s?(?:모를|없)|그동안\s?(?:감사|고마)|고마웠(?:어|다|고|습)|미안해|미안하다|사랑해|잘\s?(?:지내|살아)|나\s?(?:하나\s?)?없어도|마지막|진심|진짜로|이번엔|(?:농담|장난)\s?아니|나\s?같은\s?(?:건|거|게|년|놈)|(?:없어지는|사라지는|죽는)\s?(?:게|것이|거)\s?(?:답|나|편)/;

// Checked in this order: the first kind that fires is reported.
export const RULES: TriggerRule[] = [
  {
    kind: 'child',
    pattern: new RegExp(`${CHILD}[가-힣]{0,3}\\s?(?:[가-힣]{1,12}\\s){0,2}?(?:의식이\\s?없|숨을?\\s?(?:안|못|이상하게|잘\\s?못)\\s?쉬|축\\s?처져|피를?\\s?(?:많이\\s?)?흘리고)`, 'g'),
    immediateByItself: true,
  },
  {
    kind: 'child',
    pattern: new RegExp(`${CHILD}[가-힣]{0,3}\\s?(?:[가-힣]{1,12}\\s){0,2}?(?:때리(?:고|려|는|네|잖)|때려(?:요|대|댔)|맞고\\s?있|학대(?:하고|하는|해요|당하고)|굶기(?:고|는|네)|방치(?:하고|돼|되어|된\\s?채)|혼자\\s?(?:두고|있어요|남겨)|가둬|갇혀|던지(?:고|려)|데려가려|납치|(?:차에\\s?)?태우려|끌고\\s?가(?:려|요|고)|살려\\s?달라|비명)`, 'g'),
    immediateByItself: false,
  },
  {
    kind: 'sexual',
    pattern: new RegExp(`(?:성폭행|강간|성추행|성폭력)${NAMED_AS_A_CASE}|추행(?:하고|당하고|을\\s?당)|몸을\\s?만지(?:고|려|는)|옷을\\s?벗기(?:려|고)|옷\\s?(?:을\\s?)?(?:벗으|벗어\\s?보)(?:래|라)|강제로\\s?(?:키스|관계|끌고)`, 'g'),
    immediateByItself: false,
  },
  {
    kind: 'sexual',
    // Drugged, or being taken somewhere against one's will, right now.
    pattern: /약(?:을)?\s?탄\s?것\s?같|몸이\s?(?:안|잘\s?안)\s?움직|(?:모텔|숙소|호텔|(?<![가-힣])방)\S{0,3}\s?(?:가자고|데려가|끌고)|못\s?나가게\s?(?:하|막)/g,
    immediateByItself: true,
    // "회식때마다 모텔가자고 해요": a proposition told as what happens each time is harassment to take up, not this night.
    quietWhenHabitual: true,
  },
  {
    kind: 'violence',
    pattern: /(?:죽이겠|죽여\s?버리겠|죽여버린다|죽인다고|죽이려고|죽일\s?거|가만\s?안\s?두겠|끝장내겠|끝장낸다)[^.!?]{0,20}?(?:오늘|이따|곧|당장|지금(?!도)|내일|밤에|조만간|찾아오|찾아간)|(?:오늘|이따|곧|당장|지금|내일|밤에|조만간)[^.!?]{0,20}?(?:죽이겠|죽여\s?버리겠|죽인다|죽이러|죽일\s?거|끝장내겠|끝장낸다)/g,
    immediateByItself: true,
  },
  {
    kind: 'violence',
    pattern: /문을\s?(?:부수|따려|열려|발로\s?차)(?:고|려|는)|쳐들어오(?:고|려|는)|들어오려고\s?(?:해|하)|침입하려/g,
    immediateByItself: true,
  },
  {
    kind: 'violence',
    pattern:
      /때리(?:고|려|는|네|잖)|때려(?:요|대|댔)|맞고\s?있|두들겨|(?<![가-힣])패(?:고|요|려|는)|칼(?:을|로|\s?들)|흉기|휘두르|목을\s?조르|목\s?졸라|부수(?:고|는|려)|문을\s?(?:두드리|두들기|부수|발로|차고|따려|열려)|쳐들어|들어오려|침입(?:하려|했어요|하고)|폭행(?:을\s?)?(?:당하고|하고\s?있|하려)|불을\s?지르/g,
    immediateByItself: false,
  },
  {
    kind: 'stalking',
    pattern: /스토킹(?:하고|당하고|을\s?당)|따라오(?:고|는|네|요)|따라와(?:요|서)?|쫓아오|쫓아와|미행|(?:집|문)\s?앞에서?\s?(?:[가-힣]{1,12}\s){0,2}?(?:기다리|서\s?있|와\s?있|지키|서성|찾아왔)|(?:계속|자꾸)\s?(?:전화|연락|문자)(?:하|가\s?와)|(?:현관|문)\s?(?:앞에서?\s?)?(?:[가-힣0-9]{1,12}\s){0,3}?(?:두드리|두들기)|(?:집|현관)\s?(?:근처|앞)에?\s?와\s?있/g,
    immediateByItself: false,
  },
  {
    kind: 'self_harm',
    pattern:
      /죽고\s?싶|죽어\s?버리고\s?싶|죽어버릴|뛰어내린다|뛰어내리겠|뛰어든다|뛰어들겠|자살(?!률|\s?예방|\s?방지|\s?보험|\s?보도|\s?사건|\s?뉴스)|극단적\s?(?:선택|생각)|뛰어내리|뛰어내릴|목을\s?매|목매|손목을?\s?(?:긋|그어|그을)|번개탄|수면제를?\s?(?:모아|다|한꺼번에|왕창|잔뜩)|약을\s?(?:잔뜩|왕창|한꺼번에|다)\s?(?:다\s?)?(?:먹|드셨|드시)|살고\s?싶지\s?않|사라지고\s?싶|삶을\s?끝내|인생을\s?끝내|다\s?끝내고\s?싶|생을\s?마감|유서(?:를|도)?\s?(?:다\s?)?(?:썼|써|쓰(?!셨))|약(?:을|도)?\s?(?:다\s?)?모아\s?(?:뒀|놨|두었)|다\s?끝내려|(?:가족|엄마|부모)\S{0,4}\s?미안하다고(?:만)?\s?전해|죽을\s?(?:거예요|거야|거다|생각|래요|게요)|세상을\s?떠나고\s?싶|죽는\s?(?:게|것이|거)\s?(?:더\s?)?(?:낫겠|나을\s?것\s?같)다는\s?생각|(?<!(?:에서|에|랑|하고|와|과)\s?)(?:이제|이젠|더\s?이상|더는|차라리)\s?살기\s?싫/g,
    immediateByItself: true,
  },
  {
    kind: 'child',
    // A child lost or taken: urgent by itself unless the sentence is about the past.
    pattern: new RegExp(`${CHILD}\\S{0,4}\\s?(?:[가-힣0-9]{1,12}\\s){0,3}?(?:잃어버렸|잃어버려|납치|(?:데리고|태우고)\\s?사라졌)`, 'g'),
    immediateByItself: true,
  },
  {
    kind: 'child',
    // A child missing, left alone or meeting an adult stranger, now.
    pattern: new RegExp(`${CHILD}\\S{0,4}\\s?(?:[가-힣0-9]{1,12}\\s){0,3}?(?:안\\s?(?:와요|왔어요|돌아와|돌려보내|내렸)|사라졌|혼자\\s?있는\\s?것\\s?같|밥\\s?달라고\\s?울|차에\\s?태워서|데리러\\s?온대|단둘이\\s?만나|자고\\s?온다|외국\\s?나간다)|(?:잃어버렸|사라졌)\\S{0,3}\\s?(?:[가-힣0-9]{1,12}\\s){0,3}?${CHILD}|(?:아빠|엄마|부모)한테\\s?맞는대|맨발로|멍이\\s?(?:잔뜩|많이|가득)|성인\\s?남자\\s?집에?|(?:[0-9]+|네|다섯|여섯)\\s?살\\S{0,3}\\s?(?:남자애|여자애|아이)|차\\s?안에\\s?있는\\s?것\\s?같|(?:\\d+\\s?살|초\\d|중\\d|미성년)\\S{0,3}\\s.{0,60}?(?:단둘이\\s?만나|사진\\s?보내라)`, 'g'),
    immediateByItself: false,
  },
  {
    kind: 'sexual',
    // Touching or undressing under way ("만지는 중", "바지 내리고 있어요").
    pattern: /(?:허벅지|엉덩이|가슴|허리|몸|다리)\S{0,2}\s?(?:를\s?|을\s?)?(?:계속\s?|자꾸\s?)?(?:만져|만지는|만지고|만지려|만지면서|밀착)|만지려고\s?해|옷\s?벗기려|(?:바지|지퍼)\s?(?:를\s?)?내리고|(?:음료|술|물)에\s?(?:뭐|뭘|약)\s?탄\s?(?:것|거)\s?같|(?:강제로|억지로)\s?(?:차에\s?태워|끌고|데려|호텔|모텔)|(?:호텔|모텔)\s?쪽으로\s?끌고|밤마다\s?(?:제\s?|내\s?)?방에\s?들어와/g,
    immediateByItself: false,
  },
  {
    kind: 'violence',
    // Assault or a threat of fire under way, heard or seen.
    pattern: /(?:목\s?(?:을\s?)?조르는|불\s?(?:을\s?)?지르겠|불\s?지른다|망치\s?들고|라이터\s?켜고)/g,
    immediateByItself: true,
  },
  {
    kind: 'violence',
    pattern: /목\s?(?:을\s?)?조르|머리채\s?(?:를\s?)?잡고|벽에\s?박|발로\s?차는|내리치는|부서질|비명|살려\s?달라|밀쳐서|(?:머리|얼굴|입)에서\s?피가\s?나|흉기\s?사진/g,
    immediateByItself: false,
  },
  {
    kind: 'stalking',
    // Someone at the door, the window or on one's trail now.
    pattern: /도어락\s?(?:비번|비밀번호)?\s?(?:을\s?|를\s?)?누르|들여다보고\s?있|(?:gps|위치)\s?추적|추적기|따라오는\s?중|따라오는중|(?:집|현관|문|창문)\s?(?:앞|밖)(?:이야|이에요|이예요|임|에\s?있|에\s?서|에서)|다시\s?올게|귀\s?(?:를\s?)?대고\s?있|(?:앞|밖|로비|복도|입구|근처)(?:에서?)?\s?(?:[가-힣]{1,12}\s){0,2}?(?:기다리고\s?있|서\s?있|와\s?있)|나오라고\s?(?:계속\s?)?(?:전화|문자)|찾아와서/g,
    immediateByItself: false,
  },
  {
    kind: 'self_harm',
    // Means taken or prepared, a place to fall from, farewells.
    pattern: /(?:수면제|약)\S{0,2}\s?(?:한\s?통\S?\s?)?(?:다\s?)?털어\s?넣|약\s?(?:을\s?)?다\s?모아|줄\s?(?:을\s?)?걸어\s?놨|손목\s?(?:을\s?)?그었|난간에\s?(?:걸터)?앉|떨어지면\s?편하|한강\s?(?:가는|가고|왔|와\s?있)|나\s?없어도\s?잘\s?살|작별\s?인사|고마웠다고|오늘이\s?마지막|마지막\s?인사|유서\s?같은|번개탄\s?(?:차에\s?)?(?:사\s?놨|사놨|피웠|피우)/g,
    immediateByItself: true,
  },
  // Composed rules: an act, and the context that makes it danger now.
  {
    kind: 'self_harm',
    // Wishing not to wake up or to stop living, however it is put.
    pattern: /그만\s?살고\s?싶|그만\s?편해지고\s?싶|영원히\s?(?:잠들|자고)\s?싶|깨어나고\s?싶지\s?않|다시는\s?깨어나지|해\s?뜨는\s?(?:거|걸|것)\s?(?:안|못)\s?보|(?:아침\s?)?해\s?(?:를\s?)?보기\s?싫|내일이\s?안\s?왔으면|안\s?깨(?:겠|면|어났으면|고\s?싶)|숨\s?쉬는\s?(?:거|것|게)\S{0,2}\s?지겹/g,
    immediateByItself: true,
  },
  {
    kind: 'self_harm',
    // A plan to end things ("다 정리하려구요", "먼저 갈게"), read as intent only beside despair or a farewell.
    pattern: /(?<!(?:가게|회사|사업|짐|계약|업무|장사|방|집|일)\s?(?:을|를|도)?\s?(?:다\s?)?)정리하려|끝낼\s?(?:거|게|래)|끝내려(?:고|구)|먼저\s?(?:갈게|가요|가려|떠날)|이제\s?(?:갈게|간다|떠날게)|조용히\s?(?:갈게|사라질|떠날)|떠날게|사라질게|죽을래|죽으려(?:고|구)|죽을\s?(?:거|게)/g,
    immediateByItself: true,
    with: RESOLVE,
  },
  {
    kind: 'self_harm',
    // Pills gathered by the box, or swallowed all at once.
    pattern: /(?:약|수면제|유도제|알약|진통제|타이레놀|안정제)\S{0,3}\s?(?:을\s?|를\s?)?(?:[가-힣]{1,5}\s)?(?:(?:여러|몇|한|두|세|\d+)\s?(?:통|박스|봉지|주먹|움큼)|[1-9]\d+\s?알)/g,
    immediateByItself: true,
    with: /다\s?먹|먹을|먹었|삼키|삼켰|털어|모아|모았|샀|쥐고|손에/,
  },
  {
    kind: 'self_harm',
    pattern: /(?:약|수면제|알약|진통제|안정제)\S{0,3}\s?(?:을\s?|를\s?)?(?:다|전부|한꺼번에|통째로|왕창)\s?(?:먹었|삼켰|먹을|먹으려)/g,
    immediateByItself: true,
    with: RESOLVE,
  },
  {
    kind: 'self_harm',
    pattern: /목\s?(?:을\s?)?(?:맬|멜|매달)|목에\s?(?:줄|끈|밧줄|전깃줄|전선|빨랫줄)\s?(?:을\s?)?(?:걸|감|매)|손목\S{0,2}\s?(?:에서?\s?)?피가?\s?(?:흥건|철철|많이|안\s?멈|뚝뚝|줄줄|계속|멈추지)|칼로\s?(?:손목|팔)|(?:손목|팔|허벅지)\S{0,2}\s?(?:을\s?|를\s?)?(?:[가-힣]{1,4}\s)?(?:긋는|긋고|그어|그었)|자해(?:하고\s?있|하는\s?중|를\s?하고\s?있)/g,
    immediateByItself: true,
  },
  {
    kind: 'self_harm',
    // Standing somewhere high, with the drop or the cold on one's mind.
    pattern: /(?:다리|대교|옥상|난간|창틀|창문|철로|선로|기찻길)\S{0,2}\s?[가-힣\s]{0,12}?(?:위에요|위야|위에\s?(?:있|서\s?있|왔)|위에서\s?(?:[가-힣]{1,8}\s?){0,2}?(?:있어|있음|쓰고)|올라왔|올라와\s?있|에\s?서\s?있|에\s?와\s?있|에\s?앉아\s?있|밖으로\s?[가-힣\s]{0,10}?(?:앉아|서\s?있|내놓)|넘어\s?(?:왔|갔|와\s?있))/g,
    immediateByItself: true,
    with: /물|바람|높|뛰어|뛰면|뛸까|떨어|마지막|차갑|아래|밑에|무서|무섭|혼자|끝에|가장자리|(?<!\d)(?:[3-9]|\d{2})\s?층/,
  },
  {
    kind: 'child',
    // Killing oneself and the children.
    pattern: /같이\s?죽(?:자|으려|을|는다|겠|어)|데리고\s?(?:같이\s?)?죽(?:는|겠|으려|을)|(?:다|모두)\s?죽이고|죽이고\s?(?:자기도|나도|저도)\s?죽/g,
    immediateByItself: true,
    with: new RegExp(`${CHILD}(?:들|를|을|가|이|랑|하고|한테|도|\\s?데리고)`),
  },
  {
    kind: 'child',
    pattern: new RegExp(`${CHILD}[가-힣]{0,3}\\s?[가-힣0-9\\s]{0,24}?(?:없어졌|안\\s?보여(?!주|줘|준)|못\\s?찾(?:고|겠|았)|행방\\s?불명|연락\\s?두절)`, 'g'),
    immediateByItself: true,
    with: /째|아직|한참|경찰|실종|어디/,
  },
  {
    kind: 'child',
    // A child taken where the parent cannot reach; "애들 데리고 어디로 가야할지" is the writer's own way out with them.
    pattern: new RegExp(`${CHILD}[가-힣]{0,3}\\s?[가-힣0-9\\s]{0,20}?(?:데려가|데려갔|데려간|데려갈|데리고(?!\\s?어디\\s?(?:로\\s?)?가야|\\s?갈\\s?(?:데|곳))|끌고\\s?갔|태우고|안고|차\\s?몰고|차에\\s?탔|따라갔|만나러\\s?(?:갔|나갔)|안\\s?돌려|안\\s?내려)`, 'g'),
    immediateByItself: true,
    with: /어디로|어딘지|연락이?\s?안|외국|공항|출국|잠적|모르|몰라|위치|지금(?!은)|방금/,
  },
  {
    kind: 'child',
    // A minor gone to a motel with an adult met online.
    pattern: new RegExp(`${MINOR}[가-힣]{0,3}\\s?[가-힣0-9\\s]{0,40}?(?:모텔|숙박업소|호텔)`, 'g'),
    immediateByItself: true,
    with: /아저씨|(?<!여)(?:남자|어른|성인)(?!친구)|채팅|만나/,
  },
  {
    kind: 'sexual',
    // Forcing oneself on someone who cannot leave or has said no.
    pattern: /(?:키스|뽀뽀|입\s?맞추|만지|벗기|덮치|(?:껴\s?)?안으|손\s?(?:을\s?)?잡으|관계를?\s?(?:하|갖))\S?려(?:고|구|\s?해|\s?하)/g,
    immediateByItself: false,
    with: /모르는\s?길|이상한\s?(?:길|데)|억지로|강제로|싫다|피했|피해\s?있|도망|숨었|하지\s?말라|잠그|잠궈|못\s?나가|안\s?열어|안\s?내려|계속|자꾸|취해|도와|무서/,
  },
  {
    kind: 'sexual',
    pattern: /옷이?\s?(?:다\s?)?벗겨(?:져|진)|(?:방금|아까|조금\s?전에?)\s?(?:그\s?(?:사람|남자|놈|새끼)(?:한테|에게|가|이)\s?)?(?:당했|강제로\s?했|억지로\s?했)/g,
    immediateByItself: false,
    with: /아직\s?[가-힣\s]{0,8}?(?:있|자고|안\s?가)|옆에|옆방|여기\s?있|같이\s?있|안\s?가/,
  },
  {
    kind: 'sexual',
    // Filming under way in a toilet or up a skirt.
    pattern: /(?:몰래|폰|휴대폰|핸드폰|카메라)\S{0,3}\s?[가-힣\s]{0,12}?(?:찍고\s?있|찍는\s?중|촬영하고\s?있|들이밀)/g,
    immediateByItself: true,
    with: /화장실|칸|탈의실|샤워|치마|속옷|몰래/,
  },
  {
    kind: 'sexual',
    // Drink, then dizziness, and someone trying to take or touch.
    pattern: new RegExp(SYMPTOM.source, 'g'),
    immediateByItself: true,
    with: /데려가려|끌고\s?가|만지|모텔|호텔|차에\s?태우|가재|가자고|택시\s?잡/,
  },
  {
    kind: 'violence',
    // Something slipped into food or drink, and its effect is being felt.
    // Either order: "술에 뭐 탄 것 같아요", "뭐 탄 술 먹고".
    pattern: /(?:술|음료|음료수|커피|물|밥|음식|국|잔)\S{0,2}\s?(?:에\s?)?(?:뭘|뭐|약|가루)\s?(?:을\s?|를\s?)?(?:탄|타는|탔|넣)|(?:뭘|뭐|약|가루)\s?(?:을\s?|를\s?)?(?:탄|넣은)\s?(?:술|음료|음료수|커피|물)/g,
    immediateByItself: true,
    with: SYMPTOM,
  },
  {
    kind: 'violence',
    pattern: new RegExp(`${WEAPON}[가-힣]{0,4}\\s?[가-힣\\s]{0,12}?${HELD}|${FUEL}\\s?(?:을\\s?|를\\s?)?(?:붓|부어|부었|뿌리|뿌려|뿌렸)|라이터\\S{0,2}\\s?(?:들이대|들이밀|겨누|켜고\\s?있|켜면서)|가스\\s?(?:밸브|레인지|불)?\\s?(?:를\\s?|을\\s?)?(?:열어|틀어)\\s?(?:놓|놨|두)|불\\s?(?:을\\s?)?(?:질러|지르|붙이)\\S{0,3}(?:버린|버리겠|겠|는다|려|고\\s?있)`, 'g'),
    immediateByItself: true,
  },
  {
    kind: 'violence',
    // A door kicked, broken or hacked at; a threat to maim soon; killing oneself with others.
    pattern: /문\s?(?:을\s?|를\s?)?(?:[쾅쿵탕]+\s?)?(?:발로\s?)?(?:차|치|부수|찍|따려|흔들)(?:고|는|면서|며|려|어|대)|(?<!(?:고양이|강아지|개|반려견|동물|길냥이)\s?(?:를|을)?\s?)(?:죽여|분질러|부러뜨려|찔러|담가|태워)\s?(?:버린다|버리겠|버린대|준다|주겠)|(?:죽이|직이)(?:삔|뿐)다|같이\s?죽(?:자|으려|는다|겠)|(?:다|모두)\s?죽이고|죽이고\s?(?:자기도|나도|저도)\s?죽|(?:창문|유리|문)\s?(?:을\s?)?(?:깨고|부수고|따고)\s?[가-힣\s]{0,8}?들어(?:왔|와|오)/g,
    immediateByItself: true,
  },
  {
    kind: 'violence',
    // Confinement or abduction.
    // Not 잠가 두고 (a door kept locked), nor 갇혀 있다가 (was shut in, then got out).
    pattern: /(?<!잠)가둬|(?<!잠)가두고|갇혀\s?있(?!었|다가)|감금(?:당|하고|돼|되어)|못\s?나가게\s?[가-힣\s]{0,8}?(?:하|해|막|감시|잠)|차에서\s?안\s?내려|안\s?(?:내려|세워)\s?(?:주|줘)(?!서)|(?:강제로|억지로)\s?(?:차에\s?)?태우?(?:려|워)|끌려\s?(?:가|왔)|납치(?:당|됐|되)/g,
    immediateByItself: true,
  },
  {
    kind: 'violence',
    // Not 폭탄 맞는 중 (bombarded with spam, calls or work).
    pattern: /때리다가?|때림|(?<!폭탄\s?)맞는\s?중|(?:폭력|폭행|구타)\s?(?:이\s?|을\s?)?(?:진행\s?중|당하는\s?중|당하고\s?있|하고\s?있)|비명\s?소리/g,
    immediateByItself: false,
  },
  {
    kind: 'stalking',
    // Followed, watched, or someone working the door lock, in the present tense.
    pattern: /(?:도어락|번호키|현관\s?(?:비밀번호|비번)|초인종)\s?[가-힣\s]{0,10}?(?:누르|눌러|맞춰|맞추)(?!서|봤|도)|(?:계속|뒤에|옆에|바짝)\s?붙어서?\s?(?:걸어|따라|와|오)|따라옴|따라오(?:고|는|네|잖|더니|면서)|따라와요|쫓아오|쫓아와|쫓아옴|미행하(?:고|는)|지켜보고\s?있|쳐다보고\s?있|훔쳐보|(?:어디서|누가|밖에서|숨어서)\s?[가-힣\s]{0,6}?보고\s?있/g,
    immediateByItself: true,
    quietWhenHabitual: true,
  },
  {
    kind: 'violence',
    // A broken bottle as a weapon.
    pattern: /병\s?(?:을\s?)?깨(?:서|고|더니|진\s?걸로)/g,
    immediateByItself: true,
    with: /위협|들고|휘두|찌르|겨누/,
  },
  {
    kind: 'violence',
    // Someone hurt and not getting up after being pushed or hit.
    pattern: /(?:안|못)\s?일어나|일어나(?:질|지를|지도)\s?못|안\s?움직|쓰러지|쓰러졌|쓰러져|의식이?\s?없|숨을?\s?안\s?쉬|피가?\s?(?:많이\s?|계속\s?)?(?:나요|나는|흘러|안\s?멈|철철)/g,
    immediateByItself: true,
    with: /밀려|밀쳐|맞고|맞아|때려|때린|때리|찔려|찔린|던져|던졌|던진|폭행|내려쳤|내리쳤|쳐서|찍었|찍혀|병으로/,
    stateHoldsAfter: true,
  },
  {
    kind: 'violence',
    // Locked in: cannot get out, with the lock or the guard named.
    pattern: /못\s?나가(?:요|겠|고\s?있|는)/g,
    immediateByItself: true,
    with: /잠가|잠궈|잠갔|잠그|막혀|가둬|감시|체인|걸어\s?잠/,
  },
  {
    kind: 'child',
    // A baby or a small child left alone.
    pattern: /혼자\s?(?:[가-힣]{1,4}\s?)?(?:두고|남겨|놔두고|놓고|방치)/g,
    immediateByItself: true,
    with: /애기|아기|갓난|신생아|영아|\d{1,2}\s?개월|(?<!\d)[1-7]\s?살/,
  },
  {
    kind: 'child',
    // A child not back and not answering, counted in minutes or hours.
    pattern: new RegExp(`${CHILD}[가-힣]{0,3}\\s?[가-힣0-9\\s]{0,24}?(?:안\\s?들어와|안\\s?돌아와|연락이?\\s?안|전화를?\\s?안\\s?받|폰(?:도|을)?\\s?안\\s?받)`, 'g'),
    immediateByItself: true,
    with: /\d+\s?(?:분|시간)\s?째|(?:한|두|세|네|다섯)\s?시간\s?째|새벽|아직|경찰|실종/,
  },
  {
    kind: 'sexual',
    // Held and touched, not let go.
    pattern: /(?:(?:허벅지|엉덩이|가슴|허리|몸|다리|손|어깨)\S{0,2}\s?(?:를\s?|을\s?)?(?:계속\s?|자꾸\s?)?(?:감싸|주무르|주물러|비비|비벼))|끌어안|껴안/g,
    immediateByItself: true,
    with: /안\s?놔|못\s?가게|놔\s?(?:달라|줘)|싫다는데|소리/,
  },
  {
    kind: 'sexual',
    // Someone coming into the room of a person asleep.
    pattern: /이불\s?(?:을\s?)?(?:들추|들춰|걷어|속으로)|(?:자는|자고\s?있는)\s?(?:데|중에)\s?[가-힣\s]{0,12}?들어(?:와|왔)/g,
    immediateByItself: false,
  },
  {
    kind: 'sexual',
    // Waking up somewhere unknown, beside a man.
    pattern: /깨어\s?(?:보니|나\s?보니|났는데)|(?<![가-힣])깼는데|눈\s?(?:을\s?)?떠\s?보니|정신\s?(?:을\s?)?차려\s?보니/g,
    immediateByItself: true,
    with: new RegExp(`모르는\\s?(?:방|곳|집|데)|모텔|호텔|옆에\\s?(?:남자|모르는)|옷이|${STRANGER}`),
  },
  {
    kind: 'self_harm',
    pattern: /(?:연탄|번개탄|숯)\s?(?:을\s?)?(?:피울|피우려|피워|피웠|피우고)/g,
    immediateByItself: true,
    with: /죽|끝|마지막|유서|미안|테이프|밀폐|잠궜|잠갔|창문|자려/,
  },
  {
    kind: 'stalking',
    // An ex or a stranger waiting where one has to pass, or one too afraid to get out. A paper ending in 서
    // (양육비부담조서, 각서, 진단서) held is not someone standing (서 있).
    pattern: /숨어서\s?(?:보|지켜|쳐다)|버티고\s?있|안\s?가고\s?(?:[가-힣]{1,8}\s?)?(?:서성|버티|있)|(?:아까부터|계속|몇\s?시간째)\s?안\s?가(?:요|네요)|차\s?(?:를\s?)?세워\s?(?:놓고|두고)\s?있|나올\s?때까지\s?기다린|서성여|(?:만|을|를)\s?보고\s?있|지켜(?:봐요|보는|본다)|(?:기다리고|숨어|(?<![조각약단인지명술견적세직위성청증])서|앉아|지키고|돌고|맴돌고|서성이고|서성거리고|어슬렁거리고|비추고|들여다보고)\s?있|기다려요|기다림|(?:에|앞|밖)\s?(?:[가-힣]{1,8}\s){0,3}?와\s?있|못\s?(?:내리|나가)겠/g,
    immediateByItself: true,
    quietWhenHabitual: true,
    with: new RegExp(`전\\s?(?:남친|여친|남자\\s?친구|여자\\s?친구|남편|아내|애인|직장|상사)|전남편|전처|스토커|헤어진|차단한|접근\\s?금지|못\\s?(?:내려|나가)|${STRANGER}`),
  },
  {
    kind: 'stalking',
    pattern: /(?:계속|자꾸|또|매일|밤마다)\s?(?:[가-힣]{1,12}\s)?찾아(?:와|오|왔)/g,
    immediateByItself: false,
  },
  {
    kind: 'violence',
    // Fetching a weapon while threatening.
    pattern: new RegExp(`${WEAPON}\\S{0,2}\\s?(?:을\\s?|를\\s?)?(?:찾고\\s?있|찾는\\s?중|가지러|가져오)`, 'g'),
    immediateByItself: true,
    with: /죽|찌르|찔러|가만\s?안|위협|잠갔|숨어|숨었/,
  },
  {
    kind: 'violence',
    // A car tampered with while someone drives it.
    pattern: /브레이크\s?(?:를\s?)?(?:고장|끊|망가)/g,
    immediateByItself: true,
    with: /운전|타고|지금/,
  },
  {
    kind: 'child',
    // Starved or shut out of the house.
    pattern: new RegExp(`${CHILD}[가-힣]{0,3}\\s?[가-힣0-9\\s]{0,20}?(?:밥\\s?(?:을|도)?\\s?안\\s?주|굶기|내쫓|내놨|쫓아냈|밖에\\s?(?:세워|내보내))`, 'g'),
    immediateByItself: false,
  },
  {
    kind: 'self_harm',
    // A farewell to everyone, with affairs put in order.
    pattern: /그동안\s?(?:다들\s?|모두\s?)?(?:미안했|고마웠|감사했|사랑했)/g,
    immediateByItself: true,
    with: /비번|비밀번호|통장|유서|보험|부탁해|부탁할게|챙겨\s?줘|맡아\s?줘/,
  },
  {
    kind: 'self_harm',
    pattern: /(?:수면제|약|알약|진통제|안정제)\S{0,3}\s?(?:을\s?|를\s?)?(?:삼키|털어\s?넣)(?:는\s?중|는중|고\s?있)/g,
    immediateByItself: true,
  },
  {
    kind: 'self_harm',
    // Going to the water or a height, with nothing left to live for.
    pattern: /(?:바다|한강|강|다리|옥상)\S{0,2}\s?(?:갈\s?(?:거|게)|가려|가러|뛰어)/g,
    immediateByItself: true,
    with: /살\s?수가?\s?없|살기\s?싫|죽|끝내|못\s?버티|미안해서|이번엔|진짜야|잘\s?(?:살아|지내|있어)|안녕/,
  },
  {
    kind: 'sexual',
    // Exposure or a sexual act in front of someone, now.
    pattern: /(?:(?:바지|옷|치마|속옷)\s?(?:에|속에?|안으로|속으로)\s?손\s?(?:을\s?)?넣|성기\s?(?:를\s?)?(?:꺼내|보여|노출)|음란\s?행위\s?(?:를\s?)?하|자위\s?(?:를\s?)?하)(?:고\s?있|는\s?중|는중)/g,
    immediateByItself: true,
  },
  {
    kind: 'sexual',
    // Followed into a private room and not leaving.
    pattern: /(?:탈의실|화장실|샤워실|방|집)\S{0,3}\s?(?:칸\s?)?(?:안으로\s?)?(?:까지\s?)?(?:억지로\s?|강제로\s?)?(?:따라|밀고)\s?들어(?:왔|와|오)/g,
    immediateByItself: true,
    stateHoldsAfter: true,
    with: new RegExp(`안\\s?나가|나가라고|문\\s?(?:을\\s?)?잠|무서|지금|방금|${STRANGER}`),
  },
  {
    kind: 'violence',
    // Harm of any inflection put in the progressive ("박고 있어요", "협박중"); "…면서" needs a "now" near.
    pattern: new RegExp(`${HARM}[가-힣]{0,3}\\s?(?:고\\s?있|는\\s?중|는중|중이|중임|중$|려고\\s?(?:해|하(?:네|고|는))|고\\s?안\\s?놔|었다\\s?[가-힣]{1,2}다\\s?하고\\s?있)`, 'g'),
    immediateByItself: true,
  },
  {
    kind: 'violence',
    // Harm "still" or "again and again" in the present tense ("계속 때리세요", "자꾸 밀쳐요").
    pattern: new RegExp(`(?:계속|자꾸|마구|막)\\s?(?:[가-힣]{1,4}\\s)?${HARM}(?:세요|셔요|시네요|시고|네요|어요|요|대요|네|)(?=[\\s.!?~ㅠㅜ]|$)`, 'g'),
    immediateByItself: true,
    quietWhenHabitual: true,
  },
  {
    kind: 'violence',
    pattern: new RegExp(`${HARM}[가-힣]{0,2}면서`, 'g'),
    immediateByItself: false,
  },
  {
    kind: 'sexual',
    // Chat-style endings ("몸 만짐", "계속 만져") with a "now" near.
    pattern: /만짐|만져|더듬/g,
    immediateByItself: false,
  },
  {
    kind: 'violence',
    // A threat to kill or drop someone, said while dragging, holding or hanging them.
    pattern: /죽인다고|죽이겠다고|죽여\s?버린다고|떨어뜨린다고|떨어뜨리겠다고|던져\s?버린다고/g,
    immediateByItself: true,
    with: /끌고|칼|흉기|옥상|들고|잡고|때리|매달|베란다|창문/,
  },
  {
    kind: 'violence',
    // Not let go: kept from leaving by a shut door, drink or a phone taken.
    pattern: /못\s?(?:가게|나가게)\s?(?:하|해|막)|안\s?보내\s?(?:주|줘)/g,
    immediateByItself: true,
    with: /문\s?(?:을\s?)?(?:닫|잠)|술\s?(?:을\s?)?먹이|뺏|감시|붙잡|같이\s?자|자고\s?가|모텔/,
  },
  {
    kind: 'stalking',
    // Someone knocking at a window or the door and not saying who.
    pattern: new RegExp(`${STRANGER}\\s?[가-힣\\s]{0,20}?(?:문|창문|현관)\\S{0,2}\\s?(?:계속\\s?|자꾸\\s?)?(?:두드려|두들겨|두드리|두들기|흔들)`, 'g'),
    immediateByItself: true,
  },
  {
    kind: 'self_harm',
    // "By the time you read this I'll be gone".
    pattern: /(?:난|나는|저는|전)\s?(?:이\s?세상에\s?)?없을\s?(?:거|것|꺼)/g,
    immediateByItself: true,
    with: /때쯤|이\s?세상|마지막|미안|안녕|잘\s?(?:있어|지내|살아)/,
  },
  {
    kind: 'stalking',
    // Someone trying the door handle.
    pattern: /손잡이\s?(?:를\s?)?(?:계속\s?|자꾸\s?)?(?:돌리|돌려|당기|당겨|흔들)/g,
    immediateByItself: true,
  },
  {
    kind: 'violence',
    // Shut in with someone and wanting out.
    pattern: /나가고\s?싶은데|못\s?나가|나갈\s?수가?\s?없/g,
    immediateByItself: true,
    with: /문\s?(?:을\s?)?(?:잠그|잠가|잠궈|잠갔|닫)/,
  },
  {
    kind: 'self_harm',
    // On the way to get the means or to the place, with the wish to die.
    pattern: /(?:약|번개탄|수면제|밧줄|연탄)\S{0,2}\s?(?:을\s?|를\s?)?사러|(?:옥상|한강|다리)\S{0,2}\s?(?:가는|가고)\s?(?:중|있)/g,
    immediateByItself: true,
    with: /살기\s?싫|죽|끝내|못\s?버티|사라지/,
  },
  {
    kind: 'child',
    // An adult shut in a room with a child, or threatening a child's life.
    pattern: /(?:방|화장실|창고)\S{0,2}\s?(?:데리고\s?)?들어가서\s?문\s?(?:을\s?)?잠|생명\s?(?:을\s?)?(?:위협|해치)|해치겠|해친다/g,
    immediateByItself: true,
    with: new RegExp(CHILD),
  },
  {
    kind: 'violence',
    // Locked in a vehicle or room and being taken somewhere.
    pattern: /문\s?(?:을\s?)?잠그고\s?[가-힣\s]{0,10}?(?:가자고|데려가|안\s?(?:열어|세워|내려|풀어))/g,
    immediateByItself: true,
  },
  {
    kind: 'self_harm',
    // Getting into the roof or the ledge, with death on one's mind.
    pattern: /(?:옥상|난간)\S{0,2}\s?(?:비번|비밀번호|열쇠|문)\s?[가-힣\s]{0,6}?(?:알아냈|열었|땄)/g,
    immediateByItself: true,
    with: /죽|끝|마지막/,
  },
  {
    kind: 'child',
    // An adult calling a child to come to them alone.
    pattern: /(?:자기\s?집|집으로|모텔|호텔|단둘이)\s?[가-힣\s]{0,6}?(?:오라고|와라|오래|만나자|가자)/g,
    immediateByItself: false,
    with: new RegExp(`${MINOR}|\\d{1,2}\\s?살`),
  },
  {
    kind: 'sexual',
    // A sexual act on an intimate part of one's body: a hand put inside clothes, rubbing, groping, climbing on.
    pattern: /(?:옷|속옷|치마|바지|셔츠)\s?(?:안|속)으?로\s?손\s?(?:을\s?)?(?:넣어요|넣고\s?있|넣으려)|(?:가슴|엉덩이|허벅지|다리|몸|성기|중요\s?부위)(?:을|를|에|에다)?\s?(?:(?:손으로|손을|자기\s?(?:걸|것을?|거))\s?)?(?:비비|비벼|문지르|문질러|움켜|주무르|주물러)|(?:침대|몸)\s?위로?\s?올라(?:와요|오고\s?있|타요|타려)/g,
    immediateByItself: true,
  },
  {
    kind: 'violence',
    // Driven away in someone's car against one's will, now.
    pattern: /(?:저|나|절|날)(?:를|을)?\s?(?:강제로\s?|억지로\s?)?차에\s?태우고\s?[가-힣\s]{0,12}?(?:가고\s?있|달리|가는\s?중)/g,
    immediateByItself: true,
  },
  {
    kind: 'stalking',
    // Someone who watches only the person, in the present.
    pattern: /(?:저|나|절|날)만\s?(?:봐요|보고\s?있|쳐다\s?(?:봐요|보고))/g,
    immediateByItself: false,
  },

  {
    kind: 'violence',
    // Who is harmed named as the object ("저를 밀치고", "제 얼굴 누르다가"): any inflection, with a "now" near.
    pattern: new RegExp(`(?:(?<![가-힣])(?:저|나|절|날)(?:를|을)|(?:엄마|아빠|어머니|아버지|누나|언니|형|오빠|동생|할머니|할아버지|아내|와이프|남편|친구|직원)(?:를|을)|(?<![가-힣])(?:제|내)\\s?(?:(?:목|얼굴|머리|몸|팔|배)\\S{0,2}\\s?)?)\\s?(?:[가-힣]{1,6}\\s){0,3}?(?:${HARM}|끌고\\s?(?:나가|다니|다녀|가))`, 'g'),
    immediateByItself: false,
  },
  {
    kind: 'self_harm',
    // Sitting on a window ledge or a railing, with the height or the drop named.
    pattern: /(?:창문|창틀|난간|옥상)\S{0,2}\s?(?:[가-힣]{1,6}\s)?걸터\s?앉/g,
    immediateByItself: true,
    with: /\d+\s?층|아래|높|떨어|뛰어|마지막|편해/,
  },
  {
    kind: 'self_harm',
    // Going down onto the tracks.
    pattern: /(?:선로|철길|기찻길|철로)\S{0,2}\s?(?:내려갈|내려간|뛰어들|들어갈|누울|누워\s?있)/g,
    immediateByItself: true,
  },
  {
    kind: 'sexual',
    // Driven into a motel against one's will.
    pattern: /(?:모텔|호텔)\S{0,4}\s?(?:[가-힣]{1,5}\s)?(?:으로\s?)?들어(?:왔|가|와)/g,
    immediateByItself: true,
    with: /안\s?내리|안\s?내린|못\s?내리|싫|잡아|잡고|문\s?(?:을\s?)?잠/,
  },

  {
    kind: 'sexual',
    // A hand reaching for an intimate part, under way.
    pattern: /(?:가슴|엉덩이|허벅지|다리|치마|속옷)\s?(?:쪽으로|으로|에)\s?손\s?(?:을\s?)?(?:뻗|넣|대|올리)(?:고\s?있|어요|려)/g,
    immediateByItself: true,
  },

  {
    kind: 'violence',
    // Harm in the plain present ("목을 졸라요", not "감금인가요"), read as now only beside a plea or another sign of now.
    pattern: new RegExp(`${HARM}(?![인이])[가-힣]?(?:요|어|아)(?=[\\s.!?~ㅠㅜ]|$)`, 'g'),
    immediateByItself: false,
  },

  {
    kind: 'violence',
    // Harm as part of a rampage ("물건 던지고 난리에요"), read as now with a "now" near.
    pattern: new RegExp(`${HARM}[가-힣]{0,3}\\s?(?:[가-힣]{1,4}\\s)?난리`, 'g'),
    immediateByItself: false,
  },

];
