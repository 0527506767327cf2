/**
 * Chat spellings of a few endings, typed fast on a phone: 있 without its double ㅆ (잇어요, 잇음) and 요
 * softened to 여 (주세여, 있어여). Read as the standard ending, the emergency lexicons need not spell each
 * twice. 잇다 (to join) conjugates as 이어요, so 잇어 is 있어 mistyped.
 */
const MISSING_DOUBLE_SIOT = /잇(?=어|음|는|습|다고)/g;
const SOFTENED_YO = /(?<=[세어아해와워])여(?=[\s.!?~ㅠㅜ]|$)/g;

/** `text` with these chat spellings written out as standard endings. */
export function standardEndings(text: string): string {
  return text.replace(MISSING_DOUBLE_SIOT, '있').replace(SOFTENED_YO, '요');
}
