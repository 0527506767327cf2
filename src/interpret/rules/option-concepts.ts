/**
 * Everyday words for what choice options name. An option label written in
 * legal or tidy words ("자녀(손자녀 포함)", "계약금을 준 쪽", "누수(윗집·옆집)")
 * is answered in plain ones ("큰딸이에요", "제가 보냈어요", "천장에서 물이 새요").
 * Each concept pairs the words a label uses with the words a reply uses, so
 * one entry serves every question whose options use that label word.
 */
import { type Concept, DOMAIN_CONCEPTS } from './option-words.js';

const SHARED_CONCEPTS: readonly Concept[] = [
  // Family.
  { label: /자녀|자식/, said: /아들|(?<![가-힣])딸|큰딸|막내|자녀|자식|장남|장녀|차남|차녀|손자|손녀|손주|큰애|작은애/ },
  { label: /배우자/, said: /남편|아내|와이프|부인|집사람|신랑|마누라|배우자|바깥양반/ },
  { label: /(?<!조)부모/, said: /(?<![시장])(?:아버지|어머니|아빠|엄마|부모|아버님|어머님)|부친|모친/ },
  // In-laws are the child's grandparents in questions about who looks after a child.
  { label: /조부모/, said: /할머니|할아버지|조부|조모|시어머니|시아버지|시부모|장모|장인|친정|시댁|처가|외할/ },
  // The writer's own parents ("우리 엄마가 봐줘요") are someone other than the child's parents; an heir question's
  // "부모·조부모" is not named by them ("저희 아버지가 돌아가셨고" tells the deceased).
  { label: /다른\s?(?:사람|가족)/, said: /(?<![가-힣])(?:우리|저희|제|내)\s?(?:엄마|아빠|어머니|아버지|부모)/ },
  // Brothers and sisters, like the kin below, are "다른 사람" where the options do not name them ("누나가 키워요").
  { label: /형제|자매|다른\s?(?:사람|가족)/, said: /남동생|여동생|(?<![가-힣])(?:큰|작은|막내|둘째|셋째|친)?(?:형|오빠|누나|언니|동생)(?:님|이|가|은|는|이요|이에요|예요|요|입니다)?(?![가-힣])|형제|자매|남매/ },
  // Work.
  { label: /상사/, said: /팀장|과장|부장|차장|실장|본부장|상무|전무|선배|상사|매니저|관리자|반장|조장|직속|선임|윗사람|상관|사수|주임|파트장|센터장|점장|지점장|소장/ },
  { label: /동료/, said: /동료|동기|같이 일하는|옆자리/ },
  { label: /부하/, said: /부하|후배|팀원|신입|밑에\s?직원/ },
  { label: /사장|대표/, said: /사장|대표|원장|회장|사업주|오너/ },
  { label: /급여/, said: /월급|급여|봉급|임금|급료|알바비/ },
  // Money changing hands.
  { label: /계좌|이체/, said: /이체|계좌|송금|뱅크|뱅킹|토스|페이로|통장으로/ },
  { label: /현금/, said: /현금|현찰|봉투에|손에\s?(?:쥐어|쥐여)|(?:돈을?\s?)?뽑아서\s?(?:줬|건넸)/ },
  { label: /(?<![가-힣])준(?![가-힣])|주는\s?쪽/, said: /줬|주었|보냈|송금했|입금했|건넸|건네줬|넣었|(?<![가-힣])(?:넣은|보낸|입금한|낸)\s?(?:사람|쪽|입장)/ },
  { label: /받은|받는/, said: /받았|받은\s?(?:쪽|사람|입장)|받는\s?(?:쪽|사람|입장)|연락\s?(?:받|왔)|청구서|독촉/ },
  { label: /청구하는/, said: /받아야|받을\s?(?:돈|게|거)|돌려받|청구하려|청구할|빌려\s?(?:준|줬|주고|드린|드렸|드리고)|꿔\s?(?:준|줬|주고)|받으려(?:고|구)?|(?:잘못|실수로)\s?(?:보냈|송금|이체|입금)/ },
  { label: /매수|사는\s?쪽/, said: /(?<![가-힣])(?:산|사는|살)\s?(?:사람|쪽|입장)|샀|구매|구입|매수/ },
  { label: /매도|파는\s?쪽/, said: /(?<![가-힣])(?:판|파는|팔)\s?(?:사람|쪽|입장)|팔(?:았|려|기로|고|아서)|내놓|매도|매각/ },
  { label: /임대인|집주인/, said: /(?:제|내|우리)\s?(?:건물|집|상가|가게|오피스텔|빌라|원룸)에\s?(?:세\s?든|세\s?들어|사는|들어온)|집주인|건물주|임대인|(?:월세|세)를?\s?(?:받|놓|줬|주고)/ },
  { label: /임차인|세입자/, said: /세입자|임차인|(?:월세|전세|세)\s?(?:살|들어|사는|내)/ },
  // Who did what to whom.
  // "저 맞은 사람이에요", "친구가 절 때렸어요" (절 is 저를).
  { label: /피해자/, said: /(?<!(?:고소|신고|고발|소송)\s?)당했|(?:맞은|당한|다친)\s?(?:사람|쪽|입장)|(?<![가-힣])(?:절|날)\s(?:[가-힣]+\s)?[가-힣]*(?:때렸|폭행|밀쳤|속였|협박|괴롭|찼|쳤)|(?:청구|고소|소송)\s?(?:하려|할\s?(?:거|려)|걸려)|받혔|치였|박혔|맞았|(?<![가-힣])(?:저|나|제\s?차)를|도둑\s?맞|털렸|손해\s?(?:봤|보고|입)|피해\s?(?:봤|입|받)|(?:누가|누군가)\s?(?:우리|제|내|저)|(?<![가-힣])(?:제|내)\s?[가-힣]+(?:을|를)?\s?(?:뺏|빼앗|훔쳐\s?가|가져\s?가|들고\s?가)|뒤에서\s?(?:[가-힣]{1,2}\s)?(?:박|받|들이)|신호\s?대기\s?중|정차\s?(?:중|해\s?있)|(?<![제내])(?:이|가)\s(?:[가-힣]+\s){0,2}[가-힣]*(?:빼돌렸|훔쳤|가져갔|때렸|속였|떼먹|날렸|부쉈)(?:어요|어|습니다|고)/ },
  // "제가 때린 쪽이라서요": the person is the one who did it; "상간녀로": the one a spouse's affair is blamed on.
  { label: /가해자/, said: /(?:제가|내가)\s?(?:[가-힣]+\s){0,4}[가-힣]*(?:박았|박음|박아|박고|쳤|쳐서|치고|받았|들이받)|(?:제가|내가)\s?(?:[가-힣]+\s)?[가-힣]*(?<!당)(?:린|친|민|한)\s?쪽|상간(?:녀|남|자)로|의심|(?:고소|신고|고발|소송)\s?당|[가-힣]다고\s?(?:의심|신고|고소|고발|몰)|혐의|누명|지목/ },
  { label: /(?<![가-힣])내가(?![가-힣])/, said: /(?<![가-힣])(?:제가|내가|저희가|저 혼자|제 쪽|저희\s?쪽|우리\s?쪽)/ },
  // "아빠가 키우고있다니까요": a bare 아빠 or 엄마 as the subject is the child's other parent (the writer's own are 우리 엄마, 친정 엄마).
  { label: /상대방/, said: /상대(?:방)?\s?(?:이|가|쪽|잘못|탓)|(?:걔|쟤|그\s?(?:사람|놈|인간)|저쪽|그쪽)\s?(?:잘못|탓|책임)|(?<!(?:제가|내가)\s[^]{0,12})[가-힣]+(?:이|가)\s(?:[가-힣]+\s)?[가-힣]*(?:겠대|겠다고|하재|하자고|자고\s?(?:해|했)|[안않]\s?[가-힣]*대요)|(?:전\s?)?(?:남편|아내|와이프)\s?(?:이|가|잘못|탓)|(?:애|아이)(?:들)?\s?(?:아빠|엄마)(?:가|이)|(?<![가-힣]|(?:우리|저희|제|내|친정|시댁|외)\s)(?:아빠|엄마)가|그쪽(?:이|에서)|(?:업체|회사|가게|학원|병원|저쪽|상대\s?방?)\s?(?:쪽|측)?에서\s(?:[가-힣]+\s){0,3}[가-힣]*(?:겠대|겠다고|한대|한다고|하재|했어요)/ },
  { label: /(?<![가-힣])인정/, said: /맞아요|맞습니다|맞죠|맞는데|맞긴|제가\s?(?:한|했)|인정/ },
  // "저는 잘못한거 없는데요", "죄 지은 거 없어요": no wrong done is a denial.
  { label: /부인함/, said: /안\s?했|[가-힣]\s?적(?:은|이)?\s?없|결백|억울|누명|(?:잘못|죄)\s?(?:한|지은|된)?\s?(?:거|것|게|건|일)?\s?(?:하나도|전혀|아무것도)?\s?없|(?:잘못|죄)(?:은|는|도)?\s?(?:안|않)/ },
  { label: /일부/, said: /일부|조금|몇몇|어느\s?정도|다는\s?아니|반쯤|맞(?:는데|지만|긴\s?한데)[^]*?(?:없|아니|안\s?했)/ },
  // Kin the options do not name one by one are "다른 사람" ("조부모 등 다른 사람": "고모가 봐주고 있어요").
  { label: /4촌|친척(?!\s?아님)|다른\s?(?:사람|가족)/, said: /조카|삼촌|이모|고모|사촌|숙부|숙모|친척|큰아버지|작은아버지/ },
  // Unless the relative is said to live with the person ("같이 사는 사촌").
  { label: /그\s?밖의\s?친족/, said: /^(?![^]*(?:같이|함께)\s?(?:사는|살))[^]*?(?:사촌|조카|삼촌|이모|고모|숙부|숙모|큰아버지|작은아버지|당숙|친척|(?:따로|떨어져)\s?사는)/ },
  { label: /함께\s?사는/, said: /(?:같이|함께)\s?(?:사는|살)|동거/ },
  // What happened.
  { label: /범칙금|스티커/, said: /딱지|스티커|범칙금|속도\s?위반|신호\s?위반/ },
  { label: /없음/, said: /(?:아무도|아무것도|하나도)\s?(?:안|없|못)/ },
  { label: /둘\s?다|서로|쌍방/, said: /(?:제|저|나|내)\s?(?:잘못|책임|과실)도|둘\s?다|쌍방|양쪽\s?(?:다|모두)/ },
  { label: /부동산/, said: /(?<![가-힣])집(?:에|을|이|도)?(?:\s|$)|아파트|건물|토지|(?<![가-힣])땅|빌라|부동산|경매/ },
  { label: /업무\s?지시/, said: /상관\s?없는\s?일|업무\s?외|떠넘|과도한|부당한\s?지시|말도\s?안\s?되는\s?(?:일|지시|업무)|(?:일|업무)(?:을|를)?\s?몰아/ },
  { label: /심부름/, said: /심부름|개인\s?(?:일|용무)|사적|이사\s?짐|이삿짐|집안일|세차|장\s?(?:봐|보)|픽업|대리\s?운전|김장/ },
  { label: /의료비|생활비/, said: /병원비|의료비|치료비|수술비|생활비|돌려막기/ },
  { label: /지연/, said: /지연|늦어|밀리|밀렸|미뤄|안\s?끝나|(?:날짜|기한|완공일|약속)(?:이|을|가|한\s?날짜)?\s?(?:한참\s?|훨씬\s?)?지났|아직도\s?공사/ },
  { label: /유출/, said: /유출|새어\s?나|털렸|해킹|빠져나/ },
  { label: /보증금/, said: /보증금/ },
  { label: /반환/, said: /돌려\s?(?:줘|받|주)|반환|안\s?돌려/ },
  { label: /고객|거래처|원청/, said: /고객|손님|거래처|원청|민원인|협력\s?업체|발주처/ },
  { label: /폭행/, said: /때렸|때려|때리|때린|폭행|밀쳤|밀친|밀쳐|멱살|시비|싸움|싸웠|얻어\s?맞|맞아서|맞았|발로\s?(?:찼|차)|주먹/ },
  { label: /자동차|차량/, said: /(?<![가-힣])차(?:를|가|도|랑|만|에|에다|는)?(?:\s|$)|자동차|차량|승용차/ },
  { label: /승용|승합/, said: /승용|승합|자가용|택시|버스|suv|세단/i },
  // "아직 아무것도 안했어요 상담 먼저 받으려고요": nothing started yet is the stage before, "이혼 전(고민 중)".
  { label: /[가-힣]\s?전\s?\(|시작\s?전|고민\s?중/, said: /아직\s?(?:아무\s?것도|암것도|뭘|뭐)?\s?(?:안|못)\s?(?:했|해|하|한)|(?:아무\s?것도|암것도)\s?(?:안|못)\s?(?:했|해|하|한)|(?:시작|진행)(?:도|은)?\s?(?:안|못)\s?(?:했|해|하|한)|(?:상담|알아보)[가-힣]*\s?(?:먼저|부터)|먼저\s?상담/ },
  { label: /고민|정하지\s?못/, said: /어떻게\s?할지\s?(?:모르|몰라|고민)|아직\s?(?:못|안)\s?정|고민|생각\s?(?:중|하고\s?있)|망설|결정\s?(?:못|안)/ },
  { label: /화물/, said: /트럭|화물|탑차|덤프|봉고|용달/ },
  { label: /파손|물건/, said: /긁|찌그러|깨졌|부서|파손|범퍼|흠집|망가/ },
  // A severe injury is an injury too, so its option is named by both concepts.
  // "목 잡고 내리더니 병원 갔대요": a trip to hospital or the neck held after a crash.
  { label: /다친|중상/, said: /병원(?:에)?\s?(?:갔|실려|다니|가\s?있)|목\s?(?:을\s?)?잡고|치료\s?(?:받|중)|다쳤|다친|다쳐|다치|부상|골절|부러|타박상|찰과상|까졌|삐었|염좌|찢어|입원|깁스|전치|\d\s?주\s?진단|진단(?:이|을)?\s?(?:\d\s?주\s?)?(?:나왔|받았)/ },
  { label: /중상/, said: /중환자실|크게\s?다|많이\s?다|의식\s?(?:이\s?)?(?:없|불명|잃)|위독|혼수|생명|장애|마비/ },
  { label: /사망/, said: /돌아가|사망|숨졌|숨지|죽었|세상을\s?떠/ },
  { label: /완료/, said: /도장\s?(?:찍었|찍음)|갈라섰|(?:합의|이혼|공사|수리)\s?(?:했어요|했습니다|했고|했죠|됐어요|끝났)|[가-힣]한\s?지\s?(?:\d|[가-힣]+\s?(?:년|달|개월))|이미\s?(?:끝났|했어)|끝났어요|마쳤/ },
  { label: /떨어져/, said: /따로\s?살|떨어져\s?(?:살|지내)|같이\s?안\s?살/ },
  { label: /작업/, said: /작업|일하다|일하는\s?중|근무\s?중|공장|현장|기계/ },
  { label: /방문판매|전화권유/, said: /찾아(?:온|와)|방문|집으로\s?와|전화로\s?(?:권유|판매|샀)|전화\s?(?:와서|받고)/ },
  { label: /상가|점포/, said: /가게|상가|매장|점포|식당|카페|사무실/ },
  { label: /소음/, said: /소음|시끄|쿵쿵|발소리|발망치|뛰어|뛰는/ },
  { label: /누수/, said: /누수|물이?\s?(?:새|떨어|차)|곰팡이/ },
  { label: /담배/, said: /담배|흡연|연기/ },
  { label: /따돌림|배제/, said: /따돌|왕따|(?:저|나)만\s?빼|무시해|투명\s?인간|일을?\s?안\s?줘|없는\s?사람\s?취급|말을?\s?안\s?걸|인사(?:를|도)?\s?안\s?받|소외/ },
  { label: /감봉/, said: /(?:월급|급여|임금)(?:을|를|이|가)?\s?(?:[가-힣0-9]+\s)?(?:깎|삭감|줄)|감봉|감급/ },
  { label: /전보|전직/, said: /(?<!대기\s?)발령\s?(?:났|받|냈|내)|전보|부서\s?(?:이동|옮)|지방\s?(?:[가-힣]+\s?)?(?:으로|로)|(?:지점|지사|공장|현장)(?:으로|로)|다른\s?(?:지점|부서|곳)으로|인사\s?이동/ },
  { label: /대기발령/, said: /대기\s?발령|자택\s?대기|발령\s?대기/ },
  { label: /자필/, said: /손으로|직접\s?(?:쓰|썼)|자필|친필|손글씨/ },
  { label: /업체/, said: /업체|센터|기사님?|이삿짐|택배|시공사|인부/ },
  { label: /폭언|욕설/, said: /(?<![가-힣])욕|쌍욕|욕설|욕(?:을|하|해)|갈궈|갈군|인격\s?모독|소리\s?(?:를\s?)?지르|고함|폭언|막말|모욕/ },
  { label: /동물/, said: /(?<![가-힣])개(?:한테|가|에게|에)|강아지|고양이|물렸|반려견|맹견/ },
  { label: /외도/, said: /바람|외도|불륜|상간|딴\s?(?:여자|남자|사람)|다른\s?(?:여자|남자)/ },
  { label: /온라인|쇼핑몰|SNS/i, said: /인스타|페북|페이스북|유튜브|홈페이지|웹\s?사이트|사이트에서|앱(?:으로|에서)|스마트스토어|쿠팡|인터넷|온라인|쇼핑몰|sns|공구|라이브\s?방송/i },
  { label: /중고/, said: /당근|중고나라|번개장터|번장|중고/ },
  { label: /기다리/, said: /기다리|아직\s?(?:결정|결과)|결정\s?(?:안|못)|결과\s?(?:안|못)/ },
  { label: /금액/, said: /금액|액수|얼마|돈이\s?(?:안|너무)|비싸/ },
  { label: /번갈아|함께/, said: /번갈아|돌아가면서|교대로|주중.*주말|주말.*주중|반반|같이\s?(?:키우|봐|돌보)/ },
  { label: /소송/, said: /(?<!고)소장|소송|재판|변론|조정\s?(?:중|기일|신청)|변호사\s?선임/ },
  { label: /협의이혼/, said: /협의이혼|숙려|이혼\s?(?:신청서|서류)|의사\s?확인/ },
  { label: /대응\s?방법|방법\s?문의/, said: /어떻게\s?(?:해야|하면|대응|대처)|대처|대응|방법|알려\s?주|궁금/ },
  { label: /돌려받/, said: /돈(?:이라도|을|만|은)?\s?(?:다시\s)?(?:받|돌려받|찾|회수)|환불|돌려받/ },
  { label: /^나$/, said: /(?<![가-힣])(?:제|내|저의|나의)\s?(?:잘못|탓|책임|과실)(?!도)|(?:제가|내가)\s?(?:다\s?|더\s?)?잘못(?:했|한)(?![^]*(?:도|둘))/ },
  { label: /빌린\s?사람|주채무자/, said: /(?:돈\s?)?빌린\s?(?:사람|쪽|당사자)|(?:제가|내가)\s?빌렸|빌려\s?쓴|주채무자/ },
  { label: /시설|건물\s?관리/, said: /계단|미끄러|넘어졌|떨어졌|추락|바닥|난간|엘리베이터|보도블록|맨홀|간판/ },
  { label: /빚이\s?더/, said: /(?:대출|채무|카드\s?값)(?:이|가)?\s?(?:훨씬\s?)?더\s?(?:많|커|크)|빚(?:만|이\s?더|이\s?훨씬)|재산(?:은|이)?\s?(?:거의|하나도|별로)?\s?없/ },
  { label: /몰래|촬영/, said: /몰카|몰래\s?(?:찍|녹음|촬영)|도촬|녹음\s?당|위치\s?추적|추적기|gps/i },
  // "위약금 내라고 난리예요", "돌려달래요": a demand the person reports being made of them.
  { label: /청구받는/, said: /빌려\s?쓴|빌린\s?(?:쪽|사람)|갚아야|청구\s?받|독촉\s?받|(?:내야|줘야|물어\s?줘야)\s?(?:하는|할)|(?:내|갚|물어내|물어\s?달|돌려\s?주|돌려\s?달|달|내놓으)(?:라고\s?(?:난리|해요|하네|하더라|그래|협박|독촉|연락|소송|고소)|래요|래서|라는데)|(?:제가|내가|저희가)\s?(?:[가-힣]+\s)?빌렸/ },
  { label: /처벌/, said: /처벌|벌\s?(?:받|줘)|감옥|구속|엄벌|콩밥|죗값/ },
  { label: /절도/, said: /훔쳤|훔친|도둑|절도|슬쩍|가져갔다고|계산\s?안\s?하고/ },
  { label: /손괴/, said: /부쉈|부순|망가뜨|깨뜨|긁었다고/ },
  { label: /판결|처분\s?이후/, said: /벌금\s?(?:나왔|받|냈|이\s?나왔)|약식|판결\s?(?:나왔|받)|선고|집행유예|기소유예/ },
  { label: /놀이|체험|운동/, said: /놀다|놀이|체험|운동|트램펄린|키즈카페|방방|축구|농구|헬스|수영장|스키|워터파크/ },
  { label: /사업/, said: /가게|장사|사업|폐업|자영업|식당\s?(?:하다|했)|망했/ },
  { label: /양도/, said: /(?:집|땅|건물|주식|아파트|부동산|상가|분양권)(?:을|를)?\s?(?:팔|판|매도|처분)/ },
  { label: /종합소득/, said: /종소세|종합소득|5월에\s?(?:내|신고)/ },
  { label: /부가가치/, said: /부가세|부가가치|부가\s?세/ },
  { label: /사전통지|의견제출/, said: /예고\s?통지|사전\s?통지|의견\s?(?:제출|내라)|과세\s?예고|결과\s?통지|소명\s?(?:하라|요구)/ },
  { label: /후유증|추가\s?치료/, said: /후유증|재활|마비|재수술|다시\s?수술|계속\s?치료|통증이\s?(?:남|계속)/ },
  { label: /(?:가족|친척)\s?아님/, said: /모르는\s?사람|처음\s?보는|낯선|생판\s?남|(?:가족|친척|식구)(?:은|는|이|도)?\s?(?:아니|아님|아냐)|남남/ },
];

const CONCEPTS: readonly Concept[] = [...SHARED_CONCEPTS, ...DOMAIN_CONCEPTS];

/**
 * The one option the reply's words point to: most concepts shared with the
 * reply, then fewest concepts the reply leaves unsaid ("현금" is "현금", not
 * "계좌이체와 현금 둘 다"). Null when nothing is shared or two options tie.
 */
// "다친 사람은 없고", "고지서는 안 나왔고": the thing named and denied right after.
const DENIED_AFTER = /^[가-힣]{0,3}\s?(?:[가-힣]{1,3}(?:은|는|이|가|도)\s?)?(?:(?:거의|별로|전혀|하나도|아무것도)\s?)?(?:없|아니|아닌|아님|아냐|아녜|않|(?:안|못)\s?(?:나왔|왔|생겼))/;
// "합의 생각 없어요", "처벌은 싫어요": a word of a label said to refuse it.
// "처벌은 됐고": 됐어요 after a topic is "no, thanks" (without one, "유출됐어요" is passive).
const REFUSED_AFTER = /^(?:(?:은|는|이|가|도|을|를)?\s?(?:생각\s?(?:은|도)?\s?없|싫|말고|안\s?(?:해|할|원)|원하지\s?않|필요\s?없)|(?:은|는)\s?(?:됐고|됐어요|괜찮아요))/;
const deniedAfter = (rest: string) => DENIED_AFTER.test(rest) || REFUSED_AFTER.test(rest);
// "건물주에요 세입자가 …": who the person says they are outweighs whom they mention.
const SAID_OF_ONESELF = /^[가-힣]{0,2}(?:이에요|에요|예요|이요|입니다|이고요?|인데요?|요(?![가-힣]))/;

/** How strongly a concept is said: 0 when absent or denied right there, 2 when the person says it of themselves. */
function affirms(concept: Concept, reply: string): number {
  const match = concept.said.exec(reply);
  if (!match) return 0;
  const before = reply.slice(Math.max(0, match.index - 3), match.index);
  const after = reply.slice(match.index + match[0].length);
  if (/(?:^|\s)(?:안|못)\s?$/.test(before) || deniedAfter(after)) return 0;
  const atStart = /^(?:저는?\s|제가\s|전\s)?$/.test(reply.slice(0, match.index));
  // "제가 빌린 당사자고 엄마가 보증 섰어요": what the person is the subject of outweighs what others did.
  const ownDoing = /^(?:제가|내가|저희가)\s$/.test(reply.slice(0, match.index));
  return (atStart && SAID_OF_ONESELF.test(after)) || ownDoing ? 2 : 1;
}

export function optionByConcept(reply: string, options: readonly string[]): string | null {
  const [best, next] = optionsByConcept(reply, options);
  if (!best) return null;
  // On equal evidence only an option with nothing left unsaid wins.
  if (next && next.shared === best.shared && (best.unsaid > 0 || next.unsaid === 0)) return null;
  return best.option;
}

/** Every option the reply's words point to, best first, with how much is shared and how much is left unsaid. */
export function optionsByConcept(reply: string, options: readonly string[]): { option: string; shared: number; unsaid: number }[] {
  const weight = new Map(CONCEPTS.map((c) => [c, affirms(c, reply)]));
  if (![...weight.values()].some((w) => w > 0)) return [];
  return options
    .map((option) => {
      const named = CONCEPTS.filter((c) => c.label.test(option));
      // A word only this label has, said as it is ("상해로 신고당했어요"), counts like a concept.
      const own = (option.match(/[가-힣]{2,}/g) ?? []).filter((word) => options.every((other) => other === option || !other.includes(word)));
      const quoted = own.filter((word) => reply.includes(word) && !deniedAfter(reply.slice(reply.indexOf(word) + word.length))).length;
      // The label's own word adds only where no concept already speaks for the option ("세입자" is both).
      const conceptual = named.reduce((sum, c) => sum + weight.get(c)!, 0);
      const shared = conceptual > 0 ? conceptual : quoted;
      return { option, shared, unsaid: named.filter((c) => weight.get(c) === 0).length };
    })
    .filter((o) => o.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.unsaid - b.unsaid);
}
