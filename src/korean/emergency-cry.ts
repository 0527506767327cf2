/**
 * A message that is nothing but a cry for help ("살려주세요", "제발 살려줘요 빨리"): there is no story to read
 * the danger from, and no one types it to a legal intake for any other reason. A plea for something
 * ("학점 좀 살려주세요"), or one beside an account, is read with the rest of the message instead.
 */

// Words that only address or press the plea: please, quickly, someone, me, here.
const PRESSING = /제발|빨리|얼른|좀|누가|누구든|누구라도|누군가|여기|저를|저|나를|나|날|사람|[^가-힣]/g;
const PLEA = /^(?:살려(?:주세요|주십시오|줘요|줘)|도와(?:주세요|줘요|줘))+$/;

/** Whether `text` is only a plea to be saved. */
export function isBareCry(text: string): boolean {
  const rest = text.replace(/\s+/g, '').replace(PRESSING, '');
  return rest.includes('살려') && PLEA.test(rest);
}
