/**
 * Yes/no facts about the situation now and counts that only some scenarios
 * ask (still working there, still living in the house, still going on, weekly
 * hours, months in arrears, a child's age, an interest rate). Each is read
 * from plain everyday phrasing; a field the scenario does not ask is dropped
 * by the caller.
 */
import type { BooleanCues } from './field-cues.js';

/** For facts people state only when they hold. */
const NEVER = /(?!)/;

export const situationBooleans: Record<string, BooleanCues> = {
  still_employed: {
    yes: /(?:그만두|관두|퇴사하)(?:진|지는|지)\s?(?:않|안)|(?:지금도|아직도|계속|아직)\s?(?:회사|직장|거기)?(?:는|에|를)?\s?(?:다녀|다니|출근)|지금\s?다니는|(?:알바|일|근무)\s?\S{0,4}째(?:인데|예요|에요|임)|야근하는데|일하는\s?중|다니는데|(?:다니고|일하고|근무하고)\s?있|(?:재직|근무)\s?중|아직\s?(?:다녀|다니|일해|일하|근무)|(?:알바|일)\s?(?:하는데|하고\s?있|하는\s?중)|받고\s?있어요|일하는데/,
    no: /그만\s?(?:뒀|둔|두었|둠)|관뒀|퇴사(?:했|한|함|하고|는)|잘렸|짤렸|해고(?:됐|당했|당함|돼서)|마지막\s?출근|나왔어요|나왔는데|(?:근무|근로|고용|프리랜서)?\s?계약(?:이)?\s?(?:끝났|만료됐|종료됐)/,
  },
  still_residing: {
    yes: /아직\s?(?:그\s?(?:집|방)에\s?)?살|살고\s?있|거주\s?중|지금도\s?살|못\s?나가|안\s?나가|이사(?:도|를)?\s?못|버티/,
    no: /이사(?:는)?\s?(?:이미\s?)?(?:나왔|갔|했)|이미\s?나왔|짐\s?(?:다\s?)?뺐/,
  },
  still_ongoing: {
    yes: /지금도|아직도|요즘도|계속\s?(?:돼|되|와|오|해|하|이|보내|따라)|(?:달|주)째\s?(?:계속|와|오|이)/,
    no: /(?:이제|지금은)\s?(?:안|없|멈|끝)|연락(?:이)?\s?(?:딱\s?|뚝\s?)?끊겼/,
  },
  contact_cut_off: { yes: /잠수|연락\s?(?:두절|끊|안\s?(?:돼|되|받))|차단(?:하고|했|당)|번호(?:도|를)?\s?바꾸|읽씹|잠적/, no: /연락은\s?(?:돼|되|와)/ },
  return_requested: { yes: /(?:반환|환불|반품)\s?(?:요청|신청|청구|해\s?달라)|돌려\s?달라고/, no: /(?:반환|환불|반품)\s?(?:요청|신청)(?:은|도)?\s?(?:안|못)/ },
  night_time: { yes: /새벽|밤\s?(?:\d|늦|중|에|사이)|한밤|자고\s?있는데|야간/, no: /대낮|낮에|오후\s?\d/ },
  multiple_offenders: { yes: /(?:두|세|네|\d)\s?(?:명|놈)(?:이|이서|이나)|여러\s?명|일행(?:들)?이|둘이서|셋이서|무리/, no: /혼자(?:서)?\s?(?:그랬|때렸|했)|한\s?명이/ },
  payment_stop_requested: { yes: /지급\s?정지|계좌\s?정지|동결\s?(?:요청|신청|했)/, no: /지급\s?정지(?:는|도)?\s?(?:안|못)/ },
  personal_info_leaked: { yes: /신분증|주민(?:등록)?\s?번호|비번|비밀번호|개인\s?정보|앱\s?(?:깔|설치)|원격/, no: /개인\s?정보는\s?(?:안|없)/ },
  reported_to_company: { yes: /회사(?:에|에다|에도)?\s?(?:신고|말했|얘기했|알렸|보고)|인사팀(?:에|에다)?\s?(?:신고|말했|얘기)/, no: /회사(?:에|에는)?\s?(?:말\s?(?:못|안)|신고\s?(?:못|안))/ },
  medical_treatment: { yes: /정신과|상담\s?치료|치료\s?(?:받|중)|약\s?(?:먹|복용)|진료\s?받/, no: /치료(?:는)?\s?(?:안|못)\s?받/ },
  prior_violation: { yes: /(?:두|세)\s?번째|전과|전에도\s?(?:걸|적발)|재범/, no: /처음\s?(?:걸|적발|이|입|예)|처음이|초범|전과\s?없/ },
  fought_back: { yes: /(?:저도|나도)\s?(?:같이\s?)?(?:때|밀|쳤|한\s?대)|맞받아|쌍방/, no: /(?:손\s?하나|전혀)\s?안\s?댔|맞기만/ },
  other_side_started: { yes: /(?:상대|걔|그\s?사람|아저씨|그\s?놈)\S{0,2}\s?먼저|먼저\s?(?:밀|때|쳤|시비)/, no: /(?:제가|내가)\s?먼저\s?(?:밀|때|쳤|시비)/ },
  living_together: { yes: /같이\s?살고|함께\s?살고|한\s?집에\s?살/, no: /따로\s?살|별거/ },
  violence_repeated: { yes: /한두\s?번이\s?아니|(?:맨날|매번|자주|여러\s?번)|술만\s?(?:마시면|먹으면)/, no: /처음\s?(?:때렸|이에요|있었)/ },
  // Leases.
  move_in_registered: { yes: /전입\s?신고(?:랑|와|하고|도|는|를)?[^.]{0,15}?(?:했|해\s?(?:뒀|놨|놓)|마쳤|돼\s?있)/, no: /전입\s?신고(?:는|도|를)?\s?(?:안|못)/ },
  fixed_date_received: { yes: /확정\s?일자(?:는|도|를|랑)?[^.]{0,10}?(?:받|했|해\s?(?:뒀|놨|놓)|있)/, no: /확정\s?일자(?:는|도|를)?\s?(?:안|못)/ },
  auction_started: { yes: /경매(?:에|가|로)?\s?(?:넘어갔|넘어간|들어갔|개시|진행|붙)/, no: /경매(?:는)?\s?아직/ },
  prior_mortgage: { yes: /근저당|선순위/, no: /근저당(?:은|도|이)?\s?없/ },
  deposit_insurance: { yes: /보증\s?보험(?:은|도|을|에)?\s?(?:들었|가입)/, no: /보증\s?보험(?:은|도|을|에)?\s?(?:안|못)\s?(?:들|가입)/ },
  renewal_requested: { yes: /갱신\s?(?:요구|청구)(?:권)?(?:을|를)?\s?(?:쓴다|썼|쓰겠|행사|했|요구했)/, no: /갱신\s?(?:요구|청구)(?:권)?(?:은|는)?\s?(?:안|못)/ },
  midpayment_paid: { yes: /중도금(?:까지|도|은)?\s?(?:\S+\s)?(?:넣었|냈|줬|보냈|지급)/, no: /중도금(?:은|도)?\s?(?:아직|안)/ },
  // Loans.
  interest_agreed: { yes: /이자(?:는|를)?\s?[^.]{0,12}?(?:하기로|주기로|받기로|약속)/, no: /이자(?:는|얘기는)?\s?(?:안\s?받기로|얘기\s?안|없이|정하지)/ },
  guarantee_in_writing: { yes: /보증\s?(?:서|계약서|서류)(?:에|에다)?\s?(?:도장|서명|사인)/, no: /보증\s?(?:서|계약서)(?:는|도)?\s?(?:안|없)/ },
  business_debt: { yes: /사업\s?자금|운영\s?자금|가게\s?자금|장사\s?밑천/, no: NEVER },
  // Harm done by others.
  offender_identified: { yes: /누군지(?:는|도)?\s?(?:알|확인)|(?:번호판|차량\s?번호)(?:을|는)?\s?(?:봤|찍었|알)/, no: /누군지\s?(?:몰|모르)|번호판(?:은|을|도)?\s?못\s?봤/ },
  public_setting: { yes: /단톡|단체\s?(?:방|채팅|톡|보이스)|사람들\s?앞|여러\s?(?:명|사람)\s?앞|(?:열|십|스무)\s?명\s?넘게|블라인드|커뮤니티|게시판|댓글|인스타|유튜브|카페에\s?(?:글|올)/, no: /둘이\s?있을\s?때|단둘이|개인\s?(?:톡|메시지|DM)/ },
  victim_identifiable: { yes: /실명|닉네임|(?:제|내)\s?이름(?:을|까지)?\s?(?:써|쓰|올|대|부르)/, no: /이름은\s?(?:안|없)/ },
  content_distributed: { yes: /유포(?:됐|했|되었|돼서)|퍼졌|퍼뜨렸|뿌렸/, no: /유포(?:는|도)?\s?(?:아직|안)/ },
  handled_money_for_others: { yes: /현금\S{0,3}\s?받아서|수거책|전달책|인출책|계좌로\s?보내는\s?일/, no: NEVER },
  false_pretext: { yes: /알고\s?보니|거짓말|핑계|사실이\s?아니/, no: NEVER },
  threatened: { yes: /협박|죽여|가만\s?안\s?(?:둬|둔)|찾아가겠|찾아간다/, no: NEVER },
  night_contact: { yes: /밤\s?(?:\d{1,2}|열한?|열두)\s?시|새벽|밤늦게|한밤/, no: NEVER },
  third_party_contacted: { yes: /(?:가족|부모|회사|직장|지인|친구)(?:들)?(?:한테|에게|에)?(?:도)?\s?(?:연락|전화)/, no: NEVER },
  seizure_done: { yes: /압류(?:가|를)?\s?(?:됐|들어왔|당했|걸렸|되었)/, no: /압류(?:는|도)?\s?(?:아직|안)/ },
  prior_discharge: { yes: /(?:면책|파산)(?:을)?\s?받은\s?적(?:이)?\s?있/, no: /(?:면책|파산|회생)\S{0,6}\s?(?:받은|한)\s?적(?:은|이)?\s?없/ },
  // Work.
  agency_claim_filed: { yes: /노동청(?:에)?\s?(?:진정|신고)(?:을|도)?\s?(?:넣었|했|냈)/, no: /노동청\S{0,2}\s?(?:진정|신고)\S{0,2}\s?(?:넣을까|하려|할까|안|못|고민)/ },
  full_attendance: { yes: /결근(?:은|도)?\s?(?:한\s?번도|전혀)?\s?(?:안|없)|개근/, no: /결근(?:을|이)?\s?(?:했|있)/ },
  inclusive_wage: { yes: /포괄\s?(?:임금|산정|연봉|계약)/, no: /포괄(?:임금)?(?:은|도)?\s?아니/ },
  dismissal_in_writing: { yes: /해고\s?통지서(?:를|도)?\s?받/, no: /통지서(?:\s?같은\s?(?:것|거|건))?(?:도|는)?\s?없이|말로만|구두로/ },
  resignation_signed: { yes: /사직서(?:를|도)?\s?(?:썼|냈|제출|작성)/, no: /사직서(?:는|를)?\s?(?:안|아직\s?안)\s?(?:썼|냈)/ },
  retaliation: { yes: /오히려\s?[^.]{0,12}?(?:보냈|발령|징계|해고|불이익|따돌)|보복/, no: NEVER },
  private_settlement_offered: { yes: /산재\s?말고|공상\s?처리|합의하자/, no: NEVER },
  employer_control: { yes: /출퇴근\s?시간(?:이)?\s?정해|업무\s?지시|지시를?\s?받/, no: NEVER },
  // Traffic and family.
  other_party_insured: { yes: /(?:상대|상대방|가해자)\s?(?:쪽\s?)?보험사/, no: /(?:상대|상대방)\S{0,2}\s?보험(?:이)?\s?없/ },
  comprehensive_insurance: { yes: /종합\s?보험(?:은|에|도)?\s?(?:들어|가입)/, no: /종합\s?보험(?:은|도)?\s?(?:안|없)/ },
  driving_for_living: { yes: /운전(?:이|으로)?\s?생계|생계(?:가|를)?\s?(?:끊|막)|(?:택배|화물차?|배달|대리)\s?(?:일|기사)/, no: NEVER },
  spouse_agrees: { yes: /(?:서로|둘\s?다)\s?이혼하기로|이혼(?:에|하는\s?데)?\s?동의/, no: /이혼\s?(?:못|안)\s?해\s?(?:준|주)/ },
  payer_employed: { yes: /회사(?:는|를|에)?\s?(?:계속\s?)?다니|직장(?:은|을|에)?\s?(?:계속\s?)?다니/, no: /(?:일|직장)(?:을|도)?\s?(?:안|그만)/ },
  court_order_exists: { yes: /판결(?:이)?\s?났|법원에서\s?[^.]{0,15}?(?:정해|판결|결정|주라)|조정\s?조서|심판문/, no: NEVER },
  child_taken: { yes: /(?:애|아이|아들|딸)(?:를|을)?\s?(?:데리고|데려)\S*\s?(?:가|갔|나가)/, no: NEVER },
  asset_hiding_risk: { yes: /팔아\s?버릴까|빼돌릴|숨길까|명의를?\s?(?:돌려|옮기)/, no: NEVER },
  third_party_knew_marriage: { yes: /(?:유부남|유부녀|결혼한)\S{0,2}\s?(?:거|걸|줄)\s?알았/, no: /(?:유부남|유부녀|결혼한)\S{0,2}\s?(?:거|걸|줄)\s?몰랐/ },
  unilateral_transfer: { yes: /몰래\s?[^.]{0,12}?(?:돌려|옮|팔)|자기\s?(?:앞으로|명의로)/, no: NEVER },
  will_exists: { yes: /유언장(?:이|을)?\s?(?:있|남기|썼|내밀)|유언(?:을)?\s?남기/, no: /유언장?(?:\s?같은\s?(?:건|거))?(?:은|는|도)?\s?(?:없|안)/ },
  filed_renunciation: { yes: /상속\s?포기(?:를)?\s?(?:했|신청했|접수)/, no: /상속\s?포기\S{0,10}\s?(?:아직|안\s?했|하려|해야)|(?:신청|접수)(?:은|는)?\s?(?:아직\s?)?안\s?했/ },
  remedy_filed: {
    yes: /(?:이의\s?신청|행정\s?심판|소청(?:\s?심사)?|행정\s?소송|취소\s?소송|과세\s?전\s?적부심)(?:은|는|도|을|를)?\s?(?:이미\s?|벌써\s?)?(?:청구\s?)?(?:냈|했|제기|접수|청구했|넣었|(?:청구)?해\s?(?:놨|뒀|놓))/,
    // "이의신청 하려고요", "소청하고 싶어요": a remedy planned is one not yet filed.
    no: /(?:이의\s?신청|행정\s?심판|소청(?:\s?심사)?|행정\s?소송|과세\s?전\s?적부심)(?:은|는|도|을|를)?\s?(?:청구(?:는|도)?\s?)?(?:아직|안\s?(?:냈|했)|하려|하고\s?싶|할까|할지|해야)/,
    // "행정심판 했는데 기각돼서 이제 소송하려고요": the next step planned does not undo the one taken.
    yesWins: true,
  },
  medical_records_obtained: { yes: /의무\s?기록(?:은|을|도)?\s?(?:떼|받|발급)/, no: /의무\s?기록(?:은|을)?\s?(?:안|못)/ },
};

/**
 * Words for facts the shared lexicon of field-cues.ts already covers, which
 * people also say in other ways: a blow struck two words after the weapon
 * ("맥주병으로 제 머리를 내리쳤어요"), a broken arm, the police called out, a
 * complaint made to the landlord or the management office.
 */
export const moreBooleanWords: Record<string, BooleanCues> = {
  weapon_used: {
    yes: /(?:칼|흉기|술병|맥주병|소주병|둔기|몽둥이|각목|쇠파이프|방망이|망치|벽돌|골프채|가위|송곳)(?:으로|로)\s?(?:\S+\s){0,2}?(?:때리|때렸|때려|내리치|내려치|내리쳤|깨|부쉈|부수|찔|찍|휘둘)/,
    no: NEVER,
  },
  injury: { yes: /부러|골절|금이\s?갔|전치|삐었|뇌진탕|화상|타박/, no: NEVER },
  police_report: { yes: /경찰(?:이|관이|들이)?\s?(?:왔|출동|와서)/, no: NEVER },
  notice_sent: {
    yes: /(?:집주인|관리실|관리\s?사무소|상대방?|업체|사장)\S{0,4}\s?(?:\S+\s){0,2}?(?:말했|얘기했|연락했|알렸|요청했)|독촉(?:도|을)?\s?(?:\S+\s)?했/,
    no: NEVER,
  },
};

/** "석 달", "넉 달": native numerals people use for months and counts. */
const NATIVE: Record<string, number> = { 한: 1, 두: 2, 세: 3, 석: 3, 네: 4, 넉: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9, 열: 10 };
const NUMBER = '(\\d{1,3}|한|두|세|석|네|넉|다섯|여섯|일곱|여덟|아홉|열)';
const valueOf = (word: string) => NATIVE[word] ?? Number(word);

const situationCounts: Record<string, RegExp> = {
  weekly_hours: new RegExp(`(?:주|일주일)\\s?(?:에|에는|당)?\\s?(?:한\\s?|약\\s?)?${NUMBER}\\s?시간`),
  arrears_months: new RegExp(`(?:월세|차임|임대료)[^.]{0,12}?${NUMBER}\\s?(?:달|개월)\\s?(?:째|치|나|이나|밀)`),
  missed_payments: new RegExp(`${NUMBER}\\s?(?:달|개월|번)\\s?(?:째|치|이나|나)?\\s?(?:안\\s?(?:줘|줌|주|들어|보내|냈)|못\\s?받|밀)`),
  youngest_child_age: new RegExp(`(?:막내|아이|애|딸|아들|자녀)(?:는|가|이|은)?[^.]{0,8}?${NUMBER}\\s?살`),
  interest_rate: /(?:이자|이율|금리|연|월)\S{0,4}\s?(\d{1,3})(?:\.\d+)?\s?(?:%|퍼센트|프로)/,
};

/** Every situation count the text states, by field. */
export function situationCountsIn(text: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const [field, pattern] of Object.entries(situationCounts)) {
    const word = pattern.exec(text)?.[1];
    if (word !== undefined) found[field] = valueOf(word);
  }
  return found;
}

/** Choices read from plain phrasing (first match wins); the person's own side is read by own-side.ts. */
export const situationChoices: Record<string, Record<string, RegExp>> = {
  // Whose death opened the estate says how the person is related: "아버지가 돌아가셨는데" makes a child.
  heir_relationship: {
    '자녀(손자녀 포함)': /(?<![가-힣])(?:아버지|어머니|아빠|엄마|부친|모친|아버님|어머님|할머니|할아버지)(?:가|께서|이|는)?\s?(?:\S+\s){0,2}?돌아가/,
    배우자: /(?<![가-힣])(?:남편|아내|와이프|집사람)(?:이|가|는)?\s?(?:\S+\s){0,2}?(?:돌아가|사망|세상을)/,
    형제자매: /(?<![가-힣])(?:형|오빠|누나|언니|동생)(?:이|가|는)?\s?(?:\S+\s){0,2}?(?:돌아가|사망|세상을)/,
  },
  // Read in order: a suit or a settlement under way is not yet a divorce done ("이혼 소송 중", "협의이혼 신청해서").
  divorce_status: {
    '이혼 소송·조정 중': /이혼\s?(?:소송|조정|재판)(?:을|이)?\s?(?:중|냈|걸었|진행|제기|하고\s?있)/,
    '협의이혼 진행 중': /협의\s?이혼\s?(?:신청|진행|중|하(?:는|고\s?있))|숙려\s?기간/,
    '이혼 전(고민 중)': /이혼(?:은|을)?\s?(?:아직\s?)?(?:안\s?했|고민|생각\s?중|할까)|아직\s?이혼\s?(?:전|안)/,
    '이혼 완료': /이혼\s?(?:판결\s?)?(?:확정|했|한\s?지|한\s?뒤|하고(?!\s?싶)|후)|이혼한\s(?!줄)|전남편|전처|전와이프|전부인/,
  },
};
