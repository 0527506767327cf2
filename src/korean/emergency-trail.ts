/**
 * Being followed, told without a verb of following: by the stretch someone
 * came along ("지하철부터 … 우리 동네까지 왔어요", "집 앞까지 붙어서 왔어요"), by the
 * same stranger seen again and again ("같은 남자가 계속 보여요"), or by an ex who
 * has come to where the writer is and is at it now ("회사 로비까지 와서 소리치고
 * 있어요"). Whoever it is must be someone unwanted (an ex, a stranger, the same
 * one again, a car), and the message must place it now; a habit ("퇴근길마다"),
 * a past night or a question about a remedy is a case to take.
 */
import type { HotlineKind } from './emergency.js';
import { HABIT, HYPOTHETICAL, PAST, REMEDY, STORY } from './emergency-guards.js';
import type { Sentence } from './sentences.js';

// Someone unwanted: an ex, someone unknown, the same one seen before, a car that is no one's the writer knows.
const UNWANTED = /전\s?(?:남친|여친|남자\s?친구|여자\s?친구|남편|아내|애인)|전남편|전처|헤어진|스토커|차단한|접근\s?금지|모르는|낯선|처음\s?보는|같은\s?(?:남자|여자|사람|차|놈|아저씨)|어떤\s?(?:남자|여자|사람|놈|아저씨)|아까\s?그\s?(?:남자|사람|차)|차\s?한\s?대|누가|누군가/;
// The stretch someone came along: from one place, or stuck close, as far as where the writer is going.
const PLACE = '(?:앞|근처|동네|골목|층|입구|역|정류장|주차장|집|회사|로비|학교|가게|현관|엘리베이터)';
const STRETCH = new RegExp(`(?:부터|붙어서|계속|쭉|내내)[가-힣\\s]{0,30}?${PLACE}\\s?까지\\s?(?:[가-힣]{1,6}\\s)?(?:왔|와|오)|${PLACE}\\s?까지\\s?(?:계속\\s?|쭉\\s?|바짝\\s?)?(?:붙어서|따라서)\\s?(?:왔|와|오)`);
// The same stranger seen again and again.
const SEEN_AGAIN = /(?:같은|아까\s?그)\s?(?:남자|여자|사람|차|놈|아저씨)[가-힣\s]{0,12}?(?:계속|또|자꾸|여기도|아직)\s?(?:보여|보이|있|서\s?있)/;
// Come to where the writer is and at it now: "로비까지 와서 … 소리치고 있어요".
const CAME_AND_AT_IT = new RegExp(`${PLACE}[가-힣]{0,3}\\s?(?:까지|에|앞에)\\s?(?:찾아\\s?)?와서\\s?[^.!?]{0,30}?(?:고\\s?있|는\\s?중)`);
// Placed now: still there, now, afraid to move.
const NOW = /지금|아직|방금|안\s?가|서\s?있|기다리|무서워요|무서워|못\s?(?:나가|내리|들어가|하겠)/;
const LAUGHTER = /[ㅋㅎ]{2}/;

function guarded(whole: string): boolean {
  if (STORY.test(whole) || HYPOTHETICAL.test(whole) || REMEDY.test(whole) || HABIT.test(whole) || LAUGHTER.test(whole)) return true;
  return PAST.test(whole);
}

/** The sentence telling of someone unwanted on the writer's trail now, if any, when `accepts` lets stalking through. */
export function detectByTrail(sentences: Sentence[], accepts: (kind: HotlineKind, span: string) => boolean = () => true): { kind: HotlineKind; sentence: Sentence } | null {
  const whole = sentences.map((s) => s.text).join(' ');
  if (!UNWANTED.test(whole) || !NOW.test(whole) || guarded(whole) || !accepts('stalking', whole)) return null;
  // The stretch often spans two sentences: "지하철부터 같은 남자가 계속 보여요 | 지금 우리 동네까지 왔어요".
  for (const [index, sentence] of sentences.entries()) {
    const pair = `${sentence.text} ${sentences[index + 1]?.text ?? ''}`;
    if (STRETCH.test(pair) || SEEN_AGAIN.test(sentence.text) || CAME_AND_AT_IT.test(sentence.text)) return { kind: 'stalking', sentence };
  }
  return null;
}
