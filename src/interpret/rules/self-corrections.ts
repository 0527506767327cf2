/**
 * A number taken back in the same breath: "전치 2주.. 아 3주로 바뀜", "11월 2일..
 * 아니 3일이라고 했나", "23일.. 아 운동한게 화요일이니까 24일이네요". People
 * typing fast correct themselves instead of deleting; the account means the
 * second number, so it is read with the second in place of the first. Both
 * must carry the same unit, so "2주 아니 3일" corrects nothing.
 */

const UNIT = '(?:주|일|개월|달|시간|살|명|만\\s?원|만)';
// The first number with its unit, an optional particle and the pause people type (.., …, ,).
// "아" alone counts only as its own word, and 아니 not as 아니면 ("2주 아니면 3주" weighs two).
const TAKEN_BACK = new RegExp(
  `(?<![\\d.])(\\d{1,4})(\\s?${UNIT})(?:이|가|은|는)?[\\s.…,~]*(?:아니(?:다|고|요|라)?|아\\s?아니|(?<=[\\s.…,~])아)(?=[\\s.,…~])[\\s.,…~]+((?:[가-힣]{1,10}\\s){0,4}?)(\\d{1,4})(\\s?${UNIT})`,
  'g',
);
const unitOf = (unit: string) => unit.replace(/\s/g, '');

/** `text` with each number taken back replaced by the one said in its place. */
export function withSelfCorrections(text: string): string {
  return text.replace(TAKEN_BACK, (whole: string, _first: string, firstUnit: string, _between: string, second: string, secondUnit: string) => {
    if (unitOf(firstUnit) !== unitOf(secondUnit)) return whole;
    return `${second}${whole.slice(whole.indexOf(firstUnit))}`;
  });
}
