/**
 * More everyday words for the yes/no facts of criminal, labour and family
 * accounts, added to the shared lexicons (field-cues.ts, situation-facts.ts)
 * by `withMoreWords`: what people type about a blow, a weapon, a harm that
 * goes on or has stopped, a settlement offered, records kept, a workplace
 * and a family, in the casual forms the shared patterns miss ("병 던져서",
 * "팔꿈치 까졌고요", "계속 디엠해요", "번호 바꾸고 나서는 안와요", "작업일지에 다
 * 적혀있어요", "시키는 대로"). Each pattern names the fact itself, never the
 * phrase of one account.
 */
import type { BooleanCues } from './field-cues.js';

/** For facts people state only when they hold. */
const NEVER = /(?!)/;
/** Things a blow is struck with or thrown; "병" only as a word of its own (not "병원"). */
const THING = '(?<![가-힣])(?:칼|식칼|회칼|과도|커터칼|흉기|몽둥이|각목|쇠파이프|방망이|야구\\s?방망이|망치|벽돌|돌|병|술병|맥주병|소주병|재떨이|의자|컵|접시|휴대폰|핸드폰|폰|리모컨|골프채)';
/** Parts of the body a scrape or a swelling is told on. */
const BODY = '(?:목|팔|다리|얼굴|손|손목|발목|팔꿈치|무릎|등|이마|머리|눈|눈두덩이|입술|볼|뺨)';
const re = (source: string) => new RegExp(source);

export const harmAndWorkWords: Record<string, BooleanCues> = {
  // "회칼 들고 찾아와서", "병 던져서", "휴대폰으로 제 얼굴을 때려서", "망치로 다 박살냄"; "칼 얘기는 없었고요".
  weapon_used: {
    yes: re(
      `${THING}(?:을|를)?\\s?(?:갖고|가지고)\\s?있다고|${THING}(?:을|를)?\\s?들고\\s?(?:\\S+\\s)?(?:찾아|와|왔|위협|협박|쫓|따라|휘두)|${THING}(?:을|를)?\\s?(?:집어\\s?)?던(?:져|졌|짐)|${THING}(?:으로|로)\\s?(?:\\S+\\s){0,2}?(?:때리|때렸|때려|내리치|내리쳤|쳤|찍|찔|박살|부쉈|부수|깼|깨)`,
    ),
    no: /(?:칼|흉기|무기)\s?(?:얘기|이야기|같은\s?(?:건|거))(?:는|도|은)?\s?(?:없|안)/,
  },
  // "팔꿈치 까졌고요", "목에 자국 남았어요", "갈비뼈 금갔고", "코뼈 나감"; "다친건 아니고".
  injury: {
    yes: re(`${BODY}(?:이|가|에|을|를)?\\s?(?:좀\\s?|살짝\\s?)?(?:까졌|까지|긁혔|긁히|부었|붓|부어|자국)|금\\s?갔|뼈\\s?(?:\\S+\\s)?(?:나갔|나감)|(?:이빨|치아|이가)\\s?(?:\\S+\\s)?(?:깨|부러|나갔)|코피`),
    no: /다친\s?(?:건|거|게)\s?(?:아니|없)/,
  },
  // "계속 디엠해요", "계속 연락하고", "요새도 매일 옴", "그저께 또 문자옴"; "연락두절", "번호 바꾸고 나서는 안와요".
  still_ongoing: {
    yes: /요새도|계속\s?\S{0,4}(?:해요|하고|하면서|와요|옴|보내요|보내고)(?![가-힣])|(?:그저께|어제|오늘)(?:도)?\s?또\s/,
    no: /연락\s?두절|계정(?:을)?\s?(?:삭제|탈퇴)|(?:나서|뒤로|후로|다음부터)(?:는|론|부턴)?\s?(?:\S+\s)?(?:안\s?와|안와|안\s?옴|안옴)/,
  },
  // "합의금 얘기하러 연락왔어", "없던일로 하자고", "사과하겠다고 문자오긴 했어요", "사과문 올리겠다고 쪽지옴".
  settlement_talks: {
    yes: /합의금\s?(?:얘기|이야기|제안|요구)|없던\s?일로\s?하자|사과(?:하겠다|한다|문\s?올리겠다|문을\s?올리겠다)고\s?(?:\S+\s)?(?:연락|전화|문자|카톡|쪽지|디엠|메시지|메일)/,
    no: NEVER,
  },
  // "바로 112 불렀어요", "사이버신고 해놨어요"; "경찰엔 못감", "경찰 부르려다".
  police_report: {
    yes: /(?:112|경찰)(?:을|에|를)?\s?(?:바로\s?)?(?:불렀|부름)|신고\s?해\s?(?:놨|뒀|놓았)/,
    no: /경찰(?:은|엔|에는|도)?\s?(?:아직\s?)?(?:안|못)\s?(?:감|가)|경찰(?:을|은)?\s?부르려/,
  },
  // Records kept: "취업규칙 사본이랑 발령문 가지고 있음", "작업일지에 다 적혀있어요", "등기부등본 떼봤어요", "카톡으로 … 얘기한건 남아있어요".
  evidence: {
    yes: /(?:사본|발령문)(?:이랑|과|도|은)?\s?(?:\S+\s)?(?:있|가지고|갖고)|일지(?:에|에는)?\s?(?:다\s?)?(?:적혀|기록)|등본\S{0,2}\s?(?:떼|뗐|있)|(?:카톡|문자|메시지|메일)\S{0,3}\s?(?:\S+\s){0,3}?\S*남아\s?있/,
    no: NEVER,
  },
  // "회사 고충처리위원회에 신고했는데"; "인사팀에 말하면 … 아직 말 못했어요".
  reported_to_company: {
    yes: /고충\s?(?:처리)?\s?(?:위원회|센터|담당)?\S{0,2}\s?(?:신고|접수|제기)/,
    no: /(?:회사|인사팀)\S{0,3}\s?(?:\S+\s){0,4}?아직\s?(?:말|얘기|신고)\S{0,2}\s?(?:못|안)/,
  },
  // "지금도 회사는 다님", "지금은 휴직중", "난 버티는중": still on the payroll.
  still_employed: { yes: /(?:지금도|아직)\s?(?:회사|직장)?(?:는|에)?\s?다님|휴직\s?중|버티는\s?중/, no: NEVER },
  // "배차 시간이랑 코스 다 회사가 정하고", "시키는 대로", "지각하면 벌금까지".
  employer_control: {
    yes: /(?:시간|코스|일정|장소|업무)\S{0,3}\s?(?:\S+\s){0,2}?(?:회사|사장|대표|원장|팀장|작가)\S{0,2}\s?(?:다\s?)?정(?:하고|해|했)|시키는\s?대로|지각하면\s?(?:\S+\s)?(?:벌금|공제|깎)/,
    no: NEVER,
  },
  // "고정OT 포함", "퇴직금이 월급에 녹아있었다고".
  inclusive_wage: { yes: /고정\s?(?:OT|ot|오티|연장|야근)|녹아\s?(?:있|들어)/, no: NEVER },
  // "수익금 찾으려니까 수수료 … 선입금하래요", "돈 빼달라니까 계속 미뤄요".
  withdrawal_blocked: { yes: /(?:수익금?|원금|돈)(?:을|를)?\s?(?:찾으려|빼려|인출하려)(?:니까|는데|고\s?하니|면)|빼\s?달라니까|선입금/, no: NEVER },
  // "한번도 안빠졌어요", "빠짐없이".
  full_attendance: { yes: /(?:한\s?번도|하루도)\s?(?:안\s?)?빠(?:지|진|졌|짐)|빠짐없이/, no: NEVER },
  // "근로계약서 싸인은 했는데"; "계약서 쓰자고 해도 계속 미뤘어요".
  written_contract: {
    yes: /계약서\S{0,2}\s?(?:싸인|사인|서명|도장)(?:은|도|을)?\s?(?:했|함)/,
    no: /계약서\s?쓰자(?:고|니까)\s?(?:\S+\s){0,3}?(?:미뤄|미뤘|미루)/,
  },
  // "사본 달라니까 … 안줌"; a contract put off was never handed over either.
  contract_copy_received: { yes: NEVER, no: /사본\S{0,3}\s?(?:\S+\s){0,6}?(?:안\s?(?:줌|줘|줬|주)|못\s?받)|계약서\s?쓰자(?:고|니까)\s?(?:\S+\s){0,3}?(?:미뤄|미뤘|미루)/ },
  // "사직서 써줬어요"; "아직 아무것도 서명안했음".
  resignation_signed: { yes: /사직서\S{0,2}\s?써\s?(?:줬|드렸)/, no: /서명\s?안\s?했/ },
  // "육아휴직 신청했더니 대표가 그럼 퇴사하고 …".
  retaliation: { yes: /(?:신청|요청|얘기)(?:했더니|하니까|하자)\s?(?:\S+\s){0,3}?(?:퇴사|그만|나가|관두)/, no: NEVER },
  // "남편 애 있는거 다 알고 만난거", "유부남인거 알고".
  third_party_knew_marriage: { yes: /(?:유부남|유부녀|결혼한|기혼|애\s?있는|가정\s?있는)\S{0,2}\s?(?:거|걸|줄)\s?(?:다\s?)?알(?:고|면서)/, no: NEVER },
  // "남편 차 블랙박스 보다가 … 통화한거 들었어요": a recording the person was not part of.
  evidence_secretly_obtained: { yes: /블랙박스\S{0,3}\s?(?:\S+\s)?(?:보다가|뒤지)|(?:핸드폰|휴대폰|폰)\S{0,2}\s?몰래/, no: NEVER },
  // "데려가놓고 안돌려보내요".
  child_taken: { yes: /데려가\S*\s?(?:\S+\s)?안\s?돌려|안\s?돌려\s?보내/, no: NEVER },
  // "애들 앞에서 술먹고 물건 던지는".
  child_safety_concern: { yes: /(?:애|아이)(?:들)?\s?앞에서\s?(?:\S+\s){0,3}?(?:술|던지|때리|소리|폭력|욕)/, no: NEVER },
  // "협의이혼할때 양육권은 제가 가져왔는데", "양육비 판결 받았는데"; "양육비 얘기를 아예 안했어요".
  court_order_exists: {
    yes: /협의\s?이혼\s?(?:할\s?때|하면서)\s?(?:\S+\s){0,2}?(?:양육권|양육비|친권)|판결\s?받/,
    no: /(?:양육비|양육권)\s?(?:얘기|이야기|약속)(?:를|는|도)?\s?(?:아예\s?|전혀\s?)?(?:안|못|없)/,
  },
  // "지금 중소기업 다니는걸로 알아요".
  payer_employed: { yes: /(?:중소기업|대기업|회사|공장|직장)\S{0,2}\s?다니는\s?(?:걸로|것\s?같|듯)/, no: NEVER },
  // "아직 같이 살아요".
  living_together: { yes: /같이\s?살(?:아|며)/, no: NEVER },
  // "맞는걸 몇번 봤어요".
  violence_repeated: { yes: /몇\s?번\s?(?:봤|있었|맞)/, no: NEVER },
  // "남편이 요새 술먹고 때려서".
  // "지금은 아빠 나가서 없어": the one who hurt is gone for now.
  immediate_danger: { yes: /(?:요새|요즘|지금도)\s?(?:\S+\s){0,2}?(?:때려|때리|폭력|위협)/, no: /지금은\s?(?:\S+\s)?(?:나가서\s?)?없/ },
  // "남편이 상가 팔려고 내놨어요", "통장 돈 다 빼서 숨기는것 같아요".
  asset_hiding_risk: { yes: /팔려고\s?(?:\S+\s)?내놨|숨기는\s?(?:것|거)\s?같/, no: NEVER },
  // "저도 뿌리치면서 밀었고요", "제가 먼저 욕하면서 어깨를 쳤고"; "나는 그냥 가만히 있었음".
  fought_back: {
    yes: /(?:저도|나도)\s?(?:\S+\s)?(?:뿌리|밀었|밀쳤|때렸)|(?:제가|내가)\s?먼저\s?(?:\S+\s){0,2}?(?:쳤|때렸|밀었|밀쳤)/,
    no: /(?:나는|저는|난|전)\s?(?:그냥\s?)?가만히\s?있/,
  },
  other_side_started: { yes: NEVER, no: /(?:제가|내가)\s?먼저\s?(?:\S+\s){0,2}?(?:쳤|때렸|밀었|밀쳤)/ },
  // "다른팀원들 다있는데서", "10명정도 있었음": said before others.
  public_setting: { yes: /다\s?있는\s?(?:데서|자리)|(?:\d+|열|여러)\s?명\s?(?:정도|쯤)?\s?있었/, no: NEVER },
  // "가게 상호 박아놓고", "닉이 내 본명이라".
  victim_identifiable: { yes: /본명|상호\s?(?:박아|그대로|적어)/, no: NEVER },
  // "만진건 없어요".
  physical_contact: { yes: NEVER, no: /만진\s?(?:건|거|적)(?:은|는)?\s?(?:없|아니)/ },
  // "아직 올리진 않았어".
  content_distributed: { yes: NEVER, no: /(?:올리|퍼뜨리|뿌리)(?:진|지는)\s?않/ },
  // "아무도 없길래 그냥 나왔어요": driven off without a word.
  contact_info_given: { yes: NEVER, no: /그냥\s?나왔/ },
  // "노동청에 진정넣음"; "노동청 진정은 아직 못넣음".
  agency_claim_filed: {
    yes: /(?:노동청|고용노동부|노동부)(?:에)?\s?(?:진정|신고)\S{0,2}\s?(?:넣음|접수)/,
    no: /진정(?:은|는|도)?\s?(?:아직\s?)?(?:안|못)\s?(?:넣|했|냈)/,
  },
  // "낼부터 안나와도 된다고 문자받았어요": told by a text message, which is no written notice.
  dismissal_in_writing: { yes: NEVER, no: /(?:나오지|나와도|그만)\S*\s?(?:\S+\s)?(?:문자|카톡)(?:로|를)?\s?(?:받|왔|옴)/ },
  // "학원비가 너무 늘었어요", "회사 짤려서", "고등학생이 되면서": circumstances changed since support was set.
  income_changed: { yes: /(?:학원비|교육비|병원비|치료비)(?:가|도)?\s?(?:너무\s?|많이\s?|확\s?)?(?:늘|올랐)|재혼|(?:중학생|고등학생|대학생)이\s?되면서/, no: NEVER },
  // "문자로 달라고 해도 씹음": a demand made in writing.
  notice_sent: { yes: /(?:문자|카톡|메시지)(?:로|으로)\s?(?:\S+\s)?(?:달라고|요구|독촉)/, no: NEVER },
  // "민사상 청구 안한다는 조항이 들어있네요".
  civil_waiver_clause: { yes: /민사(?:상)?\s?(?:청구|소송)?\S{0,3}\s?(?:\S+\s)?(?:안\s?한다|안한다|하지\s?않|포기)\S*\s?(?:조항|문구)(?:이|가|도)?\s?(?:들어|있|포함|적혀)/, no: NEVER },
};
