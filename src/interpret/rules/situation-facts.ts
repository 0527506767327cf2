/**
 * Yes/no facts about the situation now and counts that only some scenarios
 * ask (still working there, still living in the house, still going on, weekly
 * hours, months in arrears, a child's age, an interest rate). Each is read
 * from plain everyday phrasing; a field the scenario does not ask is dropped
 * by the caller.
 */
import type { BooleanCues } from './field-cues.js';

export const situationBooleans: Record<string, BooleanCues> = {
  still_employed: {
    yes: /(?:다니고|일하고|근무하고)\s?있|(?:재직|근무)\s?중|아직\s?(?:다녀|다니|일해|일하|근무)|(?:알바|일)\s?(?:하는데|하고\s?있|하는\s?중)|받고\s?있어요|일하는데/,
    no: /그만\s?(?:뒀|둔|두었|둠)|관뒀|퇴사(?:했|한|함|하고|는)|잘렸|짤렸|해고(?:됐|당했|당함|돼서)|마지막\s?출근|나왔어요|나왔는데/,
  },
  still_residing: {
    yes: /아직\s?(?:그\s?(?:집|방)에\s?)?살|살고\s?있|거주\s?중|지금도\s?살|못\s?나가|이사\s?못/,
    no: /이사(?:는)?\s?(?:이미\s?)?(?:나왔|갔|했)|이미\s?나왔|짐\s?(?:다\s?)?뺐/,
  },
  still_ongoing: {
    yes: /지금도|아직도|요즘도|계속\s?(?:돼|되|와|오|해|하|이|보내|따라)|(?:달|주)째\s?(?:계속|와|오|이)/,
    no: /(?:이제|지금은)\s?(?:안|없|멈|끝)|연락이?\s?끊겼/,
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
};

/** "석 달", "넉 달": native numerals people use for months and counts. */
const NATIVE: Record<string, number> = { 한: 1, 두: 2, 세: 3, 석: 3, 네: 4, 넉: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9, 열: 10 };
const NUMBER = '(\\d{1,3}|한|두|세|석|네|넉|다섯|여섯|일곱|여덟|아홉|열)';
const valueOf = (word: string) => NATIVE[word] ?? Number(word);

const situationCounts: Record<string, RegExp> = {
  weekly_hours: new RegExp(`(?:주|일주일)\\s?(?:에|에는|당)?\\s?(?:한\\s?|약\\s?)?${NUMBER}\\s?시간`),
  arrears_months: new RegExp(`(?:월세|차임|임대료)[^.]{0,12}?${NUMBER}\\s?(?:달|개월)\\s?(?:째|치|나|이나|밀)`),
  missed_payments: new RegExp(`${NUMBER}\\s?(?:달|개월|번)\\s?(?:째|치|이나|나)?\\s?(?:안\\s?(?:줘|줌|주|들어|보내|냈)|못\\s?받|밀)`),
  youngest_child_age: new RegExp(`(?:아이|애|딸|아들|자녀)(?:는|가|이|은)?[^.]{0,8}?${NUMBER}\\s?살`),
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

/** Which side of a lease or a case the person is on, from how they name themselves or the other side (first match wins). */
export const situationChoices: Record<string, Record<string, RegExp>> = {
  lease_role: {
    // The other side named as the subject ("집주인이 나가래요") puts the person on the other side of the lease.
    '임차인(세입자)': /(?<!(?:저는|제가|저희가|내가)\s?)(?:집주인|건물주|임대인)(?:이|가|한테|님이|님한테|은|는)\s|(?:저는|제가)\s?(?:세입자|임차인)/,
    '임대인(집주인)': /(?:저는|제가|저희가|내가)\s?(?:집주인|건물주|임대인)|세입자(?:가|이)\s/,
  },
  case_side: {
    '가해자로 지목됨': /(?:신고|고소)\s?당했|(?:신고|고소)당했|가해자로/,
    피해자: /당했|훔쳐\s?갔|털렸|도둑맞|피해자(?:인데|예요|입니다|고)/,
  },
};
