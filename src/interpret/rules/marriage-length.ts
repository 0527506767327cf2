/**
 * How long a marriage has lasted, as people tell it in passing: "결혼 십이년",
 * "결혼한지 12년", "결혼생활 십년 넘게", "결혼하고 7년째", "12년 결혼생활".
 * The years come in digits or in Sino-Korean words (십이, 이십); a half year
 * over is left off, as the question asks ("1년 반이면 1년"). Such a length is
 * a span, never the date of anything.
 */
import { parseSinoNumeral } from '../../korean/numerals.js';
import { meantMatch } from './restated-count.js';

const SINO_YEARS = '[일이삼사오육칠팔구]?십[일이삼사오육칠팔구]?|[일이삼사오육칠팔구]';
// "결혼 3년 전에": years before the wedding are no length of the marriage.
const YEARS = `(\\d{1,2}|${SINO_YEARS})\\s?년(?!\\s?(?:전|반\\s?전))`;
// The marriage named before its length: "결혼", "결혼생활은", "혼인 기간이", "결혼한 지", "결혼하고", "혼인신고 한 지".
const MARRIAGE = '(?:결혼|혼인)(?:\\s?(?:생활|기간|신고))?(?:\\s?(?:한\\s?지|하고|해서|한\\s?게|한\\s?거))?(?:은|는|이|만|도|가|도\\s?벌써)?';
// Words on the way to the number: "결혼한 지 벌써 12년", "결혼 올해로 10년".
const ON_THE_WAY = '(?:\\s?(?:벌써|거의|이제|어느덧|어언|약|대략|올해로|햇수로))*';
const LENGTH = new RegExp(
  // "12년 결혼생활", "7년 동안의 결혼 생활": the length before the marriage it measures.
  `${MARRIAGE}${ON_THE_WAY}\\s?${YEARS}|(?<![\\d가-힣])${YEARS}\\s?(?:간|동안)?(?:의)?\\s?(?:결혼|혼인)\\s?생활`,
);
const MARRIAGE_JUST_BEFORE = new RegExp(`${MARRIAGE}${ON_THE_WAY}\\s?$`);

const yearsOf = (word: string): number | null => (/^\d+$/.test(word) ? Number(word) : parseSinoNumeral(word));

/** The years the marriage has lasted, as the account tells them (a correction over the first), else undefined. */
export function marriageYears(text: string): number | undefined {
  const match = meantMatch(LENGTH, text);
  const word = match?.[1] ?? match?.[2];
  return word === undefined ? undefined : (yearsOf(word) ?? undefined);
}

/** Whether the words right before a span of years name the marriage it measures ("결혼 |12년 됐고"). */
export const measuresMarriage = (before: string): boolean => MARRIAGE_JUST_BEFORE.test(before);
