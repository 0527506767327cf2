/**
 * The places the generator puts pop-ups in: Gwangju neighbourhoods and Seoul
 * hotspots, with rough centre coordinates and the names people call them by.
 */
import type { Zone } from './schema.js';

export type ZoneSeed = Pick<Zone, 'id' | 'name' | 'city' | 'district' | 'dong' | 'type' | 'aliases' | 'lat' | 'lon' | 'keywords'> & {
  street: string;
  /** How many pop-ups this zone gets relative to others. */
  weight: number;
};

export const zoneSeeds: ZoneSeed[] = [
  { id: 'zone-chungjangro', name: '충장로 상점가', city: '광주', district: '동구', dong: '충장로', type: '상점가', aliases: ['충장로', '충장로 거리'], lat: 35.1489, lon: 126.9165, keywords: ['구도심', '쇼핑', '청년'], street: '충장로', weight: 3 },
  { id: 'zone-dongmyeong', name: '동명동 카페거리', city: '광주', district: '동구', dong: '동명동', type: '카페거리', aliases: ['동명동', '동리단길'], lat: 35.1497, lon: 126.9247, keywords: ['카페', '감성', '골목'], street: '동명로', weight: 4 },
  { id: 'zone-geumnamro', name: '금남로 문화전당', city: '광주', district: '동구', dong: '금남로', type: '오피스 상권', aliases: ['금남로', '문화전당', 'ACC'], lat: 35.1466, lon: 126.9198, keywords: ['전시', '문화', '광장'], street: '금남로', weight: 2 },
  { id: 'zone-yangnim', name: '양림동 역사문화마을', city: '광주', district: '남구', dong: '양림동', type: '문화마을', aliases: ['양림동', '양림'], lat: 35.1395, lon: 126.9153, keywords: ['근대', '골목', '예술'], street: '양림로', weight: 3 },
  { id: 'zone-bongseon', name: '봉선동 학원가', city: '광주', district: '남구', dong: '봉선동', type: '상점가', aliases: ['봉선동'], lat: 35.1265, lon: 126.9112, keywords: ['가족', '아이', '주거'], street: '봉선로', weight: 1 },
  { id: 'zone-sangmu', name: '상무지구 신도심', city: '광주', district: '서구', dong: '치평동', type: '신도심', aliases: ['상무지구', '치평동'], lat: 35.1522, lon: 126.8497, keywords: ['번화가', '야경', '직장인'], street: '상무대로', weight: 4 },
  { id: 'zone-gwangcheon', name: '광천동 터미널 상권', city: '광주', district: '서구', dong: '광천동', type: '백화점', aliases: ['광천동', '광주신세계', '유스퀘어', '터미널'], lat: 35.1603, lon: 126.8794, keywords: ['백화점', '터미널', '쇼핑'], street: '무진대로', weight: 3 },
  { id: 'zone-yongbong', name: '전남대 후문 대학가', city: '광주', district: '북구', dong: '용봉동', type: '대학가', aliases: ['용봉동', '전대 후문', '전남대'], lat: 35.1788, lon: 126.9109, keywords: ['대학생', '저렴', '활기'], street: '호동로', weight: 2 },
  { id: 'zone-unam', name: '운암동 문화공원', city: '광주', district: '북구', dong: '운암동', type: '문화마을', aliases: ['운암동', '비엔날레'], lat: 35.1829, lon: 126.8889, keywords: ['비엔날레', '공원', '전시'], street: '비엔날레로', weight: 2 },
  { id: 'zone-cheomdan', name: '첨단지구 중심상가', city: '광주', district: '광산구', dong: '첨단동', type: '신도심', aliases: ['첨단지구'], lat: 35.2175, lon: 126.8453, keywords: ['테크', '가족', '신도시'], street: '첨단중앙로', weight: 3 },
  { id: 'zone-suwan', name: '수완지구 호수공원', city: '광주', district: '광산구', dong: '수완동', type: '신도심', aliases: ['수완지구', '수완'], lat: 35.1908, lon: 126.8224, keywords: ['호수', '가족', '주말'], street: '수완로', weight: 2 },
  { id: 'zone-seongsu', name: '성수 연무장길', city: '서울', district: '성동구', dong: '성수동', type: '카페거리', aliases: ['성수동', '성수', '연무장길'], lat: 37.5434, lon: 127.0557, keywords: ['팝업 성지', '공장 개조', '핫플'], street: '연무장길', weight: 6 },
  { id: 'zone-hongdae', name: '홍대 걷고싶은거리', city: '서울', district: '마포구', dong: '서교동', type: '대학가', aliases: ['홍대', '서교동', '홍대입구'], lat: 37.5563, lon: 126.9236, keywords: ['인디', '버스킹', '젊음'], street: '어울마당로', weight: 5 },
  { id: 'zone-yeonnam', name: '연남동 경의선숲길', city: '서울', district: '마포구', dong: '연남동', type: '카페거리', aliases: ['연남동', '연트럴파크'], lat: 37.5622, lon: 126.9255, keywords: ['숲길', '카페', '산책'], street: '성미산로', weight: 3 },
  { id: 'zone-thehyundai', name: '더현대 서울', city: '서울', district: '영등포구', dong: '여의도동', type: '백화점', aliases: ['더현대', '더현대 서울', '여의도'], lat: 37.5259, lon: 126.9284, keywords: ['백화점', '실내', '대형 팝업'], street: '여의대로', weight: 5 },
  { id: 'zone-jamsil', name: '잠실 롯데월드몰', city: '서울', district: '송파구', dong: '잠실동', type: '쇼핑몰', aliases: ['잠실', '롯데월드몰', '석촌호수'], lat: 37.5133, lon: 127.1028, keywords: ['쇼핑몰', '호수', '가족'], street: '올림픽로', weight: 4 },
  { id: 'zone-gangnam', name: '강남역 상권', city: '서울', district: '강남구', dong: '역삼동', type: '오피스 상권', aliases: ['강남역', '역삼동'], lat: 37.4979, lon: 127.0276, keywords: ['역세권', '직장인', '번화가'], street: '강남대로', weight: 4 },
  { id: 'zone-garosu', name: '신사동 가로수길', city: '서울', district: '강남구', dong: '신사동', type: '상점가', aliases: ['가로수길', '신사동'], lat: 37.5207, lon: 127.0229, keywords: ['패션', '플래그십', '브런치'], street: '가로수길', weight: 3 },
  { id: 'zone-apgujeong', name: '압구정 로데오', city: '서울', district: '강남구', dong: '압구정동', type: '상점가', aliases: ['압구정', '압구정로데오', '압구정동'], lat: 37.5273, lon: 127.0389, keywords: ['명품', '편집숍', '프리미엄'], street: '선릉로', weight: 2 },
  { id: 'zone-hannam', name: '한남동 한남대로', city: '서울', district: '용산구', dong: '한남동', type: '상점가', aliases: ['한남동', '한남'], lat: 37.5347, lon: 127.0005, keywords: ['갤러리', '쇼룸', '프리미엄'], street: '한남대로', weight: 3 },
  { id: 'zone-ikseon', name: '익선동 한옥거리', city: '서울', district: '종로구', dong: '익선동', type: '문화마을', aliases: ['익선동'], lat: 37.5743, lon: 126.9898, keywords: ['한옥', '레트로', '골목'], street: '수표로', weight: 2 },
  { id: 'zone-yongsan', name: '용산 아이파크몰', city: '서울', district: '용산구', dong: '한강로동', type: '쇼핑몰', aliases: ['아이파크몰', '용산역'], lat: 37.5299, lon: 126.9648, keywords: ['쇼핑몰', '게임', '전자'], street: '한강대로', weight: 2 },
];
