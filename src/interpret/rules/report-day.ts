/**
 * The day a report, a complaint or a demand went out ("어제 경찰에
 * 신고했고", "10월에 경찰신고 한번 했어요", "내용증명은 지난주에 보냈어요")
 * is when the person acted, not when the thing they report happened: it is
 * no incident date, whatever verb of sending stands near it. Being reported
 * ("9월에 고소당했어요") is another matter: for the accused it is the event.
 */

/** The acts: a report to the police, a complaint, a petition, a demand by registered letter. */
const ACT = '(?:신고|고소|고발|진정|내용증명|고소장|진정서)';
// "어제 경찰에 신고했고", "10월에 경찰신고 한번 했어요", "지난주에 노동청에 진정 넣었어요": the act right after the day.
// Not "9월에 고소당했어요": being reported is what a false accusation is about.
const ACT_AFTER = new RegExp(`^\\s?(?:에|엔|에는)?\\s?(?:(?:경찰|경찰서|노동청|고용노동부|파출소|지구대)\\S{0,3}\\s?)?${ACT}(?!\\s?당)`);
// "내용증명은 지난주에 보냈어요", "신고는 어제 했어요": the act named right before the day, as its topic.
const ACT_BEFORE = new RegExp(`${ACT}\\S{0,2}(?:은|는|도|를|을)\\s?$`);

export function dayOfAnAct(before: string, after: string): boolean {
  return ACT_AFTER.test(after) || ACT_BEFORE.test(before);
}
