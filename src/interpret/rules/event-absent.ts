/**
 * An event a yes/no question asks about said not to have happened, by its
 * noun and 없다: "압류 들어온건 아직 없어요", "유포된건 없어요", "합의 얘기는
 * 전혀 없어요", "경매 넘어간 건 없고", "신체접촉은 없었어요". Korean says an
 * event absent by nominalising it (된 건, 들어온 거, 한 적) or by a light
 * noun for talk of it (얘기, 말, 제안), then 없다.
 *
 * Which nouns name the event comes from the question or the field's label
 * (압류 for seizure_done, 유포 for content_distributed, 합의 for
 * settlement_talks), among the events below. 연락 is not one: "연락이
 * 없어요" tells contact cut off, the opposite of no event.
 */

/** Events people say did not happen by their noun. */
const EVENTS = ['압류', '가압류', '경매', '공매', '유포', '합의', '사과', '신체 접촉', '불이익', '보복'];

const pattern = (event: string) => event.replace(/\s/g, '\\s?');
// "압류(가압류)된", "합의 이야기", "신체 접촉(만지기…)": the noun as a word of its own in the question.
const namedIn = (question: string, event: string) => new RegExp(`(?<![가-힣])${pattern(event)}(?![가-힣]*금)`).test(question);
const PARTICLE = '(?:은|는|도|이|가)?';
// "들어온 건", "된거", "넘어간 적", "받은 일": the event nominalised; "얘기는", "제안도": talk of it.
const NOMINALISED = `(?:[가-힣]{0,2}(?:된|한|온|간|받은|당한)\\s?(?:건|거|게|적|일)|(?:얘기|이야기|말|제안))${PARTICLE}\\s?`;
// "아직", "전혀", "한 번도", "딱히" before 없다; not 없이 ("합의 없이 …").
const ABSENT = `(?:(?:아직|전혀|한\\s?번도|딱히|따로)\\s?)*없(?!이)`;

/** Whether the account says the event the question (or the field's label) names has not happened. */
export function eventAbsent(question: string, label: string, text: string): boolean {
  const events = EVENTS.filter((event) => namedIn(question, event) || namedIn(label, event));
  if (events.length === 0) return false;
  const said = new RegExp(`(?<![가-힣])(?:${events.map(pattern).join('|')})${PARTICLE}\\s?(?:${NOMINALISED})?${ABSENT}`);
  return said.test(text);
}
