/**
 * Which field an amount or a date in a first account belongs to. Each value is
 * read with the words around it, up to the neighbouring value of the same kind,
 * so "보증금 1억에 월세 50" gives each number its own cue; the field whose cue
 * sits nearest wins. A value named by its cue beats one that only fell back.
 */
import type { ValueCues } from './field-cues.js';

/** Where a value or a clause break sits in its text. */
export interface Span {
  start: number;
  end: number;
}

/** The words before and after a value. */
export interface Surroundings {
  before: string;
  after: string;
  /** The words after run up to the next value of the same kind, so a noun at their end names that value. */
  nextValueFollows?: boolean;
}

/** The text on either side of a mention, bounded by the neighbouring mentions and by the `breaks` between clauses. */
export function surroundingsOf(text: string, mentions: readonly Span[], index: number, breaks: readonly Span[] = []): Surroundings {
  const mention = mentions[index]!;
  const from = Math.max(mentions[index - 1]?.end ?? 0, ...breaks.filter((b) => b.end <= mention.start).map((b) => b.end));
  const to = Math.min(mentions[index + 1]?.start ?? text.length, ...breaks.filter((b) => b.start >= mention.end).map((b) => b.start));
  return { before: text.slice(from, mention.start), after: text.slice(mention.end, to), nextValueFollows: to === mentions[index + 1]?.start };
}

const globalCache = new WeakMap<RegExp, RegExp>();
function everywhere(pattern: RegExp): RegExp {
  let global = globalCache.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    globalCache.set(pattern, global);
  }
  return global;
}

/** Room for a particle and a space between a noun and its number ("월세는 50"). */
const BOUND_DISTANCE = 3;

/**
 * Characters between the mention and the closest match of `cues`, or Infinity.
 * A cue right before the next value is that value's noun, not this one's:
 * in "월세 250 보증금 3천" the 보증금 after 250 names the 3천.
 */
function cueDistance(cues: RegExp, around: Surroundings): number {
  let best = Infinity;
  for (const m of around.before.matchAll(everywhere(cues))) best = Math.min(best, around.before.length - (m.index + m[0].length));
  for (const m of around.after.matchAll(everywhere(cues))) {
    const namesNext = around.nextValueFollows === true && around.after.length - (m.index + m[0].length) <= BOUND_DISTANCE;
    if (!namesNext) best = Math.min(best, m.index);
  }
  return best;
}

/** Characters between the mention and the nearest cue of `field`, or Infinity. */
export const cueDistanceOf = (table: Record<string, ValueCues>, field: string, around: Surroundings): number => cueDistance(table[field]!.cues, around);

/** The asked field whose cue sits nearest the mention (table order breaks ties), or undefined. */
export function nearestCuedField(table: Record<string, ValueCues>, asked: ReadonlySet<string>, around: Surroundings): string | undefined {
  let chosen: string | undefined;
  let closest = Infinity;
  for (const [field, { cues }] of Object.entries(table)) {
    if (!asked.has(field)) continue;
    const distance = cueDistance(cues, around);
    if (distance < closest) {
      chosen = field;
      closest = distance;
    }
  }
  return chosen;
}

/**
 * The field a noun right before the value names, asked or not: "월세 55에
 * 보증금 1000" keeps 55 as the rent even when only the deposit is asked.
 * A noun several fields share ("월급": the monthly or the unpaid wage) names
 * the asked one among them.
 */
export function boundField(table: Record<string, ValueCues>, around: Surroundings, asked: ReadonlySet<string> = new Set()): string | undefined {
  const before = { before: around.before, after: '' };
  const named = Object.keys(table).filter((field) => cueDistance(table[field]!.cues, before) <= BOUND_DISTANCE);
  const closest = Math.min(...named.map((field) => cueDistance(table[field]!.cues, before)));
  const tied = named.filter((field) => cueDistance(table[field]!.cues, before) === closest);
  return tied.find((field) => asked.has(field)) ?? tied[0];
}

/** The field an uncued value goes to: the only asked field of the table, else its fallback. */
export function fallbackField(table: Record<string, ValueCues>, asked: ReadonlySet<string>): string | undefined {
  const askedHere = Object.keys(table).filter((f) => asked.has(f));
  if (askedHere.length === 1) return askedHere[0];
  return askedHere.find((f) => table[f]!.fallback);
}

/** How surely a value belongs to its field: named by its cue, fallen back to it, or a per-unit figure that only stands in. */
export type Strength = 'cued' | 'fallback' | 'per_unit';
const rank: Record<Strength, number> = { cued: 2, fallback: 1, per_unit: 0 };

export interface Assignment {
  field: string;
  value: string | number;
  confidence: number;
  strength: Strength;
  /** How far the cue that named the field stands from the value, when a cue did. */
  distance?: number;
}

/**
 * One value per field: the first of the strongest kind (a cued value beats an
 * earlier fallback); of two values cued alike, the one its cue stands right
 * next to ("매매 5억짜리인데 중개수수료 500": the fee is named where it is said).
 */
export function resolveAssignments(assignments: readonly Assignment[]): Map<string, Assignment> {
  const chosen = new Map<string, Assignment>();
  for (const a of assignments) {
    const current = chosen.get(a.field);
    const nearer = current !== undefined && rank[a.strength] === rank[current.strength] && (a.distance ?? Infinity) < (current.distance ?? Infinity);
    if (!current || rank[a.strength] > rank[current.strength] || nearer) chosen.set(a.field, a);
  }
  return chosen;
}
