/**
 * Who is in danger decides the hotline, whatever trigger found the danger: a
 * child named as the one harmed goes to the child hotline, a blade turned on
 * one's own body to the crisis line.
 */
import type { EmergencyKind } from './emergency.js';
import { actsIn } from './emergency-danger.js';

const CHILD = '(?:아이|애기|아기|(?<![가-힣])애|여자애|남자애|꼬마|딸|아들|조카|손주|동생|(?:내|우리)\\s?새끼|초등학생|중학생|미성년자?)';
// The harm in any inflection; a few words may stand between the child and the act.
const HARM = '(?:때리|물속|(?:머리|얼굴)\\S{0,2}\\s?(?:를\\s?|을\\s?)?넣|집어\\s?넣|처박|(?:입|코)\\S{0,2}\\s?(?:을\\s?)?[가-힣]{0,4}\\s?막|던졌|흔들|(?:억지로|강제로)\\s?(?:차에\\s?)?태우|때려|때린|맞|조르|졸라|밟|던져|던지|끌려|끌고|가두|가둬|갇혀|쫓겨|쫓아내|매달|찌르|찔러|차고|걷어차|목을|못\\s?나오게|못\\s?나가게|안\\s?보내|안\\s?내려)';
const GAP = '\\s?(?:[가-힣]{1,8}\\s?){0,3}?';
// The child as object (를, 한테) or as the one who suffers (가 … 맞고, 끌려가, 숨을 안 쉬어).
const CHILD_HARMED = new RegExp(
  `${CHILD}(?:들)?(?:를|을|한테|에게|도|만|(?=\\s))${GAP}${HARM}|${CHILD}(?:가|이|는)${GAP}(?:맞고|맞았|맞는|끌려|갇혀|쫓겨|울면서|울고|울어|떨고|살려|토하|눈을\\s?(?:못|안)\\s?떠|숨을?\\s?(?:안|못)|의식이?\\s?없|축\\s?처|쓰러)`,
);
// Someone else named as the one harmed takes precedence ("애 앞에서 저를 때려요").
const ADULT_OBJECT = new RegExp(`(?:(?<![가-힣])(?:저|나|날|절)|(?:엄마|아내|와이프|남편|할머니|할아버지|어머니|아버지|누나|언니|형|오빠)(?:를|을))${GAP}(?:${HARM}|밀치|치고)`);
// The person writing says they are a child ("저 중2인데", "12살이야").
const WRITER_IS_MINOR = /(?:저|나|전|난)\s?(?:초|중|고)\s?[1-6](?![0-9])|(?:저|나|전|난)\s?(?:초등학생|중학생|고등학생|초딩|중딩|고딩)|(?<!\d)(?:[7-9]|1[0-7])\s?살이(?:에요|야|예요|고)/;
// A child named with their school year ("아들 중3인데") is the one the message is about.
const CHILD_BY_GRADE = /(?:아들|딸|동생|조카|애|아이)\S{0,3}\s?(?:(?:초|중|고)\s?[1-6](?![0-9])|(?:[1-9]|1[0-2])\s?살)/;
// Being made to stay for sex is sexual violence, however the confinement was found; a bed only when
// someone is pushed onto it (a baby falling off one is not); so is being dragged to a motel.
const SEXUAL_DEMAND = /하자고|(?:모텔|호텔|여관)\S{0,4}\s?(?:[가-힣]{1,6}\s){0,2}?(?:끌고|끌어|데려|잡아끌)|(?:강제로|억지로)\s?(?:하려|할려)|같이\s?자자|자고\s?가|옷\s?(?:을\s?)?벗|키스|만지(?!작)|손이\s?(?:자꾸\s?|계속\s?)?(?:다리|허벅지|가슴|엉덩이)|안으려|침대(?:로|에)\s?(?:끌|밀|눕히|데려)/;
// A blade, fire or rope turned on one's own body.
const SELF_DIRECTED = /(?:옥상|난간|한강)\S{0,3}\s?(?:문\s?)?(?:앞|위)(?:이에요|이야|임|에\s?있)|(?:철길|선로|기찻길|난간|대교)\s?(?:앞|위)|(?:손목|팔|허벅지)\S{0,2}\s?(?:을\s?|를\s?)?(?:긋|그어|그으|그었)|자기\s?(?:목|손목|배)에\s?(?:칼|대고)|(?<![문투])자해|죽으라는\s?소리|몸에\s?불/;

// Someone at the door with a weapon, fire or hands on a body is violence, not only watching.
const ARMED_OR_HARMING = /칼|도끼|낫|망치|흉기|몽둥이|각목|불\s?(?:붙|을\s?붙|지르)|라이터|휘발유|(?<![가-힣])목에|조르|잠그고|때리|때림|때려|주먹|뿌린다|뿌리겠|감고/;
// A last word said at a height or an edge.
const LAST_WORD = /끝낼래|끝낼\s?거|찾지\s?마|뛰어내릴|마지막/;

// Someone other than the writer named as the one acting ("남편이", "누가"): without one, a blade, fuel
// or a flame in the message is in the writer's own hands ("죽으려고 칼 들고 있어", "기름 붓고 불 붙이려구요").
const OTHER_ACTOR = /(?:남편|아내|와이프|남친|여친|남자친구|여자친구|애인|남자|여자|아빠|엄마|아버지|어머니|오빠|형|누나|언니|동생|아들|딸|사람|놈|새끼|선생님?|사장님?|기사|친구|삼촌|이모|고모|시아버지|시어머니|새아빠|새엄마|계부|계모|강도|도둑|스토커|누군가|손님|상사|부장|팀장|선배|이웃|옆집|윗집|아랫집)(?:이|가|은|는|께서|도|놈이|새끼가)(?![가-힣])|누가/;
const OWN_MEANS = /면도칼|커터칼|칼|기름|휘발유|번개탄|불\s?(?:을\s?)?붙이|약/;
const OWN_INTENT = /죽으려|죽고\s?싶|자살|끝내려|죽을\s?거|욕조|려구요|려고요/;

/**
 * The kind of emergency, corrected for who is harmed in `text` (the sentence
 * that fired and the one before) and for who writes (`whole`, the message).
 */
export function resolveKind(kind: EmergencyKind, text: string, whole: string = text): EmergencyKind {
  if ((kind === 'violence' || kind === 'stalking') && SELF_DIRECTED.test(text)) return 'self_harm';
  if (kind === 'violence' && OWN_MEANS.test(whole) && OWN_INTENT.test(whole) && !OTHER_ACTOR.test(whole)) return 'self_harm';
  if (kind === 'stalking' && LAST_WORD.test(text)) return 'self_harm';
  if (kind === 'stalking' && ARMED_OR_HARMING.test(text)) return 'violence';
  // Of several acts in one scene the gravest decides: hands on a body make a locked door or a blow sexual violence.
  if ((kind === 'violence' || kind === 'stalking') && (SEXUAL_DEMAND.test(text) || actsIn(text.replace(/\s+/g, '')).includes('sexual'))) return 'sexual';
  if (kind === 'violence' && WRITER_IS_MINOR.test(whole)) return 'child';
  const childHarmed = CHILD_HARMED.test(text);
  if (kind === 'violence' && (childHarmed || CHILD_BY_GRADE.test(whole)) && !ADULT_OBJECT.test(text)) return 'child';
  if (kind === 'child' && !childHarmed && ADULT_OBJECT.test(text)) return 'violence';
  return kind;
}
