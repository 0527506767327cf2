/**
 * Cue words that tie a value in free text to a taxonomy field ("보증금 3억" →
 * deposit_amount). Interpretation data, not user-facing text; the graph never
 * sees it. Cues for scenario-specific fields live in scenario-cues.ts and
 * situation-facts.ts.
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
  // Not "양도소득세": a tax named after income is no income.
  // "한달에 500 번다고 들었어요".
  other_parent_income: { cues: /소득(?!세)|수입|버는|벌어|번다|벌고/ },
  repaid_amount: { cues: /갚았|받았|돌려받|상환|변제/ },
  amount: { cues: /빌려|빌린|대금|금액|피해|보냈|송금|입금|이체|줬|손해|합의금|위자료|계약금|벌금|과태료|세금|청구|달라|달래|요구|내라|내래|물어내/, fallback: true },
};

export const dateFields: Record<string, ValueCues> = {
  // "작년 11월부터 1년 일했고": the span worked may stand between 부터 and the work verb.
  employment_start: { cues: /입사|들어가|들어간|일하기 시작|일 시작|근무 시작|채용|부터\s?(?:했|일했|일하|근무|다녔|다니|알바)|부터\s?\S+\s(?:일했|일하|근무|다녔|다니)|부터(?:요|이요|예요|에요|였어요|임)/ },
  // "어제 내일부터 나오지 말래요": the day that was said is the last day of work.
  // "11월 18일이 마지막 출근이었어요": the last day at work is the end of the job.
  // "현장은 10월 말에 끝났고": in a job, the work that ended on the day.
  // "2월 14일부터 11월 20일까지 했는데": in a job, the bare 했 after the limit is the work done.
  employment_end: { cues: /마지막 ?(?:출근|근무|날)|까지\s?(?:만\s?)?(?:일했|일하고|근무|다녔|다니|출근|나오|나가|했(?:는데|고|어요|음)|하고\s)|나오지 ?말|그만 ?나오|퇴사|그만두|그만둔|그만뒀|그만 두|해고|잘리|잘렸|짤리|짤렸|잘랐|짤랐|잘라|짤라|나왔|퇴직|계약 ?종료|계약(?:이|은)? ?(?:끝났|만료)|^\s?(?:말|초|중순)?에?\s?(?:다\s?)?끝났/ },
  lease_end_date: { cues: /만기|만료|계약 ?(?:이 |기간이 )?끝|계약 ?종료|나가기로|끝나|끝난|끝났/ },
  // "지급기일은 8월 31일이었고", "지난달 15일 지급이었어요": the day payment was due.
  due_date: { cues: /갚기로|주기로|받기로|갚는다|까지\s?(?:준|갚|돌려|받|주|내)|(?<![가-힣])(?:변제 ?|지급 ?|상환 ?)?기한|(?:변제|지급|상환|결제) ?기일|^\s?(?:지급|결제|상환|변제)(?:이었|였|일|예정)|약속한 날|지급일|주겠다|(?:잔금|중도금) ?(?:일|날|날짜|기일)|(?:완공|준공|완료) ?(?:일|날|날짜|예정)|(?:끝내|마치|완료하|완공하)기로|끝난다더니|끝내 ?준다/ },
  decedent_date: { cues: /돌아가|사망|별세|세상을 떠/ },
  disposition_date: { cues: /처분|통지|고지서|통보|받은 날|통지서|결정문/ },
  summons_date: { cues: /출석|소환|오라고|오래요|오라는|오라네|(?:조사|출석)\S{0,4}\s?(?:오래|나오래)|나오래/ },
  // "작은 회사고": 사고 inside 회사고 is no accident.
  // "지난달 술자리에서 때렸어요": the blow struck is the incident as much as the one taken.
  incident_date: { cues: /일어|발생|당했|맞았|때렸|때림|폭행|(?<!회)사고|계약|빌려|보냈|보냄|보내\s?줬|송금|입금|샀|구매|시작/, fallback: true },
};

export interface BooleanCues {
  yes: RegExp;
  no: RegExp;
  /** When both are said, the affirmation wins: one piece of evidence kept is evidence. */
  yesWins?: boolean;
}

// Particles people put between a document or act and its verb ("차용증은 써 놨어요", "내용증명까지 보냈어요").
// "차용증 같은 건 따로 안 받았고": a hedge or an adverb may come before the verb too.
const P = '(?:\\s?같은 ?(?:건|거|것))?(?:을|를|은|는|이|가|도|까지|만|엔)?(?:\\s?(?:따로|아직|전혀|딱히|다|모두|당연히|물론|계속|여러 ?번|몇 ?번|한 ?번도|한 ?번|이미))?';
const DOCUMENT = '(?:계약서|차용증|각서|서약서)';
const re = (source: string) => new RegExp(source);
// Records of money and dealings kept by the person count as much as pictures: "입금내역 있어요", "세금계산서 다 끊어줬고".
/** Written messages a demand can go by. */
const WRITTEN_MESSAGE = '문자|카톡|톡|메일|메시지|서면|내용증명';
// "남아있어요" but not "남아있지 않아요": a record still kept.
const STILL_THERE = '남아(?! ?있(?:지|진) ?않)';
const EVIDENCE_ITEM = '캡[처쳐]|녹음|영수증|(?:송금|이체|입금|거래|통장) ?내역|세금 ?계산서|거래 ?명세서|장부|진단서|cctv|CCTV|블랙박스|블박|사진|동영상|공문';

// "제 사진을 단톡방에 뿌렸어요", "영상 올렸대요": a picture that was spread is the harm, not a record kept.
const SPREAD_AS_HARM = `${P} ?(?:\\S+ ){0,2}?(?:뿌렸|뿌리고|뿌려|올렸|올리고|올려|퍼뜨|퍼졌|퍼져|유포)`;

export const booleanFields: Record<string, BooleanCues> = {
  // "계약서에 위약금 조항이…": a contract whose clauses are quoted exists; "계약서 쓰긴 했는데": written, whatever came after.
  // "서류는 따로 안씀": no paper of the deal at all.
  written_contract: {
    yes: re(`${DOCUMENT}${P} ?(?:썼|써 ?(?:놨|뒀|줬|받|주)|작성|있|받았|받아 ?(?:뒀|놨|놓|둠|둬)|쓰고|(?:쓰|받)(?:긴|기는) ?(?:했|함))|${DOCUMENT}(?:에|엔|에는|상|대로) `),
    // "계약서 얘기만 꺼내면 … 아직 한 장도 안 썼어요": a document not written even once.
    no: re(`${DOCUMENT}${P} ?(?:안 ?썼|없|안 ?받|못 ?받|작성 ?안|쓰지 ?않|안 ?써|안 ?쓰|안 ?씀)|${DOCUMENT}[^]{0,40}?한 ?장도 ?(?:안|못) ?(?:썼|써|받)|구두로|구두 ?(?:계약|약속)|말로만|서류(?:는|도)? ?(?:따로 ?)?(?:안|못) ?(?:씀|썼|써|만들)`),
  },
  // Chats and texts are evidence when kept ("카톡 있어요", "캡처는 해 뒀어요"), not when they are how something happened ("문자로 통보받았어요").
  // Records kept, with words between: "출퇴근 기록은 지문인식기에 다 남아있어요", "출근 기록은 제 수첩에 다 적어놨어요".
  // "블랙박스는 없어요": a kind of evidence named as missing is not evidence.
  evidence: {
    yes: re(`(?:${EVIDENCE_ITEM})(?!${P} ?(?:없|안 ?(?:찍|했|남|됐)|못))(?!${SPREAD_AS_HARM})|증거${P} ?있|(?:들은|본) ?사람${P} ?(?:있|많)|(?:목격자|증인)${P} ?있|(?:카톡|문자|메시지|메일|대화(?: ?내용)?|기록)(?:이랑|랑)?${P} ?(?:다 ?)?(?:있(?! ?지 ?않)|${STILL_THERE}|남겨|보관|저장|갖고|가지고)|(?:기록|내역)${P} ?(?:\\S+ ){0,3}?(?:다 ?)?(?:${STILL_THERE}|남았|적어 ?(?:놨|뒀|놓았))`),
    // "기록은 남아있지 않아요", "카톡은 안 남았어요": a record said to be gone.
    no: re(`(?:${EVIDENCE_ITEM}|증거)${P} ?(?:없|하나도)|아무 ?증거|(?:카톡|문자|메시지|메일|대화(?: ?내용)?|기록|내역)${P} ?(?:다 ?)?(?:남아 ?있(?:지|진) ?않|안 ?남)`),
    yesWins: true,
  },
  // A demand in writing: "해지 통보 문자 보냄", "문자로 만기 전에 나간다고 알렸어요", "문자로 나간다고 했었어요";
  // not one received ("문자로 통보받았어요").
  notice_sent: {
    yes: re(`내용증명${P} ?(?:보냈|발송|보내)|독촉${P} ?(?:했|하)|(?:${WRITTEN_MESSAGE})(?:로|으로|를|을|도|까지)? ?(?:\\S+ ){0,4}?(?:보냈|보냄|보내 ?(?:놨|뒀)|알렸|통보했|\\S*달라(?:고)? ?(?:했|요청))|(?:카톡|문자|톡)(?:했더니|했는데|했어|했고)|(?:${WRITTEN_MESSAGE})(?:로|으로) ?(?:\\S+ ){0,3}?(?:나간다|나가겠다|이사 ?간다|이사 ?가겠다|해지한다|해지하겠다|갱신 ?안 ?한다)고 ?(?:했|말했|얘기했|알렸|통보)`),
    // "내용증명 보낼까 고민중", "업체엔 아직 말 안했어요": a demand planned or not yet made.
    no: re(`내용증명${P} ?(?:안|못|보낼까|보내려|보낼지|보내야)|내용증명(?:은|는|도)? ?아직(?:이|요|임|$|\\s)|통보${P} ?(?:안|못)|통보(?:는|도)? ?아직|아직 (?:말|얘기|연락)(?:은|도)? ?(?:안|못) ?했`),
  },
  police_report: {
    // "경찰 신고는 아직이에요", "신고는 한 번도 안 했어요": the words of a report followed by its negation or a plan are no report;
    // "경찰서 가서 신고하려고": nor a visit whose act is still a plan; "경찰 신고는 안하고", "경찰에 신고하는걸 무서워해서": nor
    // one not made or only feared.
    yes: re(`(?:(?:신고|고소)${P} ?(?:했|넣었|넣음|접수)|(?:신고|고소)함(?![가-힣])|(?:사이버 ?수사대|파출소|지구대|경찰청)(?:에|에다)? ?(?:신고|고소|갔|찾아)|경찰서(?:에)? ?(?:가서|갔|찾아)|고소${P} ?했|고소장${P} ?(?:냈|넣었|제출|접수)|경찰(?:에|에게|한테|을|에다|은|도)? ?(?:신고|갔|얘기|불렀|부름|불러)|경찰(?:이|은|도|차가)? ?(?:왔|출동)|112(?:에|로)? ?(?:신고|전화))(?!(?:은|는|도|를|을)? ?(?:아직|한 ?번도|안 |못 |안했|못했|안함|못함|안하|못하|할까|할지|하려|하고 ?싶|준비|한다고|하겠다고|한 ?적|해 ?본 ?적|하는 ?(?:걸|거|것|게)|하기|\\S{1,3}(?:하려|할까|하고 ?싶)))|(?:신고|고소)(?:를|을)? ?(?:한|해 ?본) ?적(?:이|은|도)? ?있`),
    // "고소 준비 중", "신고할까 고민": a report planned is not made. One threatened at second hand ("회사가 횡령으로
    // 고소한대요", "차주가 신고한다고 하네요") is somebody else's, and says nothing of the person's. "신고한 적은 없어요": never made.
    no: re(`경찰(?:은|엔|에는|도)? ?(?:아직 ?|한 ?번도 ?)?(?:안|못) ?(?:불렀|갔|왔)|(?:신고|고소)${P} ?(?:안|못)|(?:신고|고소)(?:를|을)? ?(?:한|해 ?본) ?적(?:은|이|도)? ?(?:한 ?번도 ?)?없|(?:신고|고소)(?:는|를|도)? ?아직|(?:신고|고소)(?:할까|할지|하려|해야| ?준비)`),
    // A report made stays made when another is only planned ("112 신고했고 고소도 하려고요").
    yesWins: true,
  },
  injury: {
    yes: /다쳤|다쳐|다치|부상|골절|상처|멍|입원|진단|치료|피가|찢어|꿰매|꿰맸/,
    // "멍은 안 들었어요", "피는 안 났고": the mark of a blow said to be absent is no injury, though the word for it is there.
    no: /다친 ?(?:곳|데|덴|건|게|거|사람)(?:은|는)? ?없|(?:상처|부상|외상)(?:은|는|도)? ?없|다치(?:지|진) ?(?:않|는 ?않|않)|안 ?다쳤|몸은 ?멀쩡|(?:멍|상처)(?:은|는|도|이)? ?(?:하나도 ?|전혀 ?)?(?:안 ?(?:들|생|났)|없)|피(?:는|도)? ?(?:하나도 ?|전혀 ?)?안 ?났/,
  },
  // "병으로 머리를 때려서", "우산으로 때렸대요": a thing the blow was struck with.
  weapon_used: {
    yes: /(?:칼|흉기|병|술병|맥주병|소주병|둔기|몽둥이|각목|쇠파이프|방망이|망치|벽돌|돌|우산|의자|재떨이|골프채|가위|송곳|쇠붙이)(?:으로|로)\s?(?:[가-힣]+\s)?(?:때리|때렸|때려|맞|찌르|찔|내리치|내려치|휘두|위협|찍|쳤|치고|쳐서)/,
    no: /맨손으로|흉기(?:는|도)? ?(?:없|안)|(?:칼|흉기|무기)\s?(?:같은\s?(?:건|거|것))?(?:은|는|도)?\s?(?:없|안\s?(?:들|보였))/,
  },
  // Investment scams: money that will not come out, or only after another payment.
  withdrawal_blocked: {
    yes: /출금(?:이|을|은)?\s?(?:안 ?(?:돼|되|해)|못 ?하|막|거절|거부|정지|불가)|출금하려(?:니까|는데|면|고 ?하니)|출금 ?(?:수수료|조건)|(?:수수료|세금|보증금)(?:를|을)? ?(?:또 ?|더 ?|먼저 ?)?(?:내래|내라|입금하래|입금하라)/,
    no: /출금(?:은|도)? ?(?:잘 ?)?(?:됐|되었|돼요|받았)/,
  },
};

export const countFields: Record<string, RegExp> = {
  // "전치 4주", "진단 3주" or the other way round: "6주 진단", "4주 진단서".
  // "코뼈 부러졌어 4주 나왔고": weeks a doctor gave are a diagnosis even unnamed.
  // "진단은 2주요", "수술하고 나서 8주로 진단이 늘었어요".
  diagnosis_weeks: /(?:전치|진단|진단서)\s*(?:가|이|상|은|는)?\s*(\d{1,2})\s*주|(\d{1,2})\s*주로\s?(?:진단|늘)|(\d{1,2})\s*주\s*(?:짜리\s*)?(?:진단|치료)|(\d{1,2})\s*주(?:가|나)?\s*(?:나왔|나옴|받았|떴)/,
  // "아이 둘", "애는 다섯 살 하나예요": the count may come a word or two after the noun.
  // "애는 7살 하나": a number before 살 is an age, not a count.
  // "애들은 중1 초4 두명이에요": the count in 명 after the children are described.
  children: /(?:아이|애|자녀|아들|딸)(?:들)?(?:가|이|는|은)?\s*(\d{1,2}(?!\d|\s*살)|하나|둘|셋|넷)\s*(?:명)?|(?:아이|애|자녀)(?:들)?(?:가|이|는|은)?\s(?:[^\s.]+\s){1,2}?(?:(하나|둘|셋|넷)(?:이에요|예요|이요|고|이고|구|인데|뿐|밖에|있|야|임|에요|$|[\s.])|(한|두|세|네)\s?명(?:이에요|예요|이요|이고|인데|있|임|$|[\s.,]))/,
};

// Punishment the person receives is feared, not wanted: "저 처벌받나요", "저도 형사처벌 되나요"; the person
// named before the punishment received, so "저는 가해자 처벌을 원해요" is still a wish.
const NOT_ONESELF = '(?<!(?:^|\\s)(?:저|제가|저도|저는|전|나|내가|나도|난)\\s?(?:(?!사람|분|놈|새끼|인간|여자|남자|아저씨|아줌마)[가-힣]+\\s?)?)';

export const choiceFields: Record<string, Record<string, RegExp>> = {
  counterparty_type: {
    // "은행 통해 반환 요청했어요": the bank a mistaken transfer goes through is not the other side.
    // A contractor or a shop ("업체", "이삿짐센터", "가게") is as often one person's business as a company's.
    법인: /회사|법인|주식회사|\(주\)|쇼핑몰|병원|학원|대기업|기업|통신사|카드사|보험사|마트|은행(?!\s?(?:에서|통해|을\s?통해|에\s?(?:\S+\s)?(?:전화|연락|반환|얘기|말|착오|신청)))/,
    // Not the police a report goes to: "경찰에 신고는 안했어요".
    '국가·기관': /구청|시청|군청|국가|경찰(?!(?:에|엔|에는|에게|한테|에다|서에|서)?\s?(?:신고|고소|접수|불렀|부르|갔|가서|은|도))|공단|세무서|지자체|공무원|정부/,
    // Not "개인정보", which is a company's to lose.
    개인: /친구|지인|집주인|개인(?!\s?정보)|사람|남자|여자|이웃|옆집|윗집|아랫집|견주|남친|여친|동생|형|누나|언니/,
  },
  desired_goal: {
    // "환불까진 아니고": a refund set aside is no wish for it.
    // "변호사 상담 받고 싶어요", "사과 받고 싶어요": what is received there is no money.
    '돈을 돌려받고 싶음': /돌려받|(?<!(?:상담|조언|도움|사과|치료|조사|처벌) ?)받고 ?싶|받을 ?수|되찾|환불(?!(?:까지는?|까진|은)\s?아니)|돈(?:을|만)? ?받/,
    // "처벌받은 적 없어요" tells a record, not a wish; "저 처벌받나요", "제가 형사처벌 받을까요" fear one's own.
    // "엄마가 처벌 원치 않는다고 해서": a wish denied is none.
    '처벌을 원함': new RegExp(`(?:${NOT_ONESELF}|(?!\\S*처벌(?:을|이)? ?(?:받|되)))(?:처벌(?!\\S{0,2} ?받은 ?적)(?!(?:을|은|는|까지는?)? ?(?:원치|원하지|안 ?원|바라지))|(?<![가-힣])벌 ?받|감옥|고소하고|형사)`),
    // Not "조정조서", "합의서" read back as documents already made.
    // "합의하자고 연락 왔어요", "합의 안 해준대요": the other side's offer or refusal is no wish of the person's.
    // "합의하에 한거였고": consent to the act is no settlement.
    '합의·조정': /합의(?!서|하자|하에|된 ?(?:관계|성관계)| ?(?:얘기|이야기|연락|제안)|(?:를|는)? ?(?:안|거부|거절))|조정(?!조서|결정|안)|원만하게/,
    '변호사 상담 연결': /변호사/,
    '대응 방법 문의': /어떻게 ?해야|방법|대응|뭘 ?해야/,
  },
  case_stage: {
    // "경찰이 불송치 결정했대요", "검찰에서 불기소 났어요": a decision not to prosecute is a disposition too.
    '판결·처분 이후': /판결(?:이|을)? ?(?:났|받)|처분(?:을|이)? ?(?:받|났)|선고|불송치|불기소/,
    // "저는 피고인입니다", "재판은 다음달이에요": a trial under way or set.
    '소송·재판 중': /피고인|소송(?:까지|을|도)?\s?(?:하고\s?있|진행\s?중)|재판(?:은|이) ?(?:다음|담)|소송 ?중|재판 ?중|소송(?:을|이)? ?(?:걸|진행)|재판(?:을|이)? ?진행|소장(?:을|이)? ?(?:받|왔|날아)/,
    // "지금 검찰 넘어갔대": the case sent on to the prosecutors.
    '수사 중': /검찰(?:로|에|으로)? ?넘어|수사 ?중|조사(?:를|받)|경찰 ?조사|검찰 ?조사|송치|입건/,
    '신고·고소함': /신고했|고소했|(?:신고|고소)(?:는|도|를|을)? ?해\s?(?:놨|뒀|놓)|고소장(?:을|도)? ?(?:냈|넣었|제출|접수)/,
    // Checked last: "고소하려는데" is only a plan when nothing later is said.
    // "아직 아무데도 신고안함", "경찰서에 신고는 안했고", "아직 아무 조치도 안했어요": nothing done yet.
    '아직 아무것도 안 함': /(?:고소|신고|소송)(?:하려|할까|하고 ?싶|해야|하면|를 ?하려)|(?:신고|고소)(?:는|도)? ?(?:아직 ?)?안 ?(?:했|함)|아무(?:데도|것도) ?(?:신고 ?)?안|아직\s?(?:아무것도|아무\s?조치도?)\s?(?:안|못)/,
  },
};

/** Who the other side is, by the words people use for them. */
export const counterpartyNouns =
  /(사장님?|대표님?|회사|집주인|임대인|건물주|세입자|임차인|친구|지인|전 ?남친|전 ?여친|남자친구|여자친구|남편|아내|전 ?남편|전 ?아내|시어머니|시댁|처가|부모님?|형(?!제|수|사)|누나|언니|오빠|동생|이웃|윗집|아랫집|옆집|판매자|구매자|중개사|부동산|업체|병원|의사|상대방|가해자|점장|매니저|팀장|부장|과장|차장|실장|상사|선배|동료|동기(?!부여|화))/;

// "병원은 안갔고", "병원에 다니고 있어요", "부동산 가서": a place gone to is no side of the case.
const PLACE_GONE_TO_AFTER = /^(?:은|는|도|에|엔|에서|을|를)?\s?(?:안\s?|못\s?|계속\s?)?(?:갔|가서|가고|가요|가봤|다니|다녀|진료|치료|입원)/;
// "동료가 저보고 …": the one told as doing something.
const SUBJECT_AFTER = /^(?:님)?(?:이|가|께서)(?:\s|$)/;
// Those of the other sides one can go to: "같은팀동기가요" is a colleague (동기가 + 요), not a place gone to.
const PLACE_NOUN = /^(?:회사|병원|부동산|업체|시댁|처가|옆집|윗집|아랫집|의사)$/;
// "회사돈 훔쳤다고": the thing someone owns, not someone who acted.
const OWNED_THING_AFTER = /^(?:돈|의\s?돈|자금|물건|비품|법인\s?카드)/;

/** The other side by the words people use for them: the first told as doing something, else the first named; never a place gone to. */
// "한빛물류에서 일했는데", "(주)대성산업 직원 30명": a business named by its own name, which says more than 회사 or 사장.
// Shop and clinic words (편의점, 병원, 카페) are left out: they name a kind of place as often as a business.
const BUSINESS_NAME =
  /((?:\(주\)|㈜|주식회사\s?)?(?<![가-힣A-Za-z0-9])(?!우리|저희|그|이|저|큰|작은|동네|중소|대형|다른|전|옛)[가-힣A-Za-z0-9]{1,10}(?:물류|산업|건설|전자|상사|유통|식품|기획|엔터테인먼트|엔터|테크|시스템즈?|개발|푸드|공업|기업|그룹|통상|무역|에너지|제약|화학|운수|인테리어|캐피탈|모터스|디자인|컴퍼니|코리아|스튜디오))(?=에서|에|이|가|은|는|도|측|\s?(?:직원|사장|대표|본사|다니|에서|측))/;

export function counterpartyNamed(text: string): string | undefined {
  const business = BUSINESS_NAME.exec(text);
  if (business) return business[1]!.replace(/\s+/g, '');
  const named = [...text.matchAll(new RegExp(counterpartyNouns.source, 'g'))].filter(
    (m) => !(PLACE_NOUN.test(m[1]!) && PLACE_GONE_TO_AFTER.test(text.slice(m.index + m[0].length))) && !OWNED_THING_AFTER.test(text.slice(m.index + m[0].length)),
  );
  const acting = named.find((m) => SUBJECT_AFTER.test(text.slice(m.index + m[0].length)));
  return (acting ?? named[0])?.[1]!.replace(/\s+/g, '');
}

export const relationshipNouns = /(친구|지인|동료|상사|직장 ?동료|가족|부부|남편|아내|연인|전 ?남친|전 ?여친|부모|자녀|형제|자매|이웃|거래처|모르는 사람)/;

/** Someone the person did not know: "모르는 남자", "처음 보는 아저씨", "낯선 사람들". */
export const STRANGER = /(?:모르는|처음\s?보는|낯선)\s?(?:남자|여자|사람|놈|아저씨|아줌마|남성|여성|애|학생|무리|일행)/;

export const evidenceNouns = /(계약서|차용증|카톡|문자|메시지|녹음|캡[처쳐]|영수증|송금 ?내역|이체 ?내역|진단서|cctv|블랙박스|사진|동영상|이메일|내용증명|급여명세서|통장)/g;
