/**
 * Counts stated in a first account: children, years of marriage, weeks of treatment and
 * the size of a workplace, in digits or in native Korean numerals.
 */
import { readCount } from '../../korean/numerals.js';
import { countFields } from './field-cues.js';
import { marriageYears } from './marriage-length.js';
import { minorsByAges } from './children-ages.js';
import { meantMatch } from './restated-count.js';

// Every word the patterns below capture is a count (digits or a native numeral).
const countOf = (word: string) => readCount(word) ?? Number.NaN;

/** "아들 하나 딸 둘": sons and daughters counted apart add up; undefined unless both are counted. */
function sonsAndDaughters(text: string): number | undefined {
  const count = (noun: string) => {
    const match = new RegExp(`${noun}(?:이|은|는|도)?\\s?(?:(\\d{1,2}|한|두|세|네)\\s?명|(하나|둘|셋|넷))`).exec(text);
    return match?.[1] ?? match?.[2];
  };
  const sons = count('아들');
  const daughters = count('딸');
  return sons && daughters ? countOf(sons) + countOf(daughters) : undefined;
}

// "교사만 12명인 곳", "사장 포함 4명인 사무실": the staff by their trade, and the owner counted in.
const STAFF = /(?:직원|근로자|알바생?|사람|교사|선생님?|기사님?|사원|인원)(?:들)?(?:\s?수)?(?:이|은|는|도|가|만)?\s*(?:한\s*|다\s*합쳐서\s*|(?:[나저]|사장님?|대표님?|원장님?)\s*포함(?:해서)?\s*)?(\d{1,4}|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*명/;
const OWNER_COUNTED = /(?:[나저]|사장님?|대표님?|원장님?)\s*(?:까지\s*)?포함(?:해서|하면)?\s*(\d{1,4}|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*명/;
// "4명인 사무실", "20명 정도 되는 공장": a workplace described by its headcount.
const PLACE_OF = /(\d{1,4}|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*명\s?(?:인|있는|되는|짜리|정도\s?(?:인|되는)?|밖에\s?안\s?되는|남짓)\s?(?:작은\s?)?(?:사무실|회사|가게|곳|공장|매장|병원|식당|학원|어린이집|업체|카페|편의점|중소기업|사업장)/;
const SIZE_BOUND = /(\d{1,4})\s?(?:인|명)\s?(미만|이하|이상|초과|넘)/;

/** "직원은 세 명", "5인 미만 가게", "10명 넘어요": whether the workplace has five or more people. */
function fivePlus(text: string): boolean | undefined {
  const staff = STAFF.exec(text) ?? OWNER_COUNTED.exec(text) ?? PLACE_OF.exec(text);
  if (staff) return countOf(staff[1]!) >= 5;
  const bound = SIZE_BOUND.exec(text);
  if (!bound) return undefined;
  const n = Number(bound[1]);
  if (bound[2] === '미만') return n <= 5 ? false : undefined;
  if (bound[2] === '이하') return n < 5 ? false : undefined;
  if (bound[2] === '이상') return n >= 5 ? true : undefined;
  return n >= 4 ? true : undefined;
}

/** Every count the text states, by field. */
export function countsIn(text: string): Record<string, number | boolean> {
  const found: Record<string, number | boolean> = {};
  const children = sonsAndDaughters(text);
  if (children !== undefined) found.children = children;
  for (const [field, pattern] of Object.entries(countFields)) {
    const count = meantMatch(pattern, text)?.slice(1).find((group) => group !== undefined);
    if (count && !(field in found)) found[field] = countOf(count);
  }
  const byAges = 'children' in found ? undefined : minorsByAges(text);
  if (byAges !== undefined) found.children = byAges;
  // "애는 없어요": no children is a count too.
  if (!('children' in found) && /(?:아이|애|자녀|자식)(?:는|가|도)?\s?(?:아직\s?)?없/.test(text)) found.children = 0;
  const years = marriageYears(text);
  if (years !== undefined) found.marriage_years = years;
  const size = fivePlus(text);
  if (size !== undefined) found.employer_size_5plus = size;
  return found;
}
