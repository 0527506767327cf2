/**
 * Where it happened, for the scenarios whose K2 question asks a location: a
 * place or an app the account names as the scene ("술집에서 맞았어요",
 * "중고나라에서 샀는데", "인스타에 올렸어요"). Only words for places and
 * platforms count, so "법원에서 서류가 왔어요" (who sent a paper) is no scene.
 */
const PLACES =
  '술집|호프집|포차|주점|노래방|노래연습장|클럽|나이트|식당|음식점|고깃집|횟집|카페|커피숍|편의점|pc방|피시방|마트|시장|백화점|쇼핑몰|지하철역|지하철|전철|버스정류장|정류장|버스|택시|기차|ktx|골목길|골목|길거리|거리|공원|주차장|아파트|빌라|오피스텔|원룸|엘리베이터|계단|놀이터|학교|교실|학원|어린이집|유치원|회사|사무실|공장|현장|가게|매장|헬스장|찜질방|사우나|목욕탕|모텔|호텔|숙소|병원|교회|성당|행사장|공연장|경기장|운동장|해수욕장|캠핑장|술자리|회식 ?자리|회식|집 ?앞|우리 ?집|저희 ?집';
const PLATFORMS =
  '중고나라|당근마켓|당근|번개장터|번장|헬로마켓|인스타그램|인스타|페이스북|페북|카카오톡|카톡|오픈 ?채팅방|오픈 ?채팅|오픈톡|단톡방|단톡|텔레그램|트위터|유튜브|틱톡|디스코드|네이버 ?카페|밴드|쿠팡|11번가|지마켓|옥션|티몬|위메프|스마트스토어|블로그|커뮤니티|디시|에펨코리아|네이트판|블라인드|에브리타임|에타|데이팅 ?앱|소개팅 ?앱|틴더|게임';

// The scene: a place or platform with 에서 ("술집에서", "당근서"); a platform also with 에 before a post, however many words
// the post's content takes ("블라인드에 제 실명 거론하면서 … 글 올렸어요"), or as where the other side was met ("인스타로 알게된").
const SCENE = new RegExp(
  `(?<![가-힣])(${PLACES}|${PLATFORMS})(?:에서|서(?=\\s))|(?<![가-힣])(${PLATFORMS})(?:에|에다)\\s?(?:\\S+\\s){0,6}?(?:올|게시|글|댓글|영상|퍼뜨|퍼트|뿌|유포|박제)|(?<![가-힣])(${PLATFORMS})(?:로|으로)\\s?(?:알게|만난|만났|처음\\s?만|연락\\s?(?:온|왔|옴))`,
  'i',
);

export function incidentPlace(text: string): string | undefined {
  const scene = SCENE.exec(text);
  return scene ? (scene[1] ?? scene[2] ?? scene[3])!.replace(/\s+/g, ' ') : undefined;
}
