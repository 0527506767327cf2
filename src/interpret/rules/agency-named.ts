/**
 * The public body a person names as the one that acted on them ("구청에서 영업정지
 * 처분 받았어요", "강남세무서가 가산세를 매겼어요"), for the scenarios whose K2
 * question about the other side asks for an agency (처분을 한 기관). A place
 * name written onto the office ("마포구청", "서울지방병무청") is kept with it.
 * Only the office that acts counts: one merely written to ("구청에 민원 넣었어요")
 * or gone to for help ("노동청에 진정했어요") is not the one the case is against.
 */
const OFFICES =
  '구청|시청|군청|도청|주민센터|행정복지센터|세무서|국세청|관세청|세관|경찰서|경찰청|교육청|교육지원청|병무청|출입국(?:·외국인)?(?:관리)?(?:사무소|청)|근로복지공단|국민연금공단|국민건강보험공단|건강보험공단|도로교통공단|고용센터|보건소|소방서|식약처|공정거래위원회|공정위|법무부|국토교통부|국토부|보건복지부|복지부|고용노동부|노동청|노동지청|인사혁신처|교육부|시 ?교육청|한국토지주택공사|lh';

// The office as the doer: 에서 / 이·가 / 은·는 / 측에서 / 쪽에서, then what it did within a few words.
const ACTING = new RegExp(
  `((?:[가-힣]{1,6}(?=(?:${OFFICES})))?(?:${OFFICES}))(?:\\s?측|\\s?쪽)?(?:에서|이|가|은|는|으로부터|로부터)\\s(?:[^.!?]{0,30}?)(?:처분|통지|통보|고지|부과|매겼|매긴|취소|정지|거부|반려|불허|불가|징계|해임|파면|명령|보냈|날아|왔|받았|내렸|때렸|물렸)`,
  'i',
);

export function agencyNamed(text: string): string | undefined {
  return ACTING.exec(text)?.[1]?.replace(/\s+/g, '');
}
