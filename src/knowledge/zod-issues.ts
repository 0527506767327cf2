/**
 * Turns zod issues into operator-readable sentences that name the value found,
 * e.g. `answer_type "integr" is not one of string|date|integer|boolean|choice`.
 */
import type { z } from 'zod';
import type { IssueCollector, PathSegment } from './issues.js';

export function reportZodIssues(error: z.ZodError, raw: unknown, file: string, issues: IssueCollector): void {
  for (const issue of error.issues) {
    const path = issue.path.filter((segment): segment is PathSegment => typeof segment !== 'symbol');
    const value = valueAt(raw, path);
    issues.error({ file, path }, (name) => describeIssue(issue, name, value));
  }
}

function describeIssue(issue: z.core.$ZodIssue, name: string, value: unknown): string {
  switch (issue.code) {
    case 'invalid_value':
      return `${name} ${show(value)} is not one of ${issue.values.map(String).join('|')}`;
    case 'invalid_union':
      // A discriminated union (a derivation's kind) reports its options on the issue.
      if ('options' in issue && Array.isArray(issue.options)) {
        return value === undefined
          ? `${name} is empty; use one of ${issue.options.join('|')}`
          : `${name} ${show(value)} is not one of ${issue.options.join('|')}`;
      }
      return `${name} ${show(value)} does not match any allowed form`;
    case 'invalid_type':
      if (value === undefined || value === null) return `${name} is empty but required`;
      return `${name} must be ${expectedText(issue.expected)} (found ${show(value)})`;
    case 'invalid_format':
      return `${name} ${show(value)} is not valid: ${issue.message}`;
    case 'too_small':
      if (issue.origin === 'string') return `${name} is empty but required`;
      if (issue.origin === 'array') {
        return issue.exact
          ? `${name} must have exactly ${issue.minimum} items (found ${countOf(value)})`
          : `${name} needs at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`;
      }
      return `${name} must be at least ${issue.minimum} (found ${show(value)})`;
    case 'too_big':
      if (issue.origin === 'array') {
        return issue.exact
          ? `${name} must have exactly ${issue.maximum} items (found ${countOf(value)})`
          : `${name} allows at most ${issue.maximum} items (found ${countOf(value)})`;
      }
      return `${name} must be at most ${issue.maximum} (found ${show(value)})`;
    default:
      return `${name}: ${issue.message}`;
  }
}

function expectedText(expected: string): string {
  const texts: Record<string, string> = {
    boolean: 'TRUE or FALSE',
    number: 'a number',
    int: 'a whole number',
    string: 'text',
    array: 'a list',
    object: 'a mapping of keys',
  };
  return texts[expected] ?? expected;
}

function show(value: unknown): string {
  if (value === undefined) return '(empty)';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object' && value !== null) return 'a mapping';
  return String(value);
}

function countOf(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

export function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  let current: unknown = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PathSegment, unknown>)[segment];
  }
  return current;
}
