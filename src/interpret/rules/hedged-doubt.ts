/**
 * "포괄임금제라고 계약서에 써있던거 같기도 하고 모르겠어요", "아직 모르겠어요 퍼졌는지": a guess the person
 * then gives up on, or a shrug about the very thing asked, is a don't-know. The last word is the one they
 * leave the answer on, so a half-said yes or no before it is not kept.
 */

/** The reply ends on not knowing. */
// Not "몰라서": a reason given ("아직요 어떻게 하는지 몰라서") is no shrug.
const ENDS_IN_DOUBT = /(?:모르겠|몰라|모름|잘\s?모르)(?![가-힣]*서)[가-힣]*[\s.!?~…]*$/;
/** "어떻게 하는건지도 몰라요": not knowing how or what, which is no doubt about whether. */
const ASKS_HOW_OR_WHAT = /어떻게|뭐부터|뭘|무엇|어디|누구|언제|얼마|왜/;
/** "모르겠어요 퍼졌는지": the shrug, then what it is about, as a whether-clause. */
const DOUBT_THEN_WHETHER = /(?:모르겠|몰라)[가-힣]*[\s.,]+(?:[가-힣]+\s)*[가-힣]*(?:는지|은지|인지|을지|던지|건지)(?:는|도)?[\s.!?~…]*$/;
/** What makes the words before the shrug a guess rather than an answer. */
const HEDGE = /같기도|같은데|같긴|(?:것|거|건|게)\s?같|듯(?:도|한데|해요)?|인지|는지|은지|아직|글쎄|혹시|아마|긴\s?한데/;
// "아직요" is a no already: nothing done yet.
const FIRM_OPENING = /^(?:네|예|응|ㅇㅇ|아니요|아니오|아뇨|ㄴㄴ|아직요|아직이요)(?![가-힣])/;
/** "확정일자는 모르겠어요": the shrug has its own topic, another thing than the rest of the reply. */
const OWN_TOPIC = /([가-힣]{2,})(?:은|는)\s?(?:잘\s?|정확히\s?|아직\s?)?$/;

/** Whether the reply, taken whole, leaves its answer on not knowing. */
export function leavesItUnknown(reply: string): boolean {
  const text = reply.trim();
  if (DOUBT_THEN_WHETHER.test(text)) return true;
  const end = ENDS_IN_DOUBT.exec(text);
  if (!end) return false;
  const before = text.slice(0, end.index);
  // "네 있어요 근데 원본인지는 모르겠어요": a firm yes or no first, then doubt about a detail.
  if (FIRM_OPENING.test(before) || ASKS_HOW_OR_WHAT.test(before)) return false;
  const topic = OWN_TOPIC.exec(before)?.[1];
  // "퍼졌는지는 모르겠어요" is about the asked thing; "정확히는" is how well, not what.
  if (topic && !/(?:지|히|게)$/.test(topic)) return false;
  return HEDGE.test(before);
}

/** The facts read from a reply, less the yes or no ones when the reply leaves its answer on not knowing. */
export function withoutYesNoGivenUp<T extends { value: unknown }>(reply: string, facts: Record<string, T>): Record<string, T> {
  if (!leavesItUnknown(reply)) return facts;
  return Object.fromEntries(Object.entries(facts).filter(([, fact]) => typeof fact.value !== 'boolean'));
}
