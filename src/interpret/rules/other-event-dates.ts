/**
 * Dates a reply gives for another event than the one asked. Asked the day of
 * a dismissal, "입사한지 2년 됐어요 2024년 10월" dates the hiring; asked the day
 * of a summons, "지난달 술자리에서 때렸어요" dates the act; asked a deadline,
 * "10월 5일에 샀어요" dates the purchase. A date belongs to the event its
 * clause tells (a bare date said after a clause finishes that clause, and a
 * clause that runs on with -고 or -서 is told by the words after it), and an
 * event is another one when its words are the cue of another date field while
 * neither the asked field's cues nor the question's own words are there.
 */
import { endsInPastTense, splitClauses } from '../../korean/clauses.js';
import { findDates } from '../../korean/dates.js';
import { dateFromEvent } from '../../korean/event-dates.js';
import { splitSentences } from '../../korean/sentences.js';
import { dateFields } from './field-cues.js';
import { statesAnotherThing } from './other-thing-replies.js';
import { dayCuesOf } from './question-day-cues.js';
import { scenarioDateCues } from './scenario-cues.js';

// What is left of a clause that names only a date: "2024년 10월", "작년 10월이요", "10월 말쯤".
const DATE_ONLY = /^(?:\s|[.,!~?]|에|요|이요|이에요|예요|에요|쯤|정도|경|말|초|중순|이었어요|였어요|임)*$/;
// A date with 부터 or 까지 is a limit the reply sets itself ("1월 초부터요", "11월 5일까지"): no other event's.
const LIMIT_ONLY = /^(?:\s|[.,!~?]|부터|까지|에|요|이요|이에요|예요|에요|쯤|정도|경|말|초|중순|이었어요|였어요|임)*$/;
// A clause closed by a final ending ends its event; one that runs on ("끝나고", "지나서") is told by what follows.
const CLOSED = /(?:요|다|죠|음|함|됨|임|네|지|야|어|아)[.!~]*$/;

interface DatedClause {
  /** The clause with its dates taken out: the words of its event. */
  words: string;
  text: string;
  dates: number;
  /** After each date, the rest of the clause: cues that follow a date ("까지 입금해 준대요") are read there. */
  afterDates: string[];
  calendarDated: boolean;
  /** A date after the reference day: "다음주 화요일이요". */
  ahead: boolean;
}

function datedClauses(text: string, referenceDate: string): DatedClause[] {
  return splitSentences(text)
    .flatMap((sentence) => splitClauses(sentence.text))
    .map((clause) => {
      const { text: spelled, dates } = findDates(clause, referenceDate);
      return {
        words: dates.reduceRight((left, date) => left.slice(0, date.start) + left.slice(date.end), spelled),
        text: spelled,
        dates: dates.length,
        afterDates: dates.map((date) => spelled.slice(date.end)),
        calendarDated: dates.some((date) => !date.span),
        ahead: dates.some((date) => date.value > referenceDate.slice(0, date.value.length)),
      };
    });
}

const firstSyllable = (word: string) => /[가-힣]/.exec(word)?.[0] ?? word;

type Event = 'asked' | 'other' | 'untold';

/** Whose event the words tell: the asked field's (by its cues or the question's words), another date field's, or none. */
function eventOf(told: { text: string; words: string; afterDates: readonly string[] }, field: string, question: string): Event {
  const { text, words, afterDates } = told;
  const own = [dateFields[field]?.cues, scenarioDateCues[field]?.cues].filter((cues): cues is RegExp => cues !== undefined);
  if (own.some((cues) => cues.test(text) || afterDates.some((after) => cues.test(after)))) return 'asked';
  // "9월 월급날이 10일인데" asked "… 그 달의 월급날을 알려 주시면 돼요": the words around the date count too.
  if (dayCuesOf(question).some((stem) => text.includes(stem)) || !statesAnotherThing(text, question)) return 'asked';
  const other = Object.entries(dateFields).some(([name, { cues }]) => {
    if (name === field) return false;
    // "일 끝났어요" asked "… 일을 끝낸 날을 알려 주세요": a word the question itself uses names the asked event.
    // "올여름부터요": 부터 or 까지 is the limit of the reply's own date, not another field's event.
    const said = cues.exec(words)?.[0];
    return said !== undefined && !/^(?:부터|까지)/.test(said) && !question.includes(firstSyllable(said));
  });
  return other ? 'other' : 'untold';
}

/**
 * The reply without the clauses that date another event, or null when none does. A span counted from another
 * event the reply dates ("입사하고 한달 지나서부터요 입사는 올해 3월") needs that event's date, so it stays.
 */
export function withoutOtherEventDates(text: string, question: string, field: string, referenceDate: string): string | null {
  const whole = findDates(text, referenceDate);
  if (whole.dates.length === 0 || dateFromEvent(whole.text, whole.dates) !== null) return null;
  const clauses = datedClauses(text, referenceDate);
  const events = clauses.map((clause, i): Event => {
    if (clause.dates === 0 || LIMIT_ONLY.test(clause.words)) return 'untold';
    // "설 연휴 끝나고 바로 알았어요": the words up to the clause that closes the sentence tell the event.
    const told = { ...clause };
    for (let next = i + 1; !CLOSED.test(clauses[next - 1]!.text) && next < clauses.length && clauses[next]!.dates === 0; next++) {
      told.words += ` ${clauses[next]!.words}`;
      told.text += ` ${clauses[next]!.text}`;
    }
    return eventOf(told, field, question);
  });
  const dropped = clauses.map((clause, i) => {
    const before = clauses[i - 1];
    // "입사한지 2년 됐어요 2024년 10월": a bare date after a clause with no calendar date of its own finishes that clause,
    // unless a day ahead follows one told in the past ("폭행으로 신고당했어요 다음주 화요일이요").
    const finishes = before !== undefined && !before.calendarDated && !(clause.ahead && endsInPastTense(before.text));
    if (clause.dates > 0 && DATE_ONLY.test(clause.words) && finishes) {
      return eventOf(before!, field, question) === 'other';
    }
    return events[i] === 'other';
  });
  if (!dropped.some(Boolean)) return null;
  return clauses
    .filter((_, i) => !dropped[i])
    .map((clause) => clause.text)
    .join(' ');
}
