/**
 * Cue words that tie a value in free text to a taxonomy field ("보증금 3억" →
 * deposit_amount). Interpretation data, not user-facing text; the graph never
 * sees it. Scenario-specific fields are asked rather than extracted.
 */
export interface ValueCues {
  /** Words near the value that name this field. */
  cues: RegExp;
  /** Without any cue, the value goes to this field when the scenario asks it. */
  fallback?: boolean;
}

export const moneyFields: Record<string, ValueCues> = {
  deposit_amount: { cues: /보증금|전세금|전셋돈|보증 ?금액/ },
  monthly_rent: { cues: /월세|차임|임대료|월 ?임대/ },
  unpaid_wage: { cues: /월급|임금|급여|알바비|체불|밀린|수당|퇴직금|일당|시급/ },
  other_parent_income: { cues: /소득|수입|버는|벌어/ },
  repaid_amount: { cues: /갚았|받았|돌려받|상환|변제/ },
  amount: { cues: /빌려|빌린|대금|금액|피해|보냈|송금|입금|이체|줬|손해|합의금|위자료|계약금|벌금|과태료|세금|청구/, fallback: true },
};

export const dateFields: Record<string, ValueCues> = {
  employment_start: { cues: /입사|들어가|들어간|일하기 시작|일 시작|근무 시작|채용/ },
  employment_end: { cues: /퇴사|그만두|그만둔|그만뒀|그만 두|해고|잘리|잘렸|짤리|짤렸|나왔|퇴직|계약 ?종료/ },
  lease_end_date: { cues: /만기|만료|계약 ?(?:이 |기간이 )?끝|계약 ?종료|나가기로/ },
  due_date: { cues: /갚기로|주기로|갚는다|까지\s?(?:준|갚|돌려)|(?<![가-힣])(?:변제 ?|지급 ?|상환 ?)?기한|약속한 날|지급일|주겠다/ },
  decedent_date: { cues: /돌아가|사망|별세|세상을 떠/ },
  disposition_date: { cues: /처분|통지|고지서|통보|받은 날|통지서|결정문/ },
  summons_date: { cues: /출석|소환|오라고/ },
  incident_date: { cues: /일어|발생|당했|맞았|사고|계약|빌려|보냈|송금|입금|샀|구매|시작/, fallback: true },
};

export interface BooleanCues {
  yes: RegExp;
  no: RegExp;
}

export const booleanFields: Record<string, BooleanCues> = {
  // "계약서에 위약금 조항이…": a contract whose clauses are quoted exists.
  written_contract: { yes: /계약서(?:를|도|는)? ?(?:썼|작성|있|받았|쓰고)|계약서(?:에|엔|에는|상|대로) |차용증(?:을|도|은)? ?(?:썼|있|받)/, no: /계약서(?:를|도|는|가)? ?(?:안 ?썼|없|안 ?받|못 ?받|작성 ?안|쓰지 않)|차용증(?:을|도|은|이|가)? ?(?:없|안 ?썼|안 ?받|못 ?받)|구두로|말로만/ },
  evidence: { yes: /캡[처쳐]|녹음|카톡|문자|메시지|영수증|송금 ?내역|이체 ?내역|진단서|cctv|블랙박스|사진|증거(?:가|는|도)? ?있/, no: /증거(?:가|는|도)? ?(?:없|하나도)|아무 ?증거/ },
  notice_sent: { yes: /내용증명(?:을|도)? ?(?:보냈|발송|보내)|독촉(?:을|도)? ?(?:했|하)/, no: /내용증명(?:은|도)? ?(?:안|아직|못)/ },
  police_report: { yes: /신고(?:를|도)? ?했|고소(?:를|도)? ?했|고소장|경찰에 (?:신고|갔|얘기)|112(?:에|로)? ?(?:신고|전화)/, no: /신고(?:는|를|도)? ?(?:안|아직|못)|고소(?:는|를|도)? ?(?:안|아직|못)/ },
  injury: { yes: /다쳤|다쳐|다치|부상|골절|상처|멍|입원|진단|치료|피가|찢어/, no: /다친 ?(?:곳|데)(?:은|는)? ?없|다치지 ?(?:않|는 ?않)/ },
};

export const countFields: Record<string, RegExp> = {
  // "전치 4주", "진단 3주" or the other way round: "6주 진단", "4주 진단서".
  diagnosis_weeks: /(?:전치|진단|진단서)\s*(?:가|이|상)?\s*(\d{1,2})\s*주|(\d{1,2})\s*주\s*(?:짜리\s*)?(?:진단|치료)/,
  marriage_years: /(?:결혼(?:한 ?지|생활)?|혼인(?:한 ?지)?)\s*(\d{1,2})\s*년/,
  children: /(?:아이|애|자녀|아들|딸)(?:가|이|는)?\s*(\d{1,2}|하나|둘|셋|넷)\s*(?:명)?/,
};

export const choiceFields: Record<string, Record<string, RegExp>> = {
  counterparty_type: {
    법인: /회사|법인|주식회사|\(주\)|업체|가게|매장|쇼핑몰|병원|학원|은행/,
    '국가·기관': /구청|시청|군청|국가|경찰|공단|세무서|지자체|공무원|정부/,
    개인: /친구|지인|집주인|개인|사람|남자|여자|이웃|남친|여친|동생|형|누나|언니/,
  },
  desired_goal: {
    '돈을 돌려받고 싶음': /돌려받|받고 ?싶|받을 ?수|되찾|환불|돈(?:을|만)? ?받/,
    '처벌을 원함': /처벌|벌 ?받|감옥|고소하고|형사/,
    '합의·조정': /합의|조정|원만하게/,
    '변호사 상담 연결': /변호사/,
    '대응 방법 문의': /어떻게 ?해야|방법|대응|뭘 ?해야/,
  },
  case_stage: {
    '판결·처분 이후': /판결(?:이|을)? ?(?:났|받)|처분(?:을|이)? ?(?:받|났)|선고/,
    '소송·재판 중': /소송 ?중|재판 ?중|소송(?:을|이)? ?(?:걸|진행)|재판(?:을|이)? ?진행/,
    '수사 중': /수사 ?중|조사(?:를|받)|경찰 ?조사/,
    '신고·고소함': /신고했|고소했|고소장/,
  },
};

/** Who the other side is, by the words people use for them. */
export const counterpartyNouns =
  /(사장님?|대표님?|회사|집주인|임대인|건물주|세입자|임차인|친구|지인|전 ?남친|전 ?여친|남자친구|여자친구|남편|아내|전 ?남편|전 ?아내|시어머니|시댁|처가|부모님?|형|누나|언니|오빠|동생|이웃|윗집|아랫집|옆집|판매자|구매자|중개사|부동산|업체|병원|의사|상대방|가해자|점장|매니저|팀장|상사|동료)/;

export const relationshipNouns = /(친구|지인|동료|상사|직장 ?동료|가족|부부|남편|아내|연인|전 ?남친|전 ?여친|부모|자녀|형제|자매|이웃|거래처|모르는 사람)/;

export const evidenceNouns = /(계약서|차용증|카톡|문자|메시지|녹음|캡[처쳐]|영수증|송금 ?내역|이체 ?내역|진단서|cctv|블랙박스|사진|동영상|이메일|내용증명|급여명세서|통장)/g;
