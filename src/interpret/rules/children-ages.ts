/**
 * "애들은 7살 4살이에요", "큰애 10살 작은애 7살": children told by their ages are counted by them. The
 * field counts minors (under 19), so a grown child's age is not one. One age counts one child unless the
 * child is named as one of several ("막내가 5살이에요" tells the youngest, not how many).
 */
import { readCount } from '../../korean/numerals.js';

const CHILD = /(?:아이|애|자녀|자식|아들|딸|큰애|작은애|막내|첫째|둘째|셋째)(?:들)?/;
// Not 살다 (to live): "같이 살아요", "살고 있어요".
// 세 only after digits: "두세 명" is a count.
const AGE = /(\d{1,2})\s?세|(\d{1,2}|[가-힣]{1,3})\s?살(?!아|았|고|면|던|다|림|려|기)/g;
const ONE_OF_SEVERAL = /큰애|작은애|막내|첫째|둘째|셋째|큰아이|작은아이/;
const ADULT_AGE = 19;

/** How many minor children the ages after a child word tell; undefined when no age is told for a child. */
export function minorsByAges(text: string): number | undefined {
  const child = CHILD.exec(text);
  if (!child) return undefined;
  const told = text.slice(child.index);
  const ages = [...told.matchAll(AGE)].map((match) => readCount(match[1] ?? match[2]!)).filter((age): age is number => age !== null);
  if (ages.length === 0 || (ages.length === 1 && ONE_OF_SEVERAL.test(told))) return undefined;
  return ages.filter((age) => age < ADULT_AGE).length;
}
