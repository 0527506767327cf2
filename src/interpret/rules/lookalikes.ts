/**
 * Everyday words that contain a legal keyword but mean something else: 속상해
 * holds 상해 (injury), 사기가 떨어져 is morale and not fraud, 사기캐 is a game
 * character, 운동 강도 is intensity and not robbery, 회사 때려치고 is quitting, and
 * 멘탈 털렸 is being worn out and not burgled, 정직 3개월을 때렸어요 is a sanction
 * imposed and not a blow, and 양육권은 누가 가져가요 asks who gets a right, not who
 * took a thing; 정직원, 받아내고 and 마지막이자 hold 정직, 아내 and 이자 by chance.
 * Classification reads the text with
 * them blanked, so a keyword can only come from the words that carry it.
 */

const LOOKALIKES: RegExp[] = [
  // 속상하다 (upset), in any ending.
  /속\s?상(?=해|하|한|했)/g,
  // 사기 as morale, and as "overpowered" in games and shopping.
  /사기(?:가|를|도|는)?\s?(?=(?:많이\s?|좀\s?|확\s?)?(?:떨어|저하|충전|진작|올리|올려|올라|높이|높여|꺾|죽었|바닥))/g,
  /사기(?=캐|템|급|스킬|충전|진작|저하)/g,
  // 사기업 (a private company), not 사기 + 업.
  /사기업/g,
  // 강도 as intensity of work or exercise.
  /(?:운동|업무|노동|근무|훈련|수업)\s?강도/g,
  /강도(?:가|를|는)?\s?(?=(?:너무\s?|좀\s?|더\s?)?(?:높|세|약|낮|쎄))/g,
  // 때려치다 (to quit).
  /때려\s?(?=치|쳐|칠|친)/g,
  // 때리다 as imposing a sanction ("정직 3개월을 때렸어요", "영업정지 두달 때린대요").
  /(?<=(?:정직|감봉|징계|과태료|과징금|벌금|벌점|영업정지|딱지)[\s\d가-힣]{0,8})때(?=렸|린|림|려|릴)/g,
  // 누가 가져가요 asking who is to get a right or a share, not who took something.
  /(?<=(?:권|재산|유산|집|아파트|지분|몫|애|애들|아이|아이들)(?:은|는|을|를)?\s?)누가\s?가져(?=가(?:요|나|는|야|게|냐|지))/g,
  // 멘탈/정신이 털리다 (worn out).
  /(?:멘탈|정신|영혼)(?:이|을|은)?\s?털/g,
  // 정직원 is a regular employee, not 정직 (suspension); 받아내다 holds no 아내 (wife); 마지막이자 no 이자 (interest).
  /정(?=직원)/g,
  /(?<=받)아내/g,
  /(?<=마지막)이자/g,
];

export function withoutLookalikes(text: string): string {
  let out = text;
  for (const pattern of LOOKALIKES) out = out.replace(pattern, ' ');
  return out;
}
