/**
 * Danger now or imminent: violence or a break-in under way, threats to kill
 * soon, self-harm intent, a child at risk, sexual violence just now, stalking
 * under way. Idioms (억울해 죽겠어요, 배고파 죽겠다) and past events (작년에
 * 맞았어요) do not fire: triggers are present-tense or progressive forms, and
 * for harm by others a marker of "now" must be near while no marker of the past
 * sits in the same sentence.
 *
 * Kinds map to knowledge messages EMERGENCY_VIOLENCE, EMERGENCY_SELF_HARM,
 * EMERGENCY_CHILD, EMERGENCY_SEXUAL and EMERGENCY_STALKING.
 */
import { normalizeText } from './normalize.js';
import { sentenceAt, splitSentences, type Sentence } from './sentences.js';

export type EmergencyKind = 'violence' | 'self_harm' | 'child' | 'sexual' | 'stalking';

export interface EmergencyResult {
  emergency: boolean;
  kind: EmergencyKind | null;
  /** The sentence that triggered the detection, as normalised. */
  span: string | null;
}

interface TriggerRule {
  kind: EmergencyKind;
  pattern: RegExp;
  /** Fires on the trigger alone (no marker of "now" needed), unless the sentence is about the past. */
  immediateByItself: boolean;
}

const CHILD = '(?:아이|애기|아기|애|딸|아들|아동|자녀|조카|손주|동생)';
// Checked in this order: the first kind that fires is reported.
const RULES: TriggerRule[] = [
  {
    kind: 'child',
    pattern: new RegExp(`${CHILD}[가-힣]{0,3}\\s?(?:[가-힣]+\\s){0,2}?(?:의식이\\s?없|숨을?\\s?안\\s?쉬|숨을?\\s?못\\s?쉬|피를?\\s?(?:많이\\s?)?흘리고)`, 'g'),
    immediateByItself: true,
  },
  {
    kind: 'child',
    pattern: new RegExp(`${CHILD}[가-힣]{0,3}\\s?(?:[가-힣]+\\s){0,2}?(?:때리(?:고|려|는|네|잖)|때려(?:요|대|댔)|맞고\\s?있|학대(?:하고|하는|해요|당하고)|굶기(?:고|는|네)|방치(?:하고|돼|되어|된\\s?채)|혼자\\s?(?:두고|있어요|남겨)|가둬|갇혀|던지(?:고|려)|데려가려|납치|(?:차에\\s?)?태우려|끌고\\s?가(?:려|요|고)|살려\\s?달라|비명)`, 'g'),
    immediateByItself: false,
  },
  {
    kind: 'sexual',
    pattern: /성폭행|강간|성추행|성폭력|추행(?:하고|당하고|을\s?당)|몸을\s?만지(?:고|려|는)|옷을\s?벗기(?:려|고)|옷\s?(?:을\s?)?벗으(?:래|라)|강제로\s?(?:키스|관계|끌고)/g,
    immediateByItself: false,
  },
  {
    kind: 'sexual',
    // Drugged, or being taken somewhere against one's will, right now.
    pattern: /약(?:을)?\s?탄\s?것\s?같|몸이\s?(?:안|잘\s?안)\s?움직|(?:모텔|숙소|호텔|방)\S{0,3}\s?(?:가자고|데려가|끌고)|못\s?나가게\s?(?:하|막)/g,
    immediateByItself: true,
  },
  {
    kind: 'violence',
    pattern: /(?:죽이겠|죽여\s?버리겠|죽여버린다|죽인다고|죽이려고|죽일\s?거|가만\s?안\s?두겠|끝장내겠|끝장낸다)[^.!?]{0,20}?(?:오늘|이따|곧|당장|지금|내일|밤에|조만간|찾아오|찾아간)|(?:오늘|이따|곧|당장|지금|내일|밤에|조만간)[^.!?]{0,20}?(?:죽이겠|죽여\s?버리겠|죽인다|죽이러|죽일\s?거|끝장내겠|끝장낸다)/g,
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
    pattern: /스토킹(?:하고|당하고|을\s?당)|따라오(?:고|는|네|요)|따라와(?:요|서)?|쫓아오|쫓아와|미행|(?:집|문)\s?앞에서?\s?(?:[가-힣]+\s){0,2}?(?:기다리|서\s?있|와\s?있|지키|서성|찾아왔)|(?:계속|자꾸)\s?(?:전화|연락|문자)(?:하|가\s?와)|(?:현관|문)\s?(?:앞에서?\s?)?(?:[가-힣0-9]+\s){0,3}?(?:두드리|두들기)|(?:집|현관)\s?(?:근처|앞)에?\s?와\s?있/g,
    immediateByItself: false,
  },
  {
    kind: 'self_harm',
    pattern:
      /죽고\s?싶|죽어\s?버리고\s?싶|죽어버릴|자살(?!률|\s?예방|\s?방지|\s?보도|\s?사건|\s?뉴스)|극단적\s?(?:선택|생각)|뛰어내리|뛰어내릴|목을\s?매|목매|손목을?\s?(?:긋|그어|그을)|번개탄|수면제를?\s?(?:모아|다|한꺼번에|왕창|잔뜩)|약을\s?(?:잔뜩|왕창|한꺼번에|다)\s?먹|살고\s?싶지\s?않|사라지고\s?싶|삶을\s?끝내|인생을\s?끝내|다\s?끝내고\s?싶|생을\s?마감|유서(?:를|도)?\s?(?:다\s?)?(?:썼|써|쓰)|약(?:을|도)?\s?(?:다\s?)?모아\s?(?:뒀|놨|두었)|다\s?끝내려|(?:가족|엄마|부모)\S{0,4}\s?미안하다고(?:만)?\s?전해|죽을\s?(?:거예요|거야|거다|생각|래요|게요)|세상을\s?떠나고\s?싶/g,
    immediateByItself: true,
  },
  {
    kind: 'child',
    // A child lost or taken: urgent by itself unless the sentence is about the past.
    pattern: new RegExp(`${CHILD}\\S{0,4}\\s?(?:[가-힣0-9]+\\s){0,3}?(?:잃어버렸|잃어버려|납치|(?:데리고|태우고)\\s?사라졌)`, 'g'),
    immediateByItself: true,
  },
  {
    kind: 'child',
    // A child missing, left alone or meeting an adult stranger, now.
    pattern: new RegExp(`${CHILD}\\S{0,4}\\s?(?:[가-힣0-9]+\\s){0,3}?(?:안\\s?(?:와요|왔어요|돌아와|돌려보내|내렸)|사라졌|혼자\\s?있는\\s?것\\s?같|밥\\s?달라고\\s?울|차에\\s?태워서|데리러\\s?온대|단둘이\\s?만나|자고\\s?온다|외국\\s?나간다)|(?:잃어버렸|사라졌)\\S{0,3}\\s?(?:[가-힣0-9]+\\s){0,3}?${CHILD}|(?:아빠|엄마|부모)한테\\s?맞는대|맨발로|멍이\\s?(?:잔뜩|많이|가득)|성인\\s?남자\\s?집에?|(?:[0-9]+|네|다섯|여섯)\\s?살\\S{0,3}\\s?(?:남자애|여자애|아이)|차\\s?안에\\s?있는\\s?것\\s?같|(?:\\d+\\s?살|초\\d|중\\d|미성년)\\S{0,3}\\s.{0,60}?(?:단둘이\\s?만나|사진\\s?보내라)`, 'g'),
    immediateByItself: false,
  },
  {
    kind: 'sexual',
    // Touching or undressing under way ("만지는 중", "바지 내리고 있어요").
    pattern: /(?:허벅지|엉덩이|가슴|허리|몸|다리)\S{0,2}\s?(?:를\s?|을\s?)?(?:계속\s?|자꾸\s?)?(?:만져|만지는|만지고|만지려|밀착)|만지려고\s?해|옷\s?벗기려|바지\s?(?:를\s?)?내리고|(?:음료|술|물)에\s?(?:뭐|뭘|약)\s?탄\s?(?:것|거)\s?같|(?:강제로|억지로)\s?(?:차에\s?태워|끌고|데려|호텔|모텔)|(?:호텔|모텔)\s?쪽으로\s?끌고|밤마다\s?(?:제\s?|내\s?)?방에\s?들어와/g,
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
    pattern: /도어락\s?(?:비번|비밀번호)?\s?(?:을\s?|를\s?)?누르|들여다보고\s?있|(?:gps|위치)\s?추적|추적기|따라오는\s?중|따라오는중|(?:집|현관|문|창문)\s?(?:앞|밖)(?:이야|에\s?있|에\s?서|에서)|다시\s?올게|귀\s?대고\s?있|(?:앞|밖|로비|복도|입구|근처)(?:에서?)?\s?(?:[가-힣]+\s){0,2}?(?:기다리고\s?있|서\s?있|와\s?있)|나오라고\s?(?:계속\s?)?(?:전화|문자)|찾아와서/g,
    immediateByItself: false,
  },
  {
    kind: 'self_harm',
    // Means taken or prepared, a place to fall from, farewells.
    pattern: /(?:수면제|약)\S{0,2}\s?(?:한\s?통\S?\s?)?(?:다\s?)?털어\s?넣|약\s?(?:을\s?)?다\s?모아|줄\s?(?:을\s?)?걸어\s?놨|손목\s?(?:을\s?)?그었|옥상\s?(?:에\s?)?올라와|난간에\s?(?:걸터)?앉|떨어지면\s?편하|한강\s?(?:가는|가고|왔|와\s?있)|나\s?없어도\s?잘\s?살|작별\s?인사|고마웠다고|오늘이\s?마지막|마지막\s?인사|유서\s?같은|번개탄\s?(?:차에\s?)?(?:사\s?놨|사놨|피웠|피우)/g,
    immediateByItself: true,
  },
];

const NOW = /지금|현재|당장|방금|실시간|아직도|아직\s?(?:위층|복도|뒤|안|차)|(?:는|하는)\s?중(?:이|임|\.|$|\s)|는중|오늘\s?(?:밤|저녁)|이따|벌써\s?\S+째|새벽에?\s?\d|중이에요/;
const IMMINENT = /문\s?앞|문밖|집\s?앞|밖에서|살려\s?주|도와\s?주세요|도와줘|112|119|빨리|급해|급합니다|오늘\s?밤|이따|곧|(?:고|와|서)\s?있(?:어|습|는|다|대)|오늘|피해\s?있|숨어\s?있/;
const PAST = /작년|재작년|예전|옛날|어렸을|어릴\s?때|\d+\s?(?:년|개월|달)\s?전|몇\s?(?:년|달)\s?전|그때|그\s?당시|당시에|지난\s?(?:해|달|주|번)|적이\s?있|었었|했었|던\s?적|어제|그저께|그제|지난번|과거/;
const NEGATED_AFTER = /^\s?(?:지는|진|지도|지)\s?(?:않|말|마)|^(?:지는|지)\s?않|^\s?는\s?않|^\s?지\s?않/;
// 죽고 싶을 만큼 억울하다: hyperbole about a grievance, not intent.
const HYPERBOLE_AFTER = /^\s?을\s?(?:만큼|정도로)\s?(?:억울|화가|분하|창피|답답|속상|쪽팔)/;
const PAST_INTENT_AFTER = /^\s?었던\s?적|^\s?었었/;
// "사라지고 싶었음": a wish in the past tense is a memory.
const PAST_WISH = /싶$/;
// News, fiction and hypotheticals talk about danger without being in it.
const STORY = /뉴스|기사(?:에서|에|를|로|\s?보)|드라마|영화|소설|웹툰|유튜브|실화|만약|궁금해서|사건\s?보고/;

function fires(rule: TriggerRule, match: RegExpMatchArray, text: string, sentences: Sentence[]): Sentence | null {
  const start = match.index ?? 0;
  const after = text.slice(start + match[0].length, start + match[0].length + 12);
  if (NEGATED_AFTER.test(after)) return null;
  const index = sentenceAt(sentences, start);
  const sentence = sentences[index]!;
  const previous = index > 0 ? sentences[index - 1]!.text : '';
  // "…만지려고 해요. 지금이요": the "now" often comes right after.
  // The splitter cuts at verb-like endings ("밤마다"), so two sentences ahead are read.
  const next = sentences.slice(index + 1, index + 3).map((s) => s.text).join(' ');
  const window = `${previous} ${sentence.text} ${next}`;
  const past = PAST.test(sentence.text);
  if (STORY.test(sentence.text) && !NOW.test(sentence.text)) return null;
  if (rule.kind === 'self_harm') {
    if (HYPERBOLE_AFTER.test(after) || PAST_INTENT_AFTER.test(after) || (PAST_WISH.test(match[0]) && /^\s?었/.test(after))) return null;
    return past && !NOW.test(sentence.text) ? null : sentence;
  }
  if (NOW.test(sentence.text)) return sentence;
  if (past) return null;
  return rule.immediateByItself || NOW.test(previous) || NOW.test(next) || IMMINENT.test(window) ? sentence : null;
}

/** Whether `text` describes danger now, which kind, and the sentence that says so. Never throws. */
export function detectEmergency(input: string): EmergencyResult {
  const text = normalizeText(typeof input === 'string' ? input : '');
  if (text.length === 0) return { emergency: false, kind: null, span: null };
  const sentences = splitSentences(text);
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const sentence = fires(rule, match, text, sentences);
      if (sentence) return { emergency: true, kind: rule.kind, span: sentence.text };
    }
  }
  return { emergency: false, kind: null, span: null };
}
