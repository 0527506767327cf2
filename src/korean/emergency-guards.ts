/**
 * Readings shared by every emergency detector: a sentence about the past, a
 * story someone else lives (news, fiction, games, dreams), or a legal
 * question about a case that may never happen talks about danger without
 * being in it.
 */
// -더라 and -던데 look back on something seen or heard ("칼을 갈고 있더라", "했다던데"). A month or a weekday named
// as the last one ("지난 8월에", "저번 금요일") dates the event as much as "지난달" does; 저번 is the spoken 지난.
export const PAST = /작년|재작년|예전|옛날|어렸을|어릴\s?때|\d+\s?(?:년|개월|달)\s?전|(?:한|두|세|석|넉|네|다섯|여섯|몇)\s?(?:달|해|년)\s?전|몇\s?(?:년|달)\s?전|(?:하루|이틀|사흘|나흘|닷새|며칠|일주일|보름|\d+\s?일|\d+\s?주|(?:한|두|세|몇)\s?주)\s?전(?!부터)|그때|그\s?당시|다음\s?날|당시에|(?:지난|저번)\s?(?:해|달|주|번|\d{1,2}\s?월|설|추석|명절|연휴|크리스마스)|저번에|(?:지난|저번)\s?(?:주\s?)?[월화수목금토일]요일|적이\s?있|(?:은|는|한|던)\s?적\s?있|(?:었|았|였|했|왔|갔|봤|줬|됐|졌|쳤|셨)었|던\s?적|어제(?!부터)|그저께|그제|지난번|과거|^전에\s|[가-힣]더라(?:고|구)?요?(?![가-힣])|[가-힣]던데/;
// A sentence that only dates what was told ("어제 일이에요", "지난주였어요", "그저께 새벽이에요").
export const DATED = new RegExp(`^(?:그게\\s?|이게\\s?)?(?:${PAST.source})\\s?(?:새벽|아침|점심|낮|오후|저녁|밤)?\\s?(?:일|때|얘기|이야기)?\\s?(?:이에요|이예요|예요|이고요?|였어요|이었어요|임|입니다|이요|요)[\\s.!?~ㅠㅜ]*$`);
// News, fiction and hypotheticals talk about danger without being in it.
// Lyrics (가사) are not the 가 사 of a phone typed without spaces: "제가사라지면" is someone vanishing.
// A dream is told with "방금" and "지금" of its own ("방금 꿈에서 쫓겼어요"): no "now" makes it real.
export const DREAM = /꿈에서|꿈\s?(?:을\s?)?꿨|악몽/;
export const STORY = new RegExp(String.raw`${DREAM.source}|뉴스|기사(?:에서|에|를|로|\s?보)|드라마|영화|주인공|(?:나오는|보는)\s?장면|소설|웹툰|유튜브|실화|만약|궁금해서|사건\s?보고|게임(?!\s?(?:채팅|친구|앱|에서\s?(?:만난|알게)|으로\s?만난))|배그|롤\s?하|롤에서|인게임|캐릭터|체험|(?<![제내네니누])가사(?!라지|라져|라졌|라질)|퀘스트|장난감\s?(?:칼|총|무기|망치)|모형|시늉|흉내|장난으로|판결문|판례|과제|논문`);
// "지금 넷플 보는데 …", "지금 드라마에서 여자가 끌려가는데": a "now" that dates what is on a screen (fiction, news,
// a video), not what happens to the writer. A camera of one's own (cctv, 인터폰) is not among them: what it shows is there.
export const SCREEN_NOW = /(?:지금|방금|현재)\s?(?:[가-힣]{1,4}\s)?(?:tv|티비|텔레비전|넷플릭스|넷플|티빙|드라마|영화|뉴스|유튜브|웹툰|방송|예능|애니)/g;
// "…하면 처벌되나요": a legal question about a case that may never happen.
// A condition followed by a question in the same breath ("…보면 신고해야 하나요") supposes the case.
export const HYPOTHETICAL = /[가-힣]면\s?[가-힣\s]{0,16}?(?:되나요|되나\?|되는지|처벌|무슨\s?죄|죄가|죄인가|불법|정당방위|가능한가)|[가-힣]면\s[^.!?]{0,24}?(?:나요|까요|인가요)(?=[\s.?!]|$)/;
// "119 불러서 이송됐어요": someone collapsed is in the hands of the ambulance.
// "지금 병원에서 회복중이에요": the attempt is over and care has begun (a wound stitched, a diagnosis of weeks: "꿰맸어요 진단 3주 나옴"); "파스 붙여드렸어요": care at home is given (a 찜질방 is a sauna, not a hot pack).
export const RECOVERING = /이송\s?(?:됐|되었|했|됨)|(?:병원|응급실)(?:으로|에)\s?(?:실려|옮겨|모셔)\s?(?:갔|감|가셨)|회복\s?중|꿰맸|꿰매고|봉합|깁스|진단\s?(?:서\s?)?(?:\d|나왔|나옴|받았)|전치|치료\s?(?:받고|중)|퇴원|파스|찜질(?!방)|밴드\s?(?:를\s?)?붙|약\s?(?:을\s?)?(?:발라|먹여)\s?(?:드렸|줬)/;
// Someone lost and then found is safe: "잃어버렸다가 방송해서 찾았어요", not "아직 못 찾았어요".
export const FOUND = /(?<!(?:못|안)\s?)(?:찾았|찾아서|찾음|찾아\s?(?:주셨|줬)|돌아왔)/;
// 번개탄 and 연탄 are also what a barbecue is cooked on.
export const COOKING = /고기|구워|구이|캠핑|바베큐/;
// "지금도 고소할 수 있나요", "지금 고소해도 되나요": a "now" that asks about a late remedy, not a danger under way.
// "그때 못한 고소를 지금 하려고요": the remedy named first, its "now" after; "지금 그걸로 …되나요" asks about what was told.
export const LATE_REMEDY = /(?:지금도|지금이라도|이제라도|지금\s?와서)\s?[가-힣]{0,6}?(?:고소|신고|소송|청구|처벌)|지금\s?(?:고소|신고|소송|청구|처벌)\s?(?:을\s?|를\s?)?(?:해도|하면|할\s?수|가능|되나|받을)|(?:고소|신고|소송|청구)(?:를|을|는|도)?\s?지금|지금\s?(?:그걸로|그것으로|그거로|그\s?일로|그것\s?때문에)/g;
// "그날 바로 신고했고 지금 수사중이에요": a "now" that dates a proceeding (an investigation, a trial, care)
// says the harm is in the hands of others, not that it is happening; so does a proceeding told as under way
// with no "now" at all ("아동학대로 재판 받는 중이에요"), whose -는 중 is the trial's, not the harm's.
// A separation is an arrangement under way ("지금 별거중인데"), and a court order applied for and awaited
// ("접근금지 신청해놓고 기다리는 중이에요", "결정 기다리는 중인데") is the case in the court's hands: neither -는 중 is the harm's.
// Nor is the "now" of someone held by the police ("지금 유치장에 있대요"): the one who did it is locked away.
// Taken by the police: "경찰에 잡혀갔어요", "현행범으로 체포됐어요", "구속됐어요". 끌려가다 and 잡혀가다 count only with the
// police named, since alone they are someone abducted.
export const IN_CUSTODY = /경찰(?:서)?(?:에|한테|에게)\s?(?:[가-힣]{1,4}\s)?(?:잡혀|끌려|연행)|체포\s?(?:됐|되었|당했|돼서|되어서)|구속\s?(?:됐|되었|돼서|되어서)|연행\s?(?:됐|되었|돼서|되어서)/;
export const PROCEEDING_NOW = /(?:(?:지금|현재)\s?(?:[가-힣]{1,8}\s?)?)?(?:수사|재판|조사|소송|조정|입원|재활|절차|별거)\s?(?:를\s?|을\s?)?(?:(?:받|진행하)(?:는|고\s?있는)\s?중|진행\s?중|중|진행|받)|(?:결정|결과|판결|처분|심문|신청\S{0,3}|접수\S{0,3})\s?(?:을\s?|를\s?)?기다리(?:는|고\s?있는)\s?중|(?:(?:지금|현재)\s?(?:[가-힣]{1,8}\s?)?)?(?:유치장|구치소|교도소)에\s?(?:있|갇혀)|(?:지금|현재)\s?(?:[가-힣]{1,8}\s?)?(?:입건|기소|송치|구속)\s?(?:이\s?|은\s?)?(?:됐|되었|돼\s?있|된\s?상태)/g;
// Leaving a job, a home, a school, the country or a holiday is said with the same farewells as leaving life.
export const ROUTINE_LEAVING = /퇴사|퇴직(?!금)|이직|이사|이민|유학|출국|공항|입대|졸업|송별|전학|전역|은퇴|여행|휴가|방학|연휴/;
// Asking what a past harm is worth (damages, refunds) or what offence it is ("동물학대로 신고 되나요"),
// or gathering it for a case ("이혼소송에 증거로 쓰려구요", "계속 때려요 이혼하고 싶어요", "이혼 생각 중이에요").
export const REMEDY = /(?:소송|고소|증거|위자료|접근금지|이혼)[가-힣\s]{0,10}?(?:쓰려|하려|하고\s?싶|할래|준비|생각\s?중|고민\s?중|알아보)|(?:보상|배상|환불|위자료|합의금|손해)\s?[가-힣\s]{0,10}?(?:되나|받을\s?수|가능|청구|얼마)|(?:로|으로)\s?(?:신고|고소|처벌)\s?(?:되나|가능|할\s?수|받|하려|할래|하고\s?싶)/;
// 유서 and 자살 are also what an inheritance question is about ("자살하시기 전에 쓴 유서 효력").
export const INHERITANCE = /상속|유언장|효력|공증|유류분/;
// "기억이 잘 안나요": the person is telling what happened, after it.
export const MEMORY_GAP = /기억이\s?(?:잘\s?)?(?:안\s?나|없)/;

// What keeps happening is a case to take, not danger this minute: "술 마시면", "퇴근길마다", "몇 달째", "요새".
export const HABIT = /요새|요즘(?!도)|먹으면|마시면|취하면|화나면|마다|맨날|매일|툭하면|걸핏하면|매번|평소|자주|(?:몇|\d+|한|두|세|석|넉)\s?(?:주|달|개월|년)\s?(?:째|동안)/;

// An animal, the weather or a thing, not a person: "고양이가 화장실에 갇혀서", "까마귀가 창문을 쪼아요",
// "비 오는 소리가 창문 두드리는 것 같아서". What it does is no act of anyone against anyone.
export const NOT_A_PERSON = '(?:길?고양이|강아지|개|새|까마귀|까치|비둘기|벌레|쥐|바람|빗소리|빗방울|비\\s?(?:오는\\s?)?소리|나뭇가지|천둥|택배|상자|쓰레기)';
// Things that fall, get locked in or lie about: "폰이 물에 빠졌어요", "재고가 깔려 있어요"; or that go round
// ("캡처가 다른 부서까지 돌고있는데": a post passed about, not someone circling).
const A_THING = '(?:폰|핸드폰|휴대폰|지갑|차\\s?키|열쇠|재고|물건|캡처|캡쳐|사진|영상|동영상|글|게시글|소문|파일)';
/** A clause or sentence whose subject, among its first words, is not a person. */
export const NO_PERSON_SUBJECT = new RegExp(`^(?:[가-힣]+\\s){0,2}?(?:${NOT_A_PERSON}|${A_THING})(?:가|이|는|도)\\s`);

// "신고하면 죽여버린다고 해요", "안갚으면 회사에 찾아간다고 협박하고": a threat made to hang on something the
// writer may do (report, leave, not pay, not meet, not hand over money: "돈 안 주면") is leverage, held over them for later, not an attack under way.
export const LEVERAGE = /(?:신고|고소|경찰|헤어지|이혼|안\s?갚|못\s?갚|안\s?만나|말하|알리|(?:돈|그거|그걸)\s?안\s?(?:주|줘|보내|돌려\s?주))[가-힣]{0,4}?면(?!서)/;
// A threat written down and left or sent (a note on the door, a message): "칼 들고 올라가겠다고 메모 붙여놨어요",
// typed without spaces too ("들어가겠다고협박문자보냈어요").
export const WRITTEN_THREAT = /(?:다|라)고\s?(?:[가-힣]{1,4}\s?)?(?:문자|카톡|톡|메시지|메세지|dm|디엠|편지|쪽지|메모|댓글)\S{0,2}\s?(?:[가-힣]{1,4}\s)?(?:보냈|보내|왔|옴|남겼|써|썼|붙여|붙였|올려|올렸|달았)/;
// "강간으로 허위 고소했는데", "쌍방폭행으로 입건됨": an offence named as the charge of a complaint made or a case
// opened is the case in the hands of the police or the court, not the act happening.
export const CHARGED = /(?:로|으로)\s?(?:허위\s?|무고\s?|맞\s?)?(?:신고|고소|고발|기소|입건)\s?(?:당)?(?:했|함|됐|됨|돼|되었|받)/;

// "성폭행 재판 진행중입니다", "강간 사건 합의": an offence named as the label of a case, a trial or a complaint is
// what the case is about, not the act happening. Put right after the name of an offence.
export const NAMED_AS_A_CASE = '(?!\\s?(?:재판|사건|고소|소송|수사|조사|피해자|가해자|혐의|합의|전과|공판|기소|판결|신고|관련|범죄?|죄|무고|예방|교육))';

// "지금 친정에 와 있어요": the writer has got away to a refuge; being there is safety, not someone waiting.
export const AT_REFUGE = /(?:친정|본가|쉼터|보호소|보호\s?시설|(?:부모님|엄마|언니|누나|오빠|형|친구)\s?(?:집|네))(?:에|으로|로)\s?(?:[가-힣]{1,6}\s)?(?:와|가|피해|나와|도망\s?와|옮겨)\s?있/;
/**
 * What goes on now without being danger, blanked before a "now" is looked for: a feeling that outlasts a past
 * event ("작년에 맞았는데 지금도 무서워요", "몇달 지났는데 아직도 생각나요"), still going to work or school
 * ("아직 회사는 다니고 있어요"), a deliberation ("신고할까 고민중이에요"), and the writer at a refuge now
 * ("지금 저는 친정에 와있고").
 */
export const STILL_BUT_SAFE = new RegExp(
  [
    '(?:아직도|아직|지금도|지금까지|요즘도)\\s?(?:그\\s?)?(?:[가-힣]{1,12}\\s?)?(?:무서|불안|트라우마|생각|기억|떠올|악몽|힘들|괴로|잠을|우울)',
    '(?:아직도|아직|지금도|지금은|여전히)\\s?(?:그\\s?)?(?:회사|직장|학교|가게|알바)(?:는|은|에|에는|도|를|을)?\\s?(?:계속\\s?|잘\\s?)?(?:다니|나가|출근|근무)',
    // "지금도 같은 팀에서 일해요": working beside someone still is a job going on, not a scene.
    '(?:아직도|아직|지금도|여전히)\\s?(?:같은\\s?)?(?:[가-힣]{1,10}\\s?)?(?:에서|랑|와|과)\\s?(?:같이\\s?|함께\\s?)?(?:일해|일하|근무)',
    '고민\\s?(?:중|하고\\s?있)',
    `(?:(?:지금|현재)\\s?(?:저는|전|나는|난|저희는|우리는|우린)?\\s?)?${AT_REFUGE.source}`,
  ].join('|'),
  'g',
);

