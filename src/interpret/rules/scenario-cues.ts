/**
 * Cue words for scenario-specific fields (wages, prices, repayments, the day
 * something was found out or a paper came), kept apart from the shared
 * taxonomy cues in field-cues.ts. A cue is only ever used for a field the
 * scenario asks, so a word like "월급" can name the monthly wage in one
 * scenario and the unpaid wage in another.
 */
import type { BooleanCues, ValueCues } from './field-cues.js';

export const scenarioMoneyCues: Record<string, ValueCues> = {
  hourly_wage: { cues: /시급|시간당/ },
  // "월 170 주고": 월 as a word of its own before the sum (not the month of "6월 ").
  monthly_wage: { cues: /월급|월 ?급여|한 ?달에|매달|세전|세후|실수령|(?<![가-힣\d])월(?![가-힣\d])/ },
  monthly_income: { cues: /월급|월 ?소득|월수입|수입|세후|실수령|한 ?달에|벌어|버는|벌이/ },
  // "총 4천5백 계약하고 3천 줬어요": the whole sum, against the part paid.
  contract_price: { cues: /매매가|매매 ?대금|계약 ?금액|총 ?공사비|공사 ?대금|총액|전체 ?금액|이사비|짜리|에 계약|(?<![가-힣])총(?![가-힣])|가입비|계약하고/ },
  repaid_amount: { cues: /갚은|갚고|갚다가|갚아 ?줬|갚았|받은 ?(?:건|게|돈)|(?<!빌려 ?)받고|돌려받은|들어온|상환|변제/ },
  // "대략 30만원 정도 못받은것 같아요": a sum said to be unpaid.
  unpaid_wage: { cues: /못\s?받|안\s?준|떼인|떼먹/ },
  // Words for a sum at stake that field-cues.ts does not list: a repair, a bill, a quote.
  // A sum paid or taken: "120 결제했어", "회비 1200을 빼돌렸어요".
  amount: { cues: /수리비|치료비|병원비|견적|빚|채무|대출|압류|손해배상|양육비|결제|빼돌|횡령|떼먹|뜯겼|날렸|수수료|복비|중개 ?보수|체납/ },
};

export const scenarioDateCues: Record<string, ValueCues> = {
  discovered_date: { cues: /안 ?(?:게|건)|알게 ?(?:된|됐|됨)|알았|발견|들켰/ },
  // "빚이 2억이 넘는다는걸 10월 초에 알았어요".
  debt_known_date: { cues: /안 ?(?:게|건)|알게 ?(?:된|됐|됨)|알았/ },
  gift_known_date: { cues: /안 ?(?:게|건)|알게 ?(?:된|됐)|알았/ },
  offender_known_date: { cues: /안 ?(?:게|건)|알게 ?(?:된|됐)|알았|누군지/ },
  // The day goods or work arrived: "11월 10일에 받았음", "납품받았어요".
  received_date: { cues: /받았|받은|받음|배송|도착|납품|인도|설치|공사(?:가|는)? ?끝났|입주/ },
  document_received_date: { cues: /받은 ?(?:날|건|게)|받았|날아왔|날아온|송달|(?:서류|통지|명령)(?:가|이|는)? (?:\S+ )?왔/ },
  disposition_date: { cues: /받은 ?(?:건|게)|받았|받음|독촉장|사유 ?설명서|징계 ?통지/ },
  last_payment_date: { cues: /마지막(?:으로)?\s?(?:\S+\s)?(?:입금|들어온|갚은|받은|보낸|돈 ?들어)/ },
  last_visit_date: { cues: /마지막(?:으로)? ?(?:본|만난|봤|만났)/ },
  divorce_date: { cues: /이혼(?:했|한|하고|을 ?했)/ },
  lease_start_date: { cues: /부터 ?(?:장사|영업|살|입주|임대|들어)|입주|처음 ?들어|처음 계약/ },
  execution_date: { cues: /부터 ?(?:정지|집행|시행|적용)|집행|철거|강제로/ },
  appeal_decision_date: { cues: /재결|기각|각하/ },
  court_date: { cues: /기일|재판(?:은|이)?|법원에 ?(?:나오|출석|오라)|오래요|오라고|종기/ },
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
