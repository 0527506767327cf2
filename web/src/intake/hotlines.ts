/** Hotlines to offer on the emergency screen: 112 and 119 always, then any others the message names. */
export interface Hotline {
  number: string;
  name: string;
}

const knownHotlines: Record<string, string> = {
  '112': '경찰 (범죄·위협 신고)',
  '119': '구급·소방',
  '1366': '여성긴급전화 (가정폭력·성폭력, 24시간)',
  '109': '자살예방 상담전화 (24시간)',
  '1393': '자살예방 상담전화',
  '1388': '청소년 상담',
  '1577-0199': '정신건강 위기상담',
  '182': '경찰 민원·실종 신고',
  '1391': '아동학대 신고',
};

/** Phone numbers mentioned in the text (3–4 digit short codes or 4-4 numbers). */
const phonePattern = /(?<![\d-])(\d{4}-\d{4}|1\d{2,3})(?![\d-])/g;

export function hotlinesFor(message: string): Hotline[] {
  // Only numbers known to be hotlines (or full 4-4 numbers): "100만 원" in a message is not a phone number.
  const mentioned = [...message.matchAll(phonePattern)].map((match) => match[1]!).filter((number) => number in knownHotlines || number.includes('-'));
  const numbers = ['112', '119', ...mentioned];
  return [...new Set(numbers)].map((number) => ({ number, name: knownHotlines[number] ?? '상담 전화' }));
}
