/**
 * The clause reader: danger is an act of danger (emergency-danger.ts) told in a
 * clause that is under way or about to happen, or told as just done while a
 * body is failing or the one who did it is still at it. The same act told in
 * the past, as a habit, as a question or as someone else's story is not.
 *
 * It runs after the phrase triggers and the concept pairs, and reads wording
 * neither lists: "남편이 저를 계단에서 밀었어요 다리가 꺾였어요" (done, and a body
 * failing), "새엄마가 동생 머리를 욕조에 집어넣고 있어요" (under way).
 */
import type { HotlineKind } from './emergency.js';
import { actsIn, bleedingIn, bodyFailingIn, kindOfAct, releasedIn, smokeFromSmoking, trappedIn, type DangerAct } from './emergency-danger.js';
import { CHARGED, HABIT, HYPOTHETICAL, INHERITANCE, MEMORY_GAP, NO_PERSON_SUBJECT, PAST, PROCEEDING_NOW, RECOVERING, REMEDY, STILL_BUT_SAFE, STORY, WRITTEN_THREAT } from './emergency-guards.js';
import { resolveKind } from './emergency-victim.js';
import { toldSecondHand } from './emergency-secondhand.js';
import { aspectsAcross, endsInNominal, hasPastPerfect, namesADoneAct, splitClauses, unfoldNominalEnding, type Aspect } from './clauses.js';
import { FINAL, syllablesWithFinal } from './hangul.js';
import type { Sentence } from './sentences.js';

interface ReadClause {
  sentence: Sentence;
  text: string;
  aspect: Aspect;
  acts: DangerAct[];
  bodyFailing: boolean;
  /** A plain bleed: the aftermath of an act, not a danger by itself. */
  bleeding: boolean;
  /** Shut in or pinned, a state that holds until someone gets out. */
  trapped: boolean;
}

// This minute, or again: not "지금은", "지금까지" or "지금이라도", nor "아직 같이 살아요" (a household, not a scene).
const NOW_WORD = /지금(?!은|까지|이라도|와서)|방금|당장|실시간|아직(?!\s?(?:같이|함께)\s?살)|또\s|다시\s?(?:들어|와|오|때|올|찾)|이따|곧/;
// A feeling, a job or a refuge that goes on now is no danger going on (emergency-guards.ts).
const nowWordIn = (text: string) => NOW_WORD.test(text.replace(STILL_BUT_SAFE, ''));
// "지금 편의점에 숨었어요": a state reached this minute, though told in the past tense.
const THIS_MINUTE = /지금(?!은|까지|이라도|와서|도)/;
// "갑자기 쓰러지셨어요": a collapse told as sudden or just now is still lying there.
const SUDDEN = /갑자기|방금|지금(?!은|까지)/;
// A plea only someone in danger adds.
const PLEA = /살려|도와\s?(?:주세요|줘)|어떡해|어떡하|어뜩|어케|빨리|급해|급함|112|119/;
const LAUGHTER = /[ㅋㅎ]{2}/;
// A sound heard or a sight seen, told in the present, is perceived this minute ("소리가 나요", "화면에 보여요").
const PERCEIVED_NOW = /소리(?:가)?\s?(?:계속\s?)?(?:나요|나(?![가-힣])|남|나는데|들려|들리)|보여요|보여(?![가-힣])|보이는데|보임/;
// Someone the writer does not know at the way in, the writer alone behind it, or a window high above the
// ground (whoever knocks there has climbed): no one tells that as a habit without saying so ("밤마다"), so
// it is happening as it is told.
const AT_THE_WAY_IN_NOW = /누가|누군가|모르는\s?(?:사람|남자|여자|놈)|낯선|처음\s?보는|혼자|(?<!\d)(?:[2-9]|\d{2})\s?층/;
// "누가 자꾸 현관문 두드리고 도망가요": again and again, or gone each time, it is a nuisance to take up, not someone there.
// Someone the writer does not know on their trail: told in the present, it is happening as it is told.
const STRANGER = /누가|누군가|모르는\s?(?:사람|남자|여자|놈|아저씨)|낯선|처음\s?보는/;
const GOES_AWAY_OR_AGAIN = /(?:고|서)\s?(?:그냥\s?)?(?:가요|가네요|도망가|도망쳐|달아나|사라져)|자꾸/;

// -던 looks back: "때리던 기억", "맞던 때" are memories.
const MEMORY = /던\s?(?:기억|일|때|적|게|시절)|트라우마/;
// "당한 지 한 달 됐어요": days or more counted since it happened (minutes or hours are still now).
const ELAPSED = /[은한된난던]\s?지\s?[가-힣\d\s]{0,5}?(?:일|주|주일|달|개월|년|해)\s?(?:이\s?)?(?:됐|되었|넘었|지났)/;
// Over, or got out of: "지금은 괜찮아요", "다행히 빠져나왔어요", "불은 꺼졌어요", "해결됐어요"; or checked and found
// to be nothing ("가스회사 불렀는데 별거 아니래요").
const SAFE_NOW = /지금은\s?(?:[가-힣]{1,8}\s?)?(?:괜찮|안전|없|헤어|이혼|따로)|이제는?\s?(?:괜찮|안전)|다행히|빠져\s?나왔|대피했|해결\s?(?:됐|되었|했)|별거\s?아니|이상\s?(?:없대|없다고|없었)|문제\s?(?:없대|없다고)|(?:불|연기)(?:은|이|도)?\s?(?:[가-힣]{1,8}\s){0,2}?(?:다\s?)?(?:꺼졌|껐|진화)/;

// "밤마다 … 돌려요 지금도 돌리고 있어요": the habit is seen going on this minute, in a clause under way that
// names an act or, short, carries on the act just told ("지금 같이 살고 있고" is a stance, not the act).
function habitSeenNow(clauses: ReadClause[]): boolean {
  return clauses.some(
    (c, i) => c.aspect === 'ongoing' && /지금|방금/.test(c.text) && (c.acts.length > 0 || (c.text.split(/\s+/).length <= 3 && (clauses[i - 1]?.acts.length ?? 0) > 0)),
  );
}

// "때린 적은 없는데": an act the clause says never happened.
const NEVER_DONE = new RegExp(`[${syllablesWithFinal(FINAL.nieun)}]적(?:은|이|도)?(?:한번도|전혀)?없`);

// A clause with no subject of its own goes on with the one before: "고양이가 화장실에 갇혀서 | 울고있어서".
const SUBJECT = /[가-힣](?:가|이|는|께서)\s/;

function readClauses(sentences: Sentence[]): ReadClause[] {
  const clauseTexts = sentences.map((sentence) => splitClauses(sentence.text));
  const aspectsBySentence = aspectsAcross(clauseTexts);
  return sentences.flatMap((sentence, s) => {
    const texts = clauseTexts[s]!;
    const aspects = aspectsBySentence[s]!;
    let notAPerson = false;
    return texts.map((text, i) => {
      const compact = text.split(/\s+/).map(unfoldNominalEnding).join('');
      // Nouns end in ㅁ too (거품, 짐): what a body shows is read on the words as written as well.
      const raw = text.replace(/\s+/g, '');
      // "들어갔다가 | 못나와요": being shut in is often told across two clauses.
      const withNext = `${compact}${(texts[i + 1] ?? '').replace(/\s+/g, '')}`;
      // An animal, the weather or a thing as the subject does nothing to anyone, and is no one shut in.
      notAPerson = NO_PERSON_SUBJECT.test(`${text} `) || (notAPerson && !SUBJECT.test(`${text} `));
      const byPerson = !notAPerson;
      const acts = byPerson && !NEVER_DONE.test(compact) ? actsIn(compact).filter((act) => act !== 'fire' || !smokeFromSmoking(sentence.text.replace(/\s+/g, ''))) : [];
      return {
        sentence,
        text,
        aspect: acts.length > 0 && aspects[i] === 'present' && namesADoneAct(text) ? 'done' : aspects[i]!,
        acts,
        bodyFailing: bodyFailingIn(compact) || bodyFailingIn(raw) || bodyFailingIn(withNext),
        bleeding: bleedingIn(compact),
        trapped: byPerson && trappedIn(withNext),
      };
    });
  });
}

// What follows shows the scene is live: a body failing (a broken leg stays broken), the act going
// on or told again, a "now" or "again". After a present act, any clause under way keeps the scene live.
// A proceeding under way ("지금 경찰 수사중이에요") is the case in others' hands, not the scene going on.
function aftermathNow(after: ReadClause[], from: Aspect): boolean {
  return after.some(
    (c) =>
      c.aspect !== 'asked' &&
      c.text.replace(PROCEEDING_NOW, '') === c.text &&
      (c.bodyFailing || c.bleeding || THIS_MINUTE.test(c.text) || (c.aspect !== 'done' && (nowWordIn(c.text) || (from === 'done' ? c.acts.length > 0 : c.aspect === 'ongoing')))),
  );
}

// A cut, an overdose or a fire just told is still going on: the wound bleeds, the pills work, the fire burns
// (and a fire told in the present is burning now).
const LASTING_ACTS: ReadonlySet<DangerAct> = new Set(['self_harm', 'poison', 'fire']);

// "불이 나서 옆 가게까지 탔는데": a fire told by what it burnt down is over.
const BURNT = /탔(?:어|는데|고|다|음)|타버렸|전소|그을렸|진화/;

/** Whether any of `clauses`, told as done, says what a fire burnt. */
function burntOut(clauses: ReadClause[]): boolean {
  return clauses.some((c) => c.aspect === 'done' && BURNT.test(c.text.replace(/\s+/g, '')));
}

// "불이 나서 화상을 입었어요", "불이 나서 살 수가 없게 됐는데": a fire told as the cause of what came of it,
// with nothing after it burning, smoking or shutting anyone in, is behind the writer.
const FIRE_AS_CAUSE = /불(?:이)?\s?(?:나서|나가지고|난\s?뒤|난\s?후|나는\s?바람에)/;
const FIRE_LIVE = /연기|불길|번지|번져|타고\s?있|타는|못\s?나|갇|안에|숨|살려|대피|119|아직|지금|방금|빨리/;

/** Whether the fire in `clause` is only the cause of what the rest of the message tells. */
function fireBehind(clause: ReadClause, after: ReadClause[]): boolean {
  const cause = FIRE_AS_CAUSE.exec(clause.text);
  if (cause === null) return false;
  const rest = [clause.text.slice(cause.index + cause[0].length), ...after.map((c) => c.text)].join(' ');
  return !FIRE_LIVE.test(rest);
}

/** Whether any of `clauses` tells of getting out or being let out. */
function gotOut(clauses: ReadClause[]): boolean {
  return clauses.some((c) => releasedIn(c.text.replace(/\s+/g, '')));
}

// The writer as the one harmed: "저를", "날", "제 머리를".
const WRITER_HARMED = /(?<![가-힣])(?:저|나|날|절|제|내)(?:를|을)?\s/;

// "문 잠그고 … 허벅지 만져요": two different acts told together in the present make one scene going on, where
// one act alone in the present may be a habit. "아빠가 엄마 머리채 잡고 질질 끌고다녀요": a witness chaining
// acts on someone else in the present tells what they see; the one harmed telling the same of themselves
// ("저를 밀치고 때려요") may be telling what keeps happening, and a note (밀쳐짐, 내리침) has no tense at all.
function joinedByAnotherAct(clause: ReadClause, all: ReadClause[]): boolean {
  const witnessed = !endsInNominal(clause.sentence.text) && !WRITER_HARMED.test(`${clause.sentence.text} `);
  return all.some((c) => c !== clause && c.sentence === clause.sentence && c.aspect === 'present' && c.acts.some((act) => witnessed || !clause.acts.includes(act)));
}

function isDangerNow(clause: ReadClause, after: ReadClause[], all: ReadClause[], urgent: boolean, nextSentence: string): boolean {
  const now = nowWordIn(clause.sentence.text) || nowWordIn(nextSentence);
  switch (clause.aspect) {
    case 'ongoing':
    case 'imminent':
      return true;
    case 'present':
      if (clause.acts.includes('intrude') && !GOES_AWAY_OR_AGAIN.test(clause.sentence.text) && (PERCEIVED_NOW.test(`${clause.sentence.text} ${nextSentence}`) || AT_THE_WAY_IN_NOW.test(`${clause.sentence.text} ${nextSentence}`))) return true;
      if (clause.acts.includes('follow') && !GOES_AWAY_OR_AGAIN.test(clause.sentence.text) && STRANGER.test(clause.sentence.text)) return true;
      return clause.acts.includes('fire') || now || urgent || clause.bodyFailing || aftermathNow(after, 'present') || joinedByAnotherAct(clause, all);
    case 'done':
      // "지금 끌려갔어요": done this minute, its result holds now. A fire lasts until it is left behind
      // ("불이 나서 이사 나왔는데").
      // Shut in by someone ("창고에 가두고 휴대폰 뺏어갔어요") holds, like being shut in with no one named.
      if (clause.trapped && !gotOut([clause, ...after])) return true;
      return (clause.acts.some((act) => LASTING_ACTS.has(act)) && !(clause.acts.includes('fire') && (gotOut([clause, ...after]) || burntOut([clause, ...after]) || fireBehind(clause, after)))) || THIS_MINUTE.test(clause.text) || aftermathNow(after, 'done') || (now && urgent);
    case 'asked':
      return false;
  }
}

/** Whether the act in `clause` is told, by the words right after it, as known second hand (emergency-secondhand.ts). */
function secondHandIn(clause: ReadClause): boolean {
  const words = clause.text.split(/\s+/);
  const end = words.findIndex((_, i) => actsIn(words.slice(0, i + 1).map(unfoldNominalEnding).join('')).length > 0);
  const act = words.slice(0, end + 1).join(' ');
  const sentence = clause.sentence.text;
  return toldSecondHand(act, sentence.slice(sentence.indexOf(clause.text) + act.length));
}

/**
 * The kind and sentence of the first act of danger told as happening now, if
 * any, among the kinds `accepts` lets through (all by default).
 */
export function detectByClauses(
  sentences: Sentence[],
  accepts: (kind: HotlineKind, span: string) => boolean = () => true,
): { kind: HotlineKind; sentence: Sentence } | null {
  const whole = sentences.map((s) => s.text).join(' ');
  // A story, a supposition, a remedy asked for, a joke, a habit, a memory (or a gap in it, told after), or a danger said to be over
  // is read as such throughout.
  const clauses = readClauses(sentences);
  const habitOnlyAsHabit = HABIT.test(whole) && !habitSeenNow(clauses);
  if (STORY.test(whole) || HYPOTHETICAL.test(whole) || REMEDY.test(whole) || LAUGHTER.test(whole) || SAFE_NOW.test(whole) || RECOVERING.test(whole) || INHERITANCE.test(whole) || habitOnlyAsHabit || MEMORY.test(whole) || MEMORY_GAP.test(whole) || ELAPSED.test(whole)) return null;
  // A case already charged ("쌍방폭행으로 입건됨") is closed the same way.
  if ((PAST.test(whole) || hasPastPerfect(whole) || CHARGED.test(whole)) && !nowWordIn(whole.replace(PROCEEDING_NOW, ''))) return null;
  const urgent = PLEA.test(whole);
  for (const [index, clause] of clauses.entries()) {
    // A sentence in the past, or a threat written down and left ("칼 들고 올라가겠다고 메모 붙여놨어요"), tells no act now.
    if (PAST.test(clause.sentence.text) || (WRITTEN_THREAT.test(clause.sentence.text) && !nowWordIn(clause.sentence.text))) continue;
    // Nor does an act a picture shows, a rumour tells or the writer knows of ("불 지르겠다고 | 했다는 얘기를 들었어요",
    // "애를 때린다는 걸 알고").
    if (clause.acts.length > 0 && secondHandIn(clause) && !nowWordIn(clause.sentence.text)) continue;
    const after = clauses.slice(index + 1);
    const act = clause.acts[0];
    const nextSentence = sentences[sentences.indexOf(clause.sentence) + 1]?.text ?? '';
    // With no act named, a body failing in the present ("숨을 안 쉬어요") or suddenly is danger by itself;
    // so is being shut in, in any tense, until someone gets out.
    const danger =
      act !== undefined
        ? isDangerNow(clause, after, clauses, urgent, nextSentence)
        : (clause.bodyFailing && clause.aspect !== 'asked' && (clause.aspect !== 'done' || SUDDEN.test(clause.sentence.text) || urgent)) ||
          (clause.trapped && clause.aspect !== 'asked' && !gotOut([clause, ...after]));
    if (!danger) continue;
    // Who suffers is named anywhere in the sentence or the one before.
    const sentenceIndex = sentences.indexOf(clause.sentence);
    const window = [sentences[sentenceIndex - 1]?.text ?? '', clause.sentence.text].join(' ');
    // A body failing after an act told in the same window ("밀쳤어요 할머니가 못 일어나세요") is that act's harm;
    // with no act at all (a collapse, a fire, someone shut in) there is no one to report: the general 112/119 message.
    const inWindow = (c: ReadClause) => c.sentence === clause.sentence || c.sentence === sentences[sentenceIndex - 1];
    const cause = act ?? clauses.slice(0, index).reverse().find((c) => inWindow(c) && c.acts.length > 0)?.acts[0];
    const actKind = cause !== undefined ? kindOfAct(cause) : null;
    const kind = actKind === null ? null : resolveKind(actKind, window, whole);
    if (accepts(kind, clause.sentence.text)) return { kind, sentence: clause.sentence };
  }
  return null;
}
