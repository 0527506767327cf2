/**
 * LEVEL4 fact codes from collected fields: each fact pattern's declarative
 * derivation is evaluated against the facts and the session's reference date.
 */
import type { Derivation, FactPattern } from '../../../knowledge/schema.js';
import { daysSince, daysUntil } from './dates.js';
import { isCollected, type Facts } from './facts.js';

type Op = 'gt' | 'gte' | 'lt' | 'lte' | 'eq' | 'ne';

function compare(left: number | string | boolean, op: Op, right: number | string | boolean): boolean {
  switch (op) {
    case 'eq':
      return left === right;
    case 'ne':
      return left !== right;
    case 'gt':
      return left > right;
    case 'gte':
      return left >= right;
    case 'lt':
      return left < right;
    case 'lte':
      return left <= right;
  }
}

export function holds(derivation: Derivation, facts: Facts, referenceDate: string): boolean {
  const fact = facts[derivation.field];
  switch (derivation.kind) {
    case 'known':
      return isCollected(facts, derivation.field);
    case 'unknown':
      return fact?.unknown === true;
    case 'is_true':
      return fact?.value === true;
    case 'is_false':
      return fact?.value === false;
  }
  if (!isCollected(facts, derivation.field)) return false;
  const value = fact!.value!;
  switch (derivation.kind) {
    case 'compare':
      return typeof value === typeof derivation.value && compare(value, derivation.op, derivation.value);
    case 'contains':
      return typeof value === 'string' && value.includes(derivation.value);
    case 'days_since': {
      const days = typeof value === 'string' ? daysSince(value, referenceDate) : null;
      return days !== null && compare(days, derivation.op, derivation.days);
    }
    case 'days_until': {
      const days = typeof value === 'string' ? daysUntil(value, referenceDate) : null;
      return days !== null && compare(days, derivation.op, derivation.days);
    }
  }
}

/** The fact codes that hold, in the order the patterns are listed. */
export function deriveFactCodes(patterns: FactPattern[], facts: Facts, referenceDate: string): string[] {
  return patterns.filter((p) => holds(p.derivation, facts, referenceDate)).map((p) => p.fact_code);
}

/**
 * The fact codes that hold or may hold: besides those that hold, a "no" the person could not tell
 * (an is_false pattern on a field marked unknown). Someone who does not know whether they asked the
 * bank to stop the payment may well not have, so advice that cannot wait counts on these; the
 * case file's fact codes and risk tags keep to what holds.
 */
export function deriveFactCodesThatMayHold(patterns: FactPattern[], facts: Facts, referenceDate: string): string[] {
  const mayBeNo = (d: Derivation) => d.kind === 'is_false' && facts[d.field]?.unknown === true;
  return patterns.filter((p) => holds(p.derivation, facts, referenceDate) || mayBeNo(p.derivation)).map((p) => p.fact_code);
}
