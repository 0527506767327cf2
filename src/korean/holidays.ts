/**
 * Holidays people date things by ("작년 추석쯤", "크리스마스 때"). Solar
 * holidays fall on fixed days; 설날 and 추석 follow the lunar calendar, so
 * their solar dates are listed for the years the table covers.
 */
const FIXED: Readonly<Record<string, readonly [number, number]>> = {
  신정: [1, 1], 삼일절: [3, 1], 어린이날: [5, 5], 어버이날: [5, 8], 현충일: [6, 6], 제헌절: [7, 17],
  광복절: [8, 15], 개천절: [10, 3], 한글날: [10, 9], 크리스마스이브: [12, 24], 크리스마스: [12, 25], 성탄절: [12, 25],
  // Days that are no holidays but that people date things by all the same.
  밸런타인데이: [2, 14], 발렌타인데이: [2, 14], 화이트데이: [3, 14], 빼빼로데이: [11, 11], 핼러윈: [10, 31], 할로윈: [10, 31],
};
// Korean Astronomy and Space Science Institute calendar: 설날 (1/1) and 추석 (8/15) by solar year.
const LUNAR: Readonly<Record<'설날' | '추석', Readonly<Record<number, string>>>> = {
  설날: {
    2015: '02-19', 2016: '02-08', 2017: '01-28', 2018: '02-16', 2019: '02-05', 2020: '01-25',
    2021: '02-12', 2022: '02-01', 2023: '01-22', 2024: '02-10', 2025: '01-29', 2026: '02-17',
    2027: '02-06', 2028: '01-26', 2029: '02-13', 2030: '02-03',
  },
  추석: {
    2015: '09-27', 2016: '09-15', 2017: '10-04', 2018: '09-24', 2019: '09-13', 2020: '10-01',
    2021: '09-21', 2022: '09-10', 2023: '09-29', 2024: '09-17', 2025: '10-06', 2026: '09-25',
    2027: '09-15', 2028: '10-03', 2029: '09-22', 2030: '09-12',
  },
};

/** Holiday names as said; bare 설 only before a word that marks it as the holiday (설 연휴, 설에). */
export const HOLIDAY_NAME =
  '크리스마스\\s?이브|크리스마스|(?:밸런타인|발렌타인)\\s?데이|화이트\\s?데이|빼빼로\\s?데이|핼러윈|할로윈|성탄절|신정|삼일절|어린이날|어버이날|현충일|제헌절|광복절|개천절|한글날|설날|구정|(?<![가-힣])설(?=\\s?(?:때|에|연휴|쯤|명절|직전|직후|전후|무렵|전날|다음\\s?날))|추석|한가위';

function canonical(name: string): string {
  const compact = name.replace(/\s/g, '');
  if (compact === '구정' || compact === '설') return '설날';
  return compact === '한가위' ? '추석' : compact;
}

/** Month and day of a holiday in a year, or null when the table does not cover it. */
export function holidayIn(name: string, year: number): { m: number; d: number } | null {
  const key = canonical(name);
  const fixed = FIXED[key];
  if (fixed) return { m: fixed[0], d: fixed[1] };
  const lunar = key === '설날' || key === '추석' ? LUNAR[key][year] : undefined;
  return lunar ? { m: Number(lunar.slice(0, 2)), d: Number(lunar.slice(3)) } : null;
}
