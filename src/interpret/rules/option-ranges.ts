/**
 * Choice options that are numeric ranges ("0.03% 이상 0.08% 미만", "3개월~6개월
 * 미만", "0.2% 이상"): a reply that states a number ("0.09 나왔어요") picks the
 * option whose range holds it. Years are counted in months ("6개월~1년 미만",
 * "8개월 다녔어요"); other units are compared only with the same unit.
 */
import { readCount } from '../../korean/numerals.js';

interface Range {
  min: number;
  minOpen: boolean;
  max: number;
  maxOpen: boolean;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)\s*([^\d\s~이미초]{0,3})`;
const BOUND = new RegExp(`${NUMBER}\\s*(이상|초과|미만|이하)`, 'g');
const SPAN = new RegExp(`${NUMBER}\\s*[~∼-]\\s*${NUMBER}\\s*(미만|이하)?`);

/** A span of years in months, so "1년" and "8개월" compare; any other unit as it is. */
function inMonths(value: number, unit: string): [number, string] {
  return unit === '년' ? [value * 12, '개월'] : [value, unit];
}

/** The range an option names, with its unit ("%", "개월"), or null when it names none. */
export function rangeOf(option: string): { range: Range; unit: string } | null {
  const span = SPAN.exec(option);
  if (span) {
    const [max, unit] = inMonths(Number(span[3]), span[4] || span[2] || '');
    const [min, minUnit] = inMonths(Number(span[1]), span[2] || unit);
    // Two units that do not convert are not compared.
    if (minUnit !== unit) return null;
    return { unit, range: { min, minOpen: false, max, maxOpen: span[5] !== '이하' } };
  }
  const range: Range = { min: -Infinity, minOpen: true, max: Infinity, maxOpen: true };
  let unit: string | null = null;
  for (const match of option.matchAll(BOUND)) {
    const [value, boundUnit] = inMonths(Number(match[1]), match[2] ?? '');
    unit ??= boundUnit;
    if (match[3] === '이상' || match[3] === '초과') Object.assign(range, { min: value, minOpen: match[3] === '초과' });
    else Object.assign(range, { max: value, maxOpen: match[3] === '미만' });
  }
  return unit === null ? null : { range, unit };
}

const holds = (r: Range, n: number) => (r.minOpen ? n > r.min : n >= r.min) && (r.maxOpen ? n < r.max : n <= r.max);

// "석 달", "두 해", "반년": spans said in words, spelled as the options spell them.
const NATIVE_SPAN = /(?<![가-힣])(한|두|세|석|네|넉|다섯|여섯|일곱|여덟|아홉|열|열한|열두)\s?(달|해)/;

function spellSpans(reply: string): string {
  return reply
    .replace(/반\s?년/, '6개월')
    .replace(/(\d+)\s?달/, '$1개월')
    .replace(/(?<![가-힣])(일|이|삼|사|오)\s?(년|개월)/, (_, word: string, unit: string) => `${'일이삼사오'.indexOf(word) + 1}${unit}`)
    .replace(NATIVE_SPAN, (_, word: string, unit: string) => `${readCount(word)}${unit === '달' ? '개월' : '년'}`);
}

/** The one range option holding the number the reply states, if the options are ranges. */
export function optionByRange(said: string, options: readonly string[]): string | null {
  const reply = spellSpans(said);
  const stated = /(\d+(?:\.\d+)?)\s*(%|개월|년|주|일|km|명|세|살|점)?/.exec(reply);
  if (!stated) return null;
  const [n, unit] = inMonths(Number(stated[1]), stated[2] ?? '');
  const ranged = options.map((option) => ({ option, parsed: rangeOf(option) })).filter((o) => o.parsed !== null);
  if (ranged.length < 2) return null;
  // A stated unit is compared only with options in that unit.
  const comparable = unit ? ranged.filter(({ parsed }) => parsed!.unit === unit) : ranged;
  const hits = comparable.filter(({ parsed }) => holds(parsed!.range, n));
  return hits.length === 1 ? hits[0]!.option : null;
}
