/** The generator's own word lists: brands, name patterns, descriptions and tags per category. */
import type { Category } from './schema.js';

export interface CategoryWords {
  brands: string[];
  /** `{brand}` is replaced by the brand. */
  names: string[];
  /** Opening sentence; `{brand}` and `{place}` are replaced. */
  leads: string[];
  /** What visitors can do there. */
  activities: string[];
  tags: string[];
}

export const categoryWords: Record<Category, CategoryWords> = {
  패션: {
    brands: ['무드앤코', '어반플리츠', '로우블랭크', '데일리니트', '노스포레', '파인스티치', '모노라벨', '스트릿오브'],
    names: ['{brand} 겨울 컬렉션 팝업', '{brand} 아우터 쇼룸', '{brand} 빈티지 마켓', '{brand} 시즌오프 팝업스토어'],
    leads: ['{brand}가 {place}에서 이번 시즌 신상을 먼저 선보입니다.', '{place}에 {brand}의 한정 쇼룸이 문을 열었어요.'],
    activities: ['직접 입어 보고 바로 살 수 있어요.', '현장 구매 고객에게 에코백을 드려요.', '스타일리스트가 코디를 추천해 줘요.'],
    tags: ['신상', '아우터', '니트', '스트릿', '빈티지', '코디'],
  },
  뷰티: {
    brands: ['라온뷰티', '글로우랩', '포레스트밤', '데이지코스메틱', '클린노트', '루미에르'],
    names: ['{brand} 향수 체험 팝업', '{brand} 스킨케어 라운지', '{brand} 컬러 메이크업 팝업', '{brand} 립 스튜디오'],
    leads: ['{brand}가 {place}에서 신제품 테스트 공간을 운영합니다.', '{place}에서 {brand}의 향과 색을 먼저 만나 보세요.'],
    activities: ['피부 타입 진단을 무료로 받아 볼 수 있어요.', '나만의 향수를 직접 조향해 볼 수 있어요.', '샘플 키트를 선착순으로 나눠 드려요.'],
    tags: ['향수', '스킨케어', '메이크업', '샘플', '조향', '립'],
  },
  캐릭터: {
    brands: ['말랑프렌즈', '토끼네 식구들', '곰돌이 포포', '우주고양이 냥냥', '펭귄 뽀로롱', '햄찌 클럽'],
    names: ['{brand} 10주년 팝업', '{brand} 겨울 나라 팝업', '{brand} 대형 벌룬 팝업', '{brand} 생일 파티 팝업'],
    leads: ['{brand}가 {place}를 캐릭터 세상으로 꾸몄어요.', '{place}에 {brand}의 대형 조형물이 등장했어요.'],
    activities: ['대형 인형과 사진을 찍을 수 있어요.', '한정 굿즈와 랜덤 키링을 판매해요.', '스탬프 투어를 완주하면 스티커를 드려요.'],
    tags: ['캐릭터', '키링', '인형', '한정판', '스탬프 투어', '포토존'],
  },
  '디저트·카페': {
    brands: ['버터앤슈가', '소금빵 연구소', '달콤상회', '크림하우스', '말차정원', '초코공방'],
    names: ['{brand} 디저트 팝업', '{brand} 시즌 케이크 팝업', '{brand} 베이커리 마켓', '{brand} 티 라운지'],
    leads: ['줄 서서 먹는 {brand}가 {place}에 잠깐 들어왔어요.', '{brand}의 시즌 메뉴를 {place}에서 맛볼 수 있어요.'],
    activities: ['매일 오전 한정 수량으로 구워 내요.', '시식 코너와 포장 전용 줄이 따로 있어요.', '음료를 사면 한정 컵홀더를 드려요.'],
    tags: ['디저트', '베이커리', '케이크', '시즌 메뉴', '카페', '한정 수량'],
  },
  '전시·아트': {
    brands: ['빛의 정원', '아트랩 광주', '모던캔버스', '사진관 오후', '일러스트 마을', '미디어아트 스튜디오 결'],
    names: ['{brand} 미디어아트 전시', '{brand} 일러스트 팝업 전시', '{brand} 사진전', '{brand} 몰입형 전시'],
    leads: ['{brand}가 {place}에서 짧은 기간 동안 전시를 엽니다.', '{place}의 빈 공간이 {brand}의 전시장으로 바뀌었어요.'],
    activities: ['작가와의 대화가 주말마다 열려요.', '도슨트 설명을 들을 수 있어요.', '관람 후 엽서를 직접 찍어 갈 수 있어요.'],
    tags: ['전시', '미디어아트', '일러스트', '사진', '도슨트', '작가'],
  },
  라이프스타일: {
    brands: ['오늘의 살림', '우드앤리넨', '캔들마켓', '그린플랜트', '리빙포레', '문구점 연필'],
    names: ['{brand} 리빙 팝업', '{brand} 홈카페 마켓', '{brand} 플랜트 마켓', '{brand} 문구 페어'],
    leads: ['{brand}가 {place}에서 집을 꾸미는 물건들을 모아 보여 줘요.', '{place}에 {brand}의 작은 살림 가게가 열렸어요.'],
    activities: ['캔들 만들기 원데이 클래스가 열려요.', '반려식물 분갈이를 도와드려요.', '포장 서비스를 무료로 해 드려요.'],
    tags: ['리빙', '인테리어', '캔들', '식물', '문구', '원데이 클래스'],
  },
  테크: {
    brands: ['픽셀웍스', '넥스트기어', '사운드웨이브', '로봇친구', '게임랩', '스마트홈 연구소'],
    names: ['{brand} 신제품 체험존', '{brand} 게임 시연 팝업', '{brand} 오디오 청음 라운지', '{brand} 로봇 놀이터'],
    leads: ['{brand}가 {place}에서 출시 전 제품을 먼저 만져 볼 기회를 열었어요.', '{place}에 {brand}의 체험존이 생겼어요.'],
    activities: ['신작 게임을 직접 해 볼 수 있어요.', '헤드폰을 청음실에서 비교해 볼 수 있어요.', '코딩 로봇 체험이 아이들에게 인기예요.'],
    tags: ['신제품', '게임', '오디오', '로봇', '시연', '체험'],
  },
  굿즈: {
    brands: ['덕질상점', '굿즈팩토리', '아이돌 굿즈샵 별빛', '웹툰 마켓', '애니 스토어 오로라', '스티커 클럽'],
    names: ['{brand} 굿즈 팝업', '{brand} 한정판 마켓', '{brand} 웹툰 굿즈전', '{brand} 포토카드 교환소'],
    leads: ['{brand}가 {place}에서 한정판 굿즈를 풀어요.', '{place}에 {brand}의 굿즈 팝업이 들어섰어요.'],
    activities: ['포토카드 교환 테이블이 마련돼 있어요.', '구매 금액별로 특전을 드려요.', '입장 대기는 현장 번호표로 받아요.'],
    tags: ['굿즈', '포토카드', '한정판', '웹툰', '애니', '특전'],
  },
};

/** Sentences for what each attribute means to a visitor. */
export const attributeSentences: Record<string, string> = {
  '야간 운영': '밤 늦게까지 문을 열어 퇴근 후에 들르기 좋아요.',
  프리미엄: '프라이빗 라운지와 VIP 전용 상품을 갖춘 프리미엄 공간이에요.',
  무료: '입장료 없이 누구나 무료로 둘러볼 수 있어요.',
  예약제: '사전 예약자만 입장할 수 있으니 미리 예약하세요.',
  포토존: '인증샷 찍기 좋은 포토존이 곳곳에 있어요.',
  체험: '직접 만들고 해 보는 체험 프로그램이 있어요.',
  한정판: '이곳에서만 파는 한정판 상품이 있어요.',
};

export const amenitySentences: Record<string, string> = {
  주차: '건물 주차장을 쓸 수 있어요.',
  반려동물: '반려동물과 함께 들어올 수 있어요.',
  아이동반: '유아차가 다니기 편하고 아이와 함께 오기 좋아요.',
  휠체어: '경사로와 엘리베이터가 있어 휠체어로도 편하게 다닐 수 있어요.',
  와이파이: '무료 와이파이가 돼요.',
};

/** Web-update wording per kind; `{name}`, `{date}`, `{end}`, `{close}` are replaced and `{이/가}` follows the name's last syllable. */
export const updateWords = {
  '신규 오픈': { title: '{name} 오픈 소식', text: '{name}{이/가} {date}에 문을 열었어요. 오픈 첫 주에는 방문 기념품을 드려요.' },
  '운영 시간 연장': { title: '{name} 운영 시간 연장', text: '방문객이 몰리면서 {name}{이/가} {date}부터 밤 {close}까지 문을 열기로 했어요.' },
  '굿즈 품절': { title: '{name} 인기 굿즈 품절', text: '{name}의 인기 한정 상품이 {date}에 모두 팔렸어요. 재입고 일정은 현장에서 안내한대요.' },
  '조기 종료': { title: '{name} 조기 종료 안내', text: '{name}{이/가} 사정으로 {end}에 운영을 일찍 마친다고 {date}에 알렸어요. 방문을 계획했다면 일정을 꼭 확인하세요.' },
} as const;
