/**
 * The trade a person runs, where the knowledge base asks which licence or
 * business a disposition hit (업종): "식당하는데 영업정지 받았어요", "호프집
 * 운영하는데", "노래방 하고 있어요". Only a trade told as the person's own
 * business counts; "식당에서 일해요" (a workplace) does not.
 */
const TRADES =
  '일반음식점|휴게음식점|음식점|식당|고깃집|횟집|치킨집|호프집|술집|주점|포차|단란주점|유흥주점|노래방|노래연습장|pc방|피시방|숙박업|모텔|게스트하우스|카페|편의점|미용실|네일숍|네일샵|약국|학원|헬스장|세탁소|정육점|마트|슈퍼';

// The trade, then running it: "식당하는데", "호프집 운영하는데", "치킨집 해요", "노래방을 하고 있어요", "편의점 사장인데".
const RUNS = new RegExp(`(?<![가-힣])(${TRADES})(?:을|를)?\\s?(?:하는데|하고\\s?있|해요|합니다|함(?![가-힣])|운영|장사|차렸|오픈|사장|자영업)`, 'i');

export function businessTradeIn(text: string): string | undefined {
  return RUNS.exec(text)?.[1];
}
