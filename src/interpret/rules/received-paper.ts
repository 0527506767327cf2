/**
 * "재결서 받은게 11월 12일이고요", "통지서 받은 날은 3월 2일": the day is told as
 * the day a thing was received, and the verb of receiving is shared by every
 * paper. The thing received, named right before the verb, is what says whose
 * day it is, as a paper named right before the date does.
 */
// The object before a nominalised 받다: "재결서(를) 받은 게", "처분서는 받은 날이", "고지서 받은건".
const RECEIPT_AT_END = /(?:^|\s)([가-힣]{2,}?)(?:을|를|은|는|이|가|도)?\s?받은\s?(?:게|건|거|것은|날|날은|날이|날짜는|날짜가)\s?$/;

/** The thing whose receipt the words right before a date name, or undefined. */
export function thingReceivedBefore(before: string): string | undefined {
  return RECEIPT_AT_END.exec(before)?.[1];
}
