/**
 * Choices whose options are numeric ranges, read from the number the account
 * states for them: "수치 0.085 나왔어요" is 0.08% 이상 0.1% 이하, "일한 지 1년 3개월"
 * is 1년 이상. Each field names the words that mark its number, so a number
 * said about something else is not read as one.
 */
import type { FieldDef } from '../../knowledge/schema.js';
import { optionByRange } from './option-ranges.js';

// "2년 3개월" is one span, read by its years: the months alone would say 3개월.
const SPAN = String.raw`(?:\d{1,2}\s?년(?:\s?반|\s?\d{1,2}\s?개월)?|\d{1,2}\s?개월|(?:한|두|세|석|네|넉|다섯|여섯)\s?달)`;

const STATED: Record<string, RegExp> = {
  // "수치 0.085", or a bare reading the test gave: "0.09 나왔고", "0.05로 걸렸어요".
  alcohol_level: /(?:수치|농도|알코올|혈중|음주)\D{0,6}(0\.\d+)|(0\.\d{2,3})\s?(?:%|퍼센트|프로)?\s?(?:(?:이|가)\s?)?(?:나왔|나옴|나와|찍혔|이었|였|걸렸|걸림|걸려|(?:으|로)로?\s?(?:단속|측정|적발|걸렸|취소))/,
  // "알바 4개월 했는데": a span right after the work named, with a bare 했, is a tenure too; so is "수습 두달째", "5개월째 다니는중".
  // "근무기간 8개월이에요": the span named as the time worked; "정규직 5년차": the year of the job one is in.
  tenure_band: new RegExp(`(${SPAN})\\s?(?:째\\s?)?(?:넘게\\s?|정도\\s?|가까이\\s?)?(?:동안\\s?)?(?:일했|일하|다녔|다니고|다니는|다니다|다닌|근무|일한)|(?:일한|다닌|근무한)\\s?지\\s?(${SPAN})|(?:알바|아르바이트|일|근무|계약직)\\s?(${SPAN})\\s?(?:했|하고|하다)|(?:수습|입사한\\s?지|일한\\s?지|다닌\\s?지)\\s?(${SPAN})\\s?째|(?:근무|재직|근속)\\s?기간(?:은|이|이요)?\\s?(?:총\\s?)?(${SPAN})|(?:정규직|계약직|입사|직장|회사|근무)\\s?(${SPAN})\\s?차(?=$|[\\s.,!?~]|에|예|이|고|인|요|야|임|입|라)`),
};

/** The range option of `field` holding the number the text states for it, if any. */
export function optionByStatedNumber(text: string, field: FieldDef): string | undefined {
  const pattern = STATED[field.field];
  const match = pattern?.exec(text);
  const said = match?.slice(1).find((group) => group !== undefined);
  return said && field.options ? (optionByRange(said, field.options) ?? undefined) : undefined;
}
