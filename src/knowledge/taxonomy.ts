/**
 * The binding case taxonomy and field vocabulary (../shared/spec/taxonomy.yaml),
 * kept in code so a deployed server can check its knowledge base without the
 * spec folder. `taxonomy.test.ts` compares it with the spec file when present.
 * The knowledge base may add scenarios; it may not rename or drop these.
 */
import type { AnswerType } from './schema.js';

type Level1Code = 'CIVIL' | 'LABOR' | 'CRIMINAL' | 'FAMILY' | 'ADMIN';

export interface TaxonomyLevel2 {
  level1: Level1Code;
  name: string;
  /** scenario code → name, in menu order */
  scenarios: Record<string, string>;
}

export interface TaxonomyField {
  type: AnswerType;
  label: string;
  options?: string[];
}

export interface Taxonomy {
  level1: Record<Level1Code, string>;
  level2: Record<string, TaxonomyLevel2>;
  fields: Record<string, TaxonomyField>;
}

export const taxonomy: Taxonomy = {
  level1: {
    CIVIL: '민사',
    LABOR: '노동',
    CRIMINAL: '형사',
    FAMILY: '가사',
    ADMIN: '행정',
  },
  level2: {
    CIVIL_CONTRACT: {
      level1: 'CIVIL',
      name: '계약',
      scenarios: {
        CONTRACT_NONPAYMENT: '물건·용역 대금을 받지 못함',
        CONTRACT_BREACH: '상대방이 약속한 의무를 이행하지 않음',
        CONTRACT_TERMINATION: '계약 해제·해지를 둘러싼 다툼',
        CONTRACT_REFUND: '환불·청약철회 거부',
        CONTRACT_PENALTY: '위약금·손해배상 예정액 다툼',
        CONTRACT_DEPOSIT: '계약금·가계약금 반환 또는 몰수',
        CONTRACT_SERVICE_DEFECT: '용역·서비스 결과물의 하자',
        CONTRACT_CONSTRUCTION: '공사·인테리어 하자 또는 지연',
      },
    },
    CIVIL_LOAN: {
      level1: 'CIVIL',
      name: '대여금',
      scenarios: {
        LOAN_NONPAYMENT: '빌려준 돈을 돌려받지 못함',
        LOAN_NO_DOCUMENT: '차용증 없이 빌려준 돈',
        LOAN_PARTIAL: '일부만 갚고 나머지를 갚지 않음',
        LOAN_INTEREST: '이자·지연이자 다툼',
        LOAN_GUARANTOR: '보증인 책임 문제',
      },
    },
    CIVIL_REALESTATE: {
      level1: 'CIVIL',
      name: '부동산·임대차',
      scenarios: {
        LEASE_DEPOSIT: '전세·월세 보증금을 돌려받지 못함',
        JEONSE_FRAUD: '전세사기 의심(깡통전세, 이중계약 등)',
        RENT_ARREARS: '월세·관리비 연체',
        EVICTION: '명도·퇴거 요구',
        LEASE_REPAIR: '누수·하자 수선과 비용 부담',
        SALE_DISPUTE: '부동산 매매 계약 분쟁',
        BROKER_DISPUTE: '공인중개사 책임·중개수수료 분쟁',
        COMMERCIAL_LEASE: '상가 임대차(권리금, 계약갱신)',
      },
    },
    CIVIL_TORT: {
      level1: 'CIVIL',
      name: '손해배상',
      scenarios: {
        TRAFFIC_ACCIDENT_DAMAGES: '교통사고 손해배상·보험 처리',
        INJURY_DAMAGES: '다쳐서 입은 손해의 배상',
        MEDICAL_MALPRACTICE: '의료사고',
        PROPERTY_DAMAGE: '물건 파손 등 재산 손해',
        DEFAMATION_DAMAGES: '명예훼손·모욕에 대한 위자료',
        PRIVACY_DAMAGES: '사생활 침해·개인정보 유출 손해',
        NEIGHBOR_NUISANCE: '층간소음·누수 등 이웃 분쟁',
      },
    },
    CIVIL_UNJUST: {
      level1: 'CIVIL',
      name: '부당이득',
      scenarios: {
        MISTRANSFER: '착오송금 반환',
        OVERPAYMENT: '이중지급·과다지급 반환',
      },
    },
    CIVIL_DEBT: {
      level1: 'CIVIL',
      name: '채무·도산',
      scenarios: {
        PERSONAL_REHABILITATION: '개인회생',
        BANKRUPTCY: '개인파산·면책',
        ILLEGAL_COLLECTION: '불법 채권추심 피해',
      },
    },
    CIVIL_EXECUTION: {
      level1: 'CIVIL',
      name: '소송·집행 절차',
      scenarios: {
        PAYMENT_ORDER: '지급명령·소액소송 진행',
        GARNISHMENT: '급여·예금 압류',
        ASSET_DISCLOSURE: '재산명시·재산조회',
        AUCTION: '부동산 경매',
      },
    },
    LABOR_WAGE: {
      level1: 'LABOR',
      name: '임금',
      scenarios: {
        WAGE_ARREARS: '임금(월급·알바비) 체불',
        SEVERANCE_PAY: '퇴직금 미지급',
        MINIMUM_WAGE: '최저임금 미달',
        OVERTIME_PAY: '연장·야간·휴일근로 수당 미지급',
        WEEKLY_HOLIDAY_PAY: '주휴수당 미지급',
      },
    },
    LABOR_DISMISSAL: {
      level1: 'LABOR',
      name: '해고·징계',
      scenarios: {
        UNFAIR_DISMISSAL: '부당해고',
        DISMISSAL_NOTICE: '해고예고·서면통지 위반',
        UNFAIR_DISCIPLINE: '부당징계(정직, 감봉, 전보)',
        FORCED_RESIGNATION: '권고사직 강요',
      },
    },
    LABOR_WORKPLACE: {
      level1: 'LABOR',
      name: '직장 내 문제',
      scenarios: {
        WORKPLACE_HARASSMENT: '직장 내 괴롭힘',
        WORKPLACE_SEXUAL_HARASSMENT: '직장 내 성희롱',
        INDUSTRIAL_ACCIDENT: '산업재해(업무상 부상·질병)',
        NO_WRITTEN_CONTRACT: '근로계약서 미작성·미교부',
        LEAVE_DENIAL: '연차·출산·육아휴직 거부',
        FREELANCER_MISCLASSIFICATION: '프리랜서(3.3%) 계약이지만 실제로는 근로자',
      },
    },
    CRIMINAL_FRAUD: {
      level1: 'CRIMINAL',
      name: '사기',
      scenarios: {
        ONLINE_TRADE_FRAUD: '중고거래·온라인 거래 사기',
        PHISHING: '보이스피싱·메신저피싱',
        INVESTMENT_FRAUD: '투자·리딩방·코인 사기',
        ROMANCE_SCAM: '로맨스 스캠',
        BORROWING_FRAUD: '갚을 생각 없이 돈을 빌려 간 차용사기',
        JOB_FRAUD: '취업·교육·부업 사기',
      },
    },
    CRIMINAL_VIOLENCE: {
      level1: 'CRIMINAL',
      name: '폭행·상해·협박',
      scenarios: {
        SIMPLE_ASSAULT: '폭행',
        INJURY_ASSAULT: '상해(진단서 있음)',
        MUTUAL_ASSAULT: '쌍방폭행·정당방위 쟁점',
        SPECIAL_ASSAULT: '특수폭행·집단폭행',
        THREAT: '협박',
      },
    },
    CRIMINAL_SEX: {
      level1: 'CRIMINAL',
      name: '성범죄',
      scenarios: {
        INDECENT_ASSAULT: '강제추행',
        RAPE: '강간·준강간',
        ILLEGAL_FILMING: '불법촬영·촬영물 유포·합성(딥페이크)',
        OBSCENE_COMMUNICATION: '통신매체이용음란(음란 메시지)',
      },
    },
    CRIMINAL_STALKING: {
      level1: 'CRIMINAL',
      name: '스토킹',
      scenarios: {
        STALKING: '반복적인 연락·접근·따라다님',
        STALKING_WITH_THREAT: '스토킹과 함께 협박·보복 위협',
      },
    },
    CRIMINAL_DEFAMATION: {
      level1: 'CRIMINAL',
      name: '명예훼손·모욕',
      scenarios: {
        ONLINE_DEFAMATION: '온라인 명예훼손',
        INSULT: '모욕(욕설)',
        FALSE_ACCUSATION: '무고·허위 신고',
      },
    },
    CRIMINAL_PROPERTY: {
      level1: 'CRIMINAL',
      name: '재산범죄',
      scenarios: {
        THEFT: '절도',
        BURGLARY: '주거침입·침입절도',
        ROBBERY: '강도',
        EMBEZZLEMENT: '횡령(회사 돈, 맡긴 돈)',
        BREACH_OF_TRUST: '배임',
        CRIMINAL_PROPERTY_DAMAGE: '재물손괴',
      },
    },
    CRIMINAL_TRAFFIC: {
      level1: 'CRIMINAL',
      name: '교통범죄',
      scenarios: {
        DUI: '음주운전 적발',
        DUI_REFUSAL: '음주측정 거부',
        HIT_AND_RUN: '뺑소니(사고 후 미조치)',
        TRAFFIC_ACCIDENT_CRIMINAL: '중과실 교통사고(신호위반, 횡단보도 등) 형사처벌',
      },
    },
    CRIMINAL_PROCEDURE: {
      level1: 'CRIMINAL',
      name: '수사·재판 대응',
      scenarios: {
        SUSPECT_SUMMONS: '피의자로 경찰·검찰 출석 요구를 받음',
        VICTIM_COMPLAINT: '피해자로서 고소 절차 문의',
        SETTLEMENT: '형사합의·공탁',
      },
    },
    FAMILY_DIVORCE: {
      level1: 'FAMILY',
      name: '이혼',
      scenarios: {
        DIVORCE_BY_AGREEMENT: '협의이혼',
        DIVORCE_LITIGATION: '재판상 이혼(이혼 사유 다툼)',
        PROPERTY_DIVISION: '재산분할',
        DIVORCE_ALIMONY: '위자료',
        INFIDELITY_CLAIM: '외도·상간자 위자료 청구',
        DOMESTIC_VIOLENCE: '가정폭력·접근금지',
      },
    },
    FAMILY_CHILD: {
      level1: 'FAMILY',
      name: '자녀',
      scenarios: {
        CUSTODY: '친권·양육권',
        VISITATION: '면접교섭',
        CHILD_SUPPORT: '양육비 청구·변경',
        CHILD_SUPPORT_ENFORCEMENT: '양육비 미지급 이행·집행',
      },
    },
    FAMILY_INHERITANCE: {
      level1: 'FAMILY',
      name: '상속',
      scenarios: {
        INHERITANCE_SHARE: '상속재산 분할 다툼',
        INHERITANCE_RENUNCIATION: '상속포기·한정승인(빚 상속)',
        RESERVED_PORTION: '유류분 반환',
        WILL_DISPUTE: '유언의 효력 다툼',
      },
    },
    ADMIN_LICENSE: {
      level1: 'ADMIN',
      name: '면허·인허가',
      scenarios: {
        DRIVER_LICENSE_REVOCATION: '운전면허 취소·정지',
        BUSINESS_SUSPENSION: '영업정지·영업취소',
        PERMIT_DENIAL: '인허가 거부',
      },
    },
    ADMIN_MONEY: {
      level1: 'ADMIN',
      name: '과태료·조세',
      scenarios: {
        FINE_OBJECTION: '과태료·과징금 이의',
        TAX_ASSESSMENT: '세금 부과 처분 다툼',
        TAX_PENALTY: '가산세·체납 처분',
      },
    },
    ADMIN_REMEDY: {
      level1: 'ADMIN',
      name: '행정 구제 절차',
      scenarios: {
        ADMIN_APPEAL: '행정심판 청구',
        ADMIN_LITIGATION: '행정소송(취소소송)',
        SUSPENSION_OF_EXECUTION: '집행정지 신청',
        PUBLIC_OFFICIAL_DISCIPLINE: '공무원 징계 불복(소청)',
      },
    },
  },
  fields: {
    incident_date: { type: 'date', label: '사건 발생일(또는 계약일)' },
    due_date: { type: 'date', label: '지급·이행 기한' },
    location: { type: 'string', label: '발생 장소' },
    counterparty: { type: 'string', label: '상대방(성명·상호)' },
    counterparty_type: { type: 'choice', label: '상대방 유형', options: ['개인', '법인', '국가·기관', '모름'] },
    relationship: { type: 'string', label: '상대방과의 관계' },
    amount: { type: 'integer', label: '관련 금액(원)' },
    deposit_amount: { type: 'integer', label: '보증금(원)' },
    monthly_rent: { type: 'integer', label: '월세(원)' },
    lease_end_date: { type: 'date', label: '임대차 계약 만료일' },
    contract_type: { type: 'string', label: '계약 종류' },
    written_contract: { type: 'boolean', label: '계약서 작성 여부' },
    issue_description: { type: 'string', label: '핵심 문제' },
    evidence: { type: 'boolean', label: '증거 보유 여부' },
    evidence_types: { type: 'string', label: '증거 종류(계약서, 카톡·문자, 녹음, 송금내역, 진단서, CCTV 등)' },
    notice_sent: { type: 'boolean', label: '독촉·내용증명 발송 여부' },
    police_report: { type: 'boolean', label: '경찰 신고·고소 여부' },
    injury: { type: 'boolean', label: '신체 피해 여부' },
    diagnosis_weeks: { type: 'integer', label: '진단 주수' },
    employer_size_5plus: { type: 'boolean', label: '사업장 상시근로자 5인 이상 여부' },
    employment_start: { type: 'date', label: '입사일' },
    employment_end: { type: 'date', label: '퇴사일(또는 해고일)' },
    unpaid_wage: { type: 'integer', label: '체불 임금 총액(원)' },
    marriage_years: { type: 'integer', label: '혼인 기간(년)' },
    children: { type: 'integer', label: '미성년 자녀 수' },
    decedent_date: { type: 'date', label: '사망일(상속 개시일)' },
    disposition_date: { type: 'date', label: '처분을 안 날(통지받은 날)' },
    case_stage: { type: 'choice', label: '현재 진행 단계', options: ['아직 아무것도 안 함', '신고·고소함', '수사 중', '소송·재판 중', '판결·처분 이후'] },
    desired_goal: { type: 'choice', label: '원하는 방향', options: ['돈을 돌려받고 싶음', '처벌을 원함', '대응 방법 문의', '합의·조정', '변호사 상담 연결'] },
  },
};
