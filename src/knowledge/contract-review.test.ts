import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checks } from '../workflows/contract/domain/checks.js';
import { CONTRACT_REVIEW_FILE, ContractKnowledgeSource, readContractReview } from './contract-review.js';

const specCodes = [
  'MINIMUM_WAGE', 'WEEKLY_HOLIDAY_PAY', 'MAX_WORKING_HOURS', 'OVERTIME_PREMIUM', 'NIGHT_PREMIUM', 'HOLIDAY_PREMIUM', 'BREAK_TIME',
  'WEEKLY_REST_DAY', 'ANNUAL_LEAVE', 'PENALTY_CLAUSE', 'ADVANCE_OFFSET', 'FORCED_SAVINGS', 'DISMISSAL_NOTICE', 'UNFAIR_DISMISSAL_CLAUSE',
  'WAGE_PAYMENT', 'PROBATION_WAGE', 'WRITTEN_TERMS', 'SOCIAL_INSURANCE', 'SEVERANCE_WAIVER', 'COMPREHENSIVE_WAGE', 'MINOR_WORKER',
];

describe('contract knowledge', () => {
  const review = readContractReview('./knowledge');
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('words every check in code, and has a check for every rule but the small-workplace note', () => {
    const rules = new Set(review.rules.map((rule) => rule.rule));
    expect(Object.keys(checks).filter((rule) => !rules.has(rule))).toEqual([]);
    expect([...rules].filter((rule) => !(rule in checks))).toEqual(['small_workplace_exempt']);
  });

  it('covers every code of contract-checks.md', () => {
    const codes = new Set(review.rules.map((rule) => rule.code));
    expect(specCodes.filter((code) => !codes.has(code))).toEqual([]);
  });

  it('names the file and the key of a broken edit, keeps serving the last good version, and picks up the next good edit', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sangdam-contract-kb-'));
    dirs.push(dir);
    cpSync(path.resolve('knowledge/contract'), path.join(dir, 'contract'), { recursive: true });
    const source = new ContractKnowledgeSource(dir);
    expect(source.current().rules).toHaveLength(review.rules.length);
    const file = path.join(dir, CONTRACT_REVIEW_FILE);
    writeFileSync(file, readFileSync(file, 'utf8').replace('severity: HIGH', 'severity: SEVERE'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(() => readContractReview(dir)).toThrow(/contract_review\.yaml: rules\.0\.severity/);
    expect(source.current().rules[0]!.severity).toBe('HIGH');
    writeFileSync(file, readFileSync(file, 'utf8').replace('severity: SEVERE', 'severity: HIGH').replace('title: 최저임금 미달', 'title: 최저임금보다 적은 임금'));
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(source.current().rules[0]!.title).toBe('최저임금보다 적은 임금');
  });
});
