/**
 * The rules interpreter's lexicon for pop-up requests: the words that name a
 * facet, a category, news or small talk. Regular expressions over normalised
 * text; "아이" excludes 아이돌/아이파크/아이템/아이폰 so idols are not toddlers.
 */
import type { RequestFacets } from '../recommend-port.js';

export const lateCue = /야간|밤|늦게|늦은\s*시간|심야|퇴근\s*(후|하고)|저녁\s*(9|아홉|10|열)\s*시|(9|10|11)시\s*(이후|넘어|까지)/;
export const priceCues: [RequestFacets['price'] & string, RegExp][] = [
  ['무료', /무료|공짜|입장료\s*(없|안\s*받)|돈\s*(안\s*드는|없이)|프리\s*입장/],
  ['프리미엄', /프리미엄|고급|럭셔리|vip|프라이빗|하이엔드/i],
];
export const amenityCues: [RequestFacets['amenities'][number], RegExp][] = [
  ['주차', /주차|(?<!유모|유아)차\s*(를|로)?\s*(가지고|끌고|몰고)|자차|차로\s*갈|운전해서/],
  ['반려동물', /반려|강아지|애견|댕댕|멍멍|고양이|펫\s*프렌들리|펫/],
  ['아이동반', /아이(?!돌|파크|템|폰|디|패드|스)|아기|유아|유모차|키즈|애들|어린이|꼬마|조카/],
  ['휠체어', /휠체어|배리어\s*프리|장애인|거동이?\s*불편|경사로/],
];
export const categoryCues: [RequestFacets['categories'][number], RegExp][] = [
  ['패션', /패션|옷|의류|아우터|코디|니트|스트릿/],
  ['뷰티', /뷰티|화장품|코스메틱|향수|메이크업|스킨\s*케어|립스틱/],
  ['캐릭터', /캐릭터|인형|봉제/],
  ['디저트·카페', /디저트|카페|베이커리|빵|케이크|커피|달달한/],
  ['전시·아트', /전시|아트|미술|갤러리|사진전|작품/],
  ['라이프스타일', /라이프\s*스타일|리빙|인테리어|살림|캔들|소품|식물/],
  ['테크', /테크|전자|게임|가전|로봇|오디오|신제품\s*체험|it\b/i],
  ['굿즈', /굿즈|포토\s*카드|아이돌|웹툰|애니/],
];
export const newsCue = /새로\s*(생긴|열린|오픈)|신규|오픈\s*(한|했|소식)|요즘|최근|오늘|이번\s*주(?!\s*말)|핫한|소식|품절|연장|뉴스/;

/** Words that make a message a request even with no facet ("팝업 추천해 줘"). */
export const requestCue = /팝업|추천|갈\s*만한|가\s*볼|가볼|구경|놀러|데이트|전시|스토어|어디/;
export const identityCue = /누구(야|세요|니|예요)|너\s*(는|누구|뭐)|정체|이름이?\s*(뭐|머)|뭘\s*할\s*수|무엇을\s*할\s*수|뭐\s*할\s*수|챗봇|인공지능|ai|사람이야|로봇이야/i;
export const thanksCue = /고마워|고맙|감사(해|합니다|해요)|땡큐|thank/i;
export const smalltalkCue = /안녕|하이|반가|심심|ㅋㅋ|ㅎㅎ|배고파|날씨|잘\s*자|좋은\s*아침|사랑해|뭐\s*해|hello|hi\b/i;
