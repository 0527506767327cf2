/**
 * How long something has gone on, said between a thing and what is done to it:
 * "월급을 두달째 안줘요", "월세를 석 달 동안 안 냈어요", "월세를 석달 밀렸어요". The span breaks the
 * phrase K1's keywords name ("월급을 안", "월세 안 내"), while the keyword is
 * what tells the problem; the span itself tells no scenario, so the classifier
 * reads the account without it.
 */
// Typed without spaces, the span follows a particle: "월급을두달째안줘요". Without 째 or 동안, a bare
// span is how long only before falling behind or not paying ("월세를 석달 밀렸어요", "월급을 두달 못받았어요"):
// elsewhere it is a time ago or an age ("석달 전에", "3년 일했어요").
const COUNTED_SPAN =
  /(?:(?<![가-힣0-9])|(?<=[을를이가은는도]))(?:\d{1,3}|한|두|세|석|네|넉|다섯|여섯|일곱|여덟|아홉|열|몇)\s?(?:달|개월|주|주일|년|해)(?:\s?(?:째|동안)|(?=\s?(?:밀[렸리린려]|연체|체납|미납|(?:안|못)\s?(?:내|냈|낸|줘|줬|준|주|갚|받))))|며칠\s?(?:째|동안)/g;

export function withoutCountedSpans(text: string): string {
  return text.replace(COUNTED_SPAN, ' ').replace(/ {2,}/g, ' ');
}
