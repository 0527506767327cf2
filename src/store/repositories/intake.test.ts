import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeTargets } from '../../../test/support/stores.js';
import type { Store } from '../database.js';
import type { CaseSnapshot } from './case-file.js';
import { IntakeRepository } from './intake.js';

// A stand-in masker: the repository must apply whatever masker it is given to every text.
const maskPhones = (text: string) => text.replace(/010-?\d{4}-?(\d{4})/g, '010-****-$1');

const emptySnapshot: CaseSnapshot = {
  case: null,
  stage: null,
  riskLevel: null,
  narrative: null,
  parties: [],
  facts: [],
  emotions: [],
  evidence: [],
  missing: [],
  summaries: [],
  riskTags: [],
};

for (const target of storeTargets('intake repository')) {
  describe.skipIf(!target.enabled)(`IntakeRepository on ${target.dialect}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    let repo: IntakeRepository;
    beforeAll(async () => {
      ({ store, cleanup } = await target.open());
      repo = new IntakeRepository(store, maskPhones);
    });
    afterAll(() => cleanup?.());

    const create = (id: string, createdAt = '2026-11-22T01:00:00.000Z') =>
      repo.createSession(
        {
          sessionId: id,
          channel: 'web',
          userMeta: { ua: 'test' },
          referenceDate: '2026-11-22',
          status: 'ACTIVE',
          currentState: 'CASE_CLASSIFICATION',
          completionRate: 0,
          turns: 0,
          knowledgeVersion: 'kb1',
          createdAt,
        },
        [{ role: 'bot', text: '안녕하세요', at: createdAt }],
      );

    it('creates a session and reads it back', async () => {
      await create('sess_a');
      expect(await repo.getSession('sess_a')).toMatchObject({ sessionId: 'sess_a', status: 'ACTIVE', userMeta: { ua: 'test' }, completedAt: null });
      expect(await repo.getSession('sess_none')).toBeUndefined();
    });

    it('writes a turn with masked text and replaces the case snapshot', async () => {
      await create('sess_b');
      const snapshot: CaseSnapshot = {
        ...emptySnapshot,
        case: { level1: 'CIVIL', level2: 'CIVIL_LOAN', scenario: 'LOAN_NONPAYMENT' },
        riskLevel: 'HIGH',
        narrative: '친구가 010-1234-5678 번호로 연락 끊고 500만원 안 갚아요',
        parties: [{ role: 'counterparty', name: '김철수', partyType: '개인', relationship: '친구' }],
        facts: [
          { field: 'amount', value: 5000000, source: 'narrative', confidence: 0.9, turn: 1, unknown: false },
          { field: 'counterparty', value: '김철수 010-1234-5678', source: 'answer', confidence: 1, turn: 2, unknown: false },
          { field: 'location', value: null, source: 'answer', confidence: 1, turn: 3, unknown: true },
        ],
        emotions: [{ emotion: '억울함', intensity: 4, span: '너무 억울해요', turn: 1 }],
        evidence: [{ evidenceType: '카톡', turn: 2 }],
        missing: [{ field: 'due_date', critical: true }],
        summaries: [{ target: 'LAWYER', sections: [{ key: 'facts', title: '사실', content: '연락처 010-1234-5678' }], text: '연락처 010-1234-5678' }],
        riskTags: [{ ruleCode: 'R_LOAN_NONPAYMENT_X', riskLevel: 'HIGH', riskTag: '시효', actionHint: '내용증명' }],
      };
      await repo.recordTurn('sess_b', {
        storedLines: 1,
        status: 'ACTIVE',
        currentState: 'FACT_COLLECTION',
        completionRate: 40,
        turns: 1,
        messages: [{ role: 'user', text: '제 번호는 01012345678 이에요', at: '2026-11-22T01:01:00.000Z' }],
        snapshot,
      });
      const file = await repo.caseFile('sess_b');
      expect(file.case).toEqual({ level1: 'CIVIL', level2: 'CIVIL_LOAN', scenario: 'LOAN_NONPAYMENT' });
      expect(file.narrative).toContain('010-****-5678');
      expect(file.facts.map((f) => [f.field, f.value, f.unknown])).toEqual([
        ['amount', 5000000, false],
        ['counterparty', '김철수 010-****-5678', false],
        ['location', null, true],
      ]);
      expect(file.summaries[0]!.text).toBe('연락처 010-****-5678');
      expect(JSON.stringify(file.summaries[0]!.sections)).toContain('010-****-5678');
      expect(file.missing).toEqual([{ field: 'due_date', critical: true }]);
      expect((await repo.transcript('sess_b')).map((m) => m.text)).toEqual(['안녕하세요', '제 번호는 010-****-5678 이에요']);

      await repo.recordTurn('sess_b', { storedLines: 2, status: 'COMPLETED', currentState: 'COMPLETED', completionRate: 100, turns: 2, messages: [], snapshot: { ...snapshot, facts: [], missing: [] } });
      const after = await repo.caseFile('sess_b');
      expect(after.facts).toEqual([]);
      expect(after.riskTags).toHaveLength(1);
      expect((await repo.getSession('sess_b'))!).toMatchObject({ transcriptLines: 2, completedAt: expect.any(String) });
    });

    it('rewrites only the parts that changed, and everything after another writer', async () => {
      await create('sess_c');
      const fact = (field: string, value: unknown, turn: number) => ({ field, value, source: 'answer', confidence: 1, turn, unknown: false });
      const first: CaseSnapshot = { ...emptySnapshot, case: { level1: 'CIVIL', level2: 'CIVIL_LOAN', scenario: 'LOAN_NONPAYMENT' }, facts: [fact('amount', 5000000, 1)], missing: [{ field: 'due_date', critical: true }] };
      const second: CaseSnapshot = { ...first, facts: [fact('amount', 5000000, 1), fact('due_date', '2026-01', 2)], missing: [] };
      const turn = (repository: IntakeRepository, snapshot: CaseSnapshot, turns: number) =>
        repository.recordTurn('sess_c', { storedLines: 1, status: 'ACTIVE', currentState: 'FACT_COLLECTION', completionRate: 50, turns, messages: [], snapshot });
      // Distinct millisecond stamps, so each write is told apart from the one before.
      const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
      await turn(repo, first, 1);
      await tick();
      await turn(repo, second, 2);
      let file = await repo.caseFile('sess_c');
      expect(file.facts.map((f) => f.field)).toEqual(['amount', 'due_date']);
      expect(file.missing).toEqual([]);
      expect(file.case?.scenario).toBe('LOAN_NONPAYMENT');

      // Another process wrote in between: this repository's memory of the case file is stale.
      await tick();
      await turn(new IntakeRepository(store, maskPhones), { ...first, case: null }, 3);
      await tick();
      await turn(repo, second, 4);
      file = await repo.caseFile('sess_c');
      expect(file.facts.map((f) => f.field)).toEqual(['amount', 'due_date']);
      expect(file.case?.scenario).toBe('LOAN_NONPAYMENT');
    });

    it('lists cases with filters, free text and pagination', async () => {
      for (let i = 0; i < 5; i++) {
        const id = `sess_list_${i}`;
        await create(id, `2026-11-2${i}T00:00:00.000Z`);
        await repo.recordTurn(id, {
          storedLines: 1,
          status: i % 2 ? 'COMPLETED' : 'ACTIVE',
          currentState: 'FACT_COLLECTION',
          completionRate: i * 10,
          turns: 1,
          messages: [],
          snapshot: { ...emptySnapshot, case: { level1: 'LABOR', level2: 'LABOR_WAGE', scenario: i < 2 ? 'WAGE_ARREARS' : 'SEVERANCE_PAY' }, riskLevel: i === 4 ? 'HIGH' : 'LOW', narrative: i === 3 ? '퇴직금 100% 못받음' : '월급' },
        });
      }
      const page1 = await repo.listCases({ level2: 'LABOR_WAGE', page: 1, pageSize: 2 });
      expect(page1.total).toBe(5);
      expect(page1.rows.map((r) => r.sessionId)).toEqual(['sess_list_4', 'sess_list_3']);
      expect((await repo.listCases({ level2: 'LABOR_WAGE', page: 3, pageSize: 2 })).rows.map((r) => r.sessionId)).toEqual(['sess_list_0']);
      expect((await repo.listCases({ scenario: 'WAGE_ARREARS', page: 1, pageSize: 10 })).total).toBe(2);
      expect((await repo.listCases({ riskLevel: 'HIGH', page: 1, pageSize: 10 })).rows[0]!.sessionId).toBe('sess_list_4');
      expect((await repo.listCases({ status: 'COMPLETED', level1: 'LABOR', page: 1, pageSize: 10 })).total).toBe(2);
      expect((await repo.listCases({ text: '100%', page: 1, pageSize: 10 })).rows.map((r) => r.sessionId)).toEqual(['sess_list_3']);
      expect((await repo.listCases({ from: '2026-11-23T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z', level1: 'LABOR', page: 1, pageSize: 10 })).total).toBe(2);
    });
  });
}
