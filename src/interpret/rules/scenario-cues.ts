/**
 * Cue words for scenario-specific fields (wages, prices, repayments, the day
 * something was found out or a paper came), kept apart from the shared
 * taxonomy cues in field-cues.ts. A cue is only ever used for a field the
 * scenario asks, so a word like "월급" can name the monthly wage in one
 * scenario and the unpaid wage in another.
 */
import type { BooleanCues, ValueCues } from './field-cues.js';

/** Property named right before its sum, with up to three words between; not 재산세 (a tax) nor 재산명시 (a court order). */
const OWNED = String.raw`(?:재산|자산)(?!세|\s?명시|\s?분할)\S{0,3}\s(?:[^\s\d]+\s){0,3}$`;

export const scenarioMoneyCues: Record<string, ValueCues> = {
  hourly_wage: { cues: /시급|시간당/ },
  monthly_rent: { cues: /(?<![가-힣\d])월(?![가-힣\d])/ },
  // "월 170 주고": 월 as a word of its own before the sum (not the month of "6월 ").
  monthly_wage: { cues: /월급|월 ?급여|한 ?달에|매달|세전|세후|실수령|(?<![가-힣\d])월(?![가-힣\d])/ },
  monthly_income: { cues: /월급|월 ?소득|월수입|수입|세후|실수령|한 ?달에|벌어|버는|벌이/ },
  // "총 4천5백 계약하고 3천 줬어요": the whole sum, against the part paid.
  // "공사비 천오백 전액 지급": the building cost named bare is the whole price (not an extra charge).
  contract_price: { cues: /(?<!추가\s?)공사비|매매가|매매 ?대금|계약 ?금액|총 ?공사비|공사 ?대금|총액|전체 ?금액|이사비|짜리|에 계약|(?<![가-힣])총(?![가-힣])|가입비|계약하고|계약(?:해서|했고|했는데|한 ?(?:거|건))/ },
  repaid_amount: { cues: /갚은|갚고|갚다가|갚아 ?줬|갚았|받은 ?(?:건|게|돈)|(?<!(?:빌려|전화|문자|연락|카톡|톡|메시지|메세지|dm|디엠|택배|물건|우편|통지|고지서) ?)받고|돌려받은|들어온|상환|변제/ },
  // "대략 30만원 정도 못받은것 같아요": a sum said to be unpaid.
  unpaid_wage: { cues: /못\s?받|안\s?준|떼인|떼먹/ },
  // Words for a sum at stake that field-cues.ts does not list: a repair, a bill, a quote.
  // A sum paid or taken: "120 결제했어", "회비 1200을 빼돌렸어요".
  amount: {
    // "재산은 3억 정도" is the sum at stake where no asset value is asked (an estate, a marriage's property).
    cues: new RegExp(`${OWNED}|수리비|치료비|병원비|견적|빚|채무|대출|압류|손해배상|양육비|결제|빼돌|횡령|떼먹|뜯겼|날렸|수수료|복비|중개 ?보수|체납|원금|위약금|과징금|이행강제금|범칙금|가산세|추징|(?:양도|증여|상속|종소|종합소득|부가|재산|취득|법인)세|(?:수술|교체|광고|교육|재료|자재)비|비용|미수|미납|물건값|차값`),
  },
  // What the person owns in all, named before the sum: "재산은 차 한 대 500 정도" (not "30만원이 전부고 재산도 없어요").
  asset_value: { cues: new RegExp(OWNED) },
};

export const scenarioDateCues: Record<string, ValueCues> = {
  // "지인이 알려줘서 알았어요": told by someone is found out.
  discovered_date: { cues: /안 ?(?:게|건)|알게 ?(?:된|됐|됨)|알았|발견|들켰|알려 ?(?:줘|줬|주)|처음 ?(?:본|봤|보게)/ },
  // "빚이 2억이 넘는다는걸 10월 초에 알았어요".
  debt_known_date: { cues: /안 ?(?:게|건)|알게 ?(?:된|됐|됨)|알았/ },
  gift_known_date: { cues: /안 ?(?:게|건)|알게 ?(?:된|됐)|알았/ },
  offender_known_date: { cues: /안 ?(?:게|건)|알게 ?(?:된|됐)|알았|누군지/ },
  // The day goods or work arrived: "11월 10일에 받았음", "납품받았어요", "공사 끝난날 9월 15일", "공사 끝난게 10월 17일", "9월 1일부터 다니기 시작".
  // "11월 16일에 받아보니": goods looked at once they came.
  received_date: { cues: /받았|받은|받음|받아 ?보|받고 ?보니|배송|도착|납품|인도|설치|공사(?:가|는)? ?끝났|입주|끝난 ?(?:날|게|건)|다니기 ?시작|이용 ?시작|부터 ?다니|넘겨 ?받/ },
  document_received_date: { cues: /받은 ?(?:날|건|게)|받았|받음|날아왔|날아온|송달|(?:서류|통지|명령)(?:가|이|는)? (?:\S+ )?왔|연락(?:이)? ?(?:옴|왔|받)|^에? ?(?:왔|날아왔|날라왔)/ },
  disposition_date: { cues: /받은 ?(?:건|게)|받았|받음|독촉장|사유 ?설명서|징계 ?통지/ },
  last_payment_date: { cues: /마지막(?:으로)?\s?(?:\S+\s)?(?:입금|들어온|들어왔|갚은|갚았|받은|받았|보낸|돈 ?들어)/ },
  last_visit_date: { cues: /마지막(?:으로)? ?(?:본|만난|봤|만났)/ },
  divorce_date: { cues: /이혼(?:했|한|하고|을 ?했)/ },
  // "신청은 8월에 했어요": the day an application went in.
  incident_date: { cues: /신청(?:은|서는|서를|을)?\s?$/ },
  // "계약은 내년 2월까지인데", "제 계약은 4월 30일까지에요" (에요 as people spell 예요): the term runs until the date.
  lease_end_date: { cues: /^까지(?:인데|이에요|예요|에요|요|야|임|라서|이고|고)/ },
  // "계약은 2021년 12월에 시작했고": the day the lease began.
  // "2023년 3월에 이사들어왔는데", "작년에 전세로 들어왔어요": the day the person moved in.
  lease_start_date: { cues: /부터 ?(?:장사|영업|살|입주|임대|들어)|입주|처음 ?들어|처음 계약|^에? ?시작|이사\s?(?:들어\s?)?(?:왔|옴|온|와)|(?:전세|월세|반전세)(?:로|를)?\s?들어\s?(?:왔|옴|온|와|갔|간)/ },
  // "영업정지가 11월 30일부터라", "12월부터 지급 끊긴대요", "출국기한이 12월 10일", "12월 3일까지 나가야".
  execution_date: { cues: /부터 ?(?:정지|집행|시행|적용|시작|지급 ?(?:끊|중단|정지))|집행|철거|강제로|정지(?:가|는|이)? ?$|끊긴|중단|출국 ?기한|까지 ?(?:나가야|출국|떠나)/ },
  // A decision on the appeal: "재결서", "소청결정은 10월 20일", "기각 결정서를 10월 29일에 받음", "결정문 받은날이 9월 30일".
  appeal_decision_date: { cues: /재결|기각|각하|(?:소청|심판|심사) ?결정|결정(?:서|문)/ },
  court_date: { cues: /기일|(?:대금\s?)?납부\s?기한|재판(?:은|이)?|법원에 ?(?:나오|출석|오라)|오래요|오라고|종기/ },
  // "2019년에 회생 면책 받은적": the discharge named with its year.
  prior_discharge_date: { cues: /면책|파산 ?선고/ },
  // "10/31까지 입금해준댔는데", "6월까지 오픈한다고", "잔금은 12월 20일": a day something is to be done by.
  due_date: { cues: /^까지 ?(?:\S+ ?){0,2}?(?:입금|지급|송금|인도|넘겨|오픈|완공|설치|해 ?주|해준|준다|준대|주기로|한다고|하기로|갚|돌려)|^까지(?:인데|이에요|예요|에요|요|야|임|이고)|잔금(?:은|이|일)?\s?$|변제기|(?:완공|준공|납품|설치)\s?약속|(?:준다|해준다|해\s?준다|온다|갚는다|끝낸다)던\s?$/ },
};

/** Fields whose date lies ahead: a date without a year is the next one. */
export const fieldsAhead: ReadonlySet<string> = new Set(['summons_date', 'court_date', 'execution_date']);

/** Deadlines, which lie either side of the day they are told: a date without a year is the nearest one. */
export const deadlineFields: ReadonlySet<string> = new Set(['due_date', 'lease_end_date']);

/** Fields that hold a sum per month or per hour, not a total: "월급 250씩" stays 250. */
export const perUnitFields: ReadonlySet<string> = new Set(['monthly_wage', 'monthly_income', 'monthly_rent', 'hourly_wage']);

/** Both tables as one: fields only in `extra` first, so a tie goes to the narrower field; a field in both gets the cues of both. */
export function withScenarioCues(base: Record<string, ValueCues>, extra: Record<string, ValueCues>): Record<string, ValueCues> {
  const merged: Record<string, ValueCues> = {};
  for (const [field, cues] of Object.entries(extra)) if (!(field in base)) merged[field] = cues;
  for (const [field, cues] of Object.entries(base)) {
    const more = extra[field];
    merged[field] = more ? { ...cues, cues: new RegExp(`${cues.cues.source}|${more.cues.source}`) } : cues;
  }
  return merged;
}

/** A yes/no table with more words for some of its facts: either table's words say yes, or no. */
export function withMoreWords(base: Record<string, BooleanCues>, more: Record<string, BooleanCues>): Record<string, BooleanCues> {
  const either = (a: RegExp, b: RegExp) => new RegExp(`${a.source}|${b.source}`);
  return Object.fromEntries(
    Object.entries(base).map(([field, cues]) => {
      const extra = more[field];
      return [field, extra ? { ...cues, yes: either(cues.yes, extra.yes), no: either(cues.no, extra.no) } : cues];
    }),
  );
}
