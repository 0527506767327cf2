import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeTargets } from '../../../test/support/stores.js';
import type { Store } from '../database.js';
import { ContractRepository } from './contract.js';
import { RiskGraphRepository } from './risk-graph.js';

// A stand-in masker: the repository must apply whatever masker it is given to every text.
const maskPhones = (text: string) => text.replace(/010-?\d{4}-?(\d{4})/g, '010-****-$1');

for (const target of storeTargets('contract repository')) {
  describe.skipIf(!target.enabled)(`contract repositories on ${target.dialect}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    let contracts: ContractRepository<{ overall_risk: string }>;
    let graph: RiskGraphRepository;
    beforeAll(async () => {
      ({ store, cleanup } = await target.open());
      contracts = new ContractRepository(store, maskPhones, (json) => json as { overall_risk: string });
      graph = new RiskGraphRepository(store);
    });
    afterAll(() => cleanup?.());

    it('stores a contract masked and reads it back with its analysis', async () => {
      const id = await contracts.create({ title: '계약서 010-1234-5678', sourceType: 'pdf', text: '연락처 010-1234-5678', analysis: { overall_risk: 'HIGH' }, createdAt: '2026-11-24T00:00:00.000Z' });
      const stored = await contracts.get(id);
      expect(stored).toEqual({ id, title: '계약서 010-****-5678', sourceType: 'pdf', text: '연락처 010-****-5678', analysis: { overall_risk: 'HIGH' }, createdAt: '2026-11-24T00:00:00.000Z' });
      expect(await contracts.get(id + 1000)).toBeUndefined();
    });

    it('keeps a conversation: created on the first turn, appended later, history in order and masked', async () => {
      const id = await contracts.create({ title: 't', sourceType: 'text', text: 'x', analysis: { overall_risk: 'LOW' }, createdAt: '2026-11-24T00:00:00.000Z' });
      await contracts.appendTurn('conv-1', id, [
        { role: 'user', content: '제 번호는 010-9999-1111', at: '2026-11-24T00:00:01.000Z' },
        { role: 'assistant', content: '답 1', toolsUsed: ['웹 검색'], at: '2026-11-24T00:00:02.000Z' },
      ]);
      await contracts.appendTurn('conv-1', id, [
        { role: 'user', content: '질문 2', at: '2026-11-24T00:00:03.000Z' },
        { role: 'assistant', content: '답 2', at: '2026-11-24T00:00:04.000Z' },
      ]);
      expect(await contracts.conversationContract('conv-1')).toBe(id);
      expect(await contracts.conversationContract('conv-unknown')).toBeUndefined();
      const history = await contracts.history('conv-1', 3);
      expect(history.map((line) => line.content)).toEqual(['답 1', '질문 2', '답 2']);
      expect(history[0]!.toolsUsed).toEqual(['웹 검색']);
      expect((await contracts.history('conv-1', 10))[0]!.content).toBe('제 번호는 010-****-1111');
    });

    it('answers the seed query on the risk-pattern graph: keyword or category, with related documents', async () => {
      await graph.replace(
        [
          { id: 'category:임금', label: 'Category', name: '임금', properties: {} },
          { id: 'pattern:a', label: 'RiskPattern', name: '최저임금 미달', properties: { explanation: '시급이 최저임금보다 적음', riskLevel: 'HIGH' } },
          { id: 'pattern:b', label: 'RiskPattern', name: '위약금 예정', properties: { explanation: '위약금을 미리 정함', riskLevel: 'HIGH' } },
          { id: 'document:a', label: 'Document', name: '최저임금법 제6조', properties: { content: '최저임금법 제6조: 사용자는 최저임금액 이상의 임금을 지급하여야 한다.' } },
        ],
        [
          { from: 'pattern:a', to: 'document:a', type: 'RELATES_TO' },
          { from: 'pattern:a', to: 'category:임금', type: 'IN_CATEGORY' },
        ],
      );
      expect(await graph.count()).toBe(4);
      const byKeyword = await graph.match(['위약'], undefined);
      expect(byKeyword).toEqual([{ name: '위약금 예정', explanation: '위약금을 미리 정함', riskLevel: 'HIGH', documents: [] }]);
      const byCategory = await graph.match([], '임금');
      expect(byCategory.map((m) => m.name)).toEqual(['최저임금 미달']);
      expect(byCategory[0]!.documents[0]).toContain('최저임금액 이상');
      expect(await graph.match(['없는말'], undefined)).toEqual([]);
      await graph.replace([], []);
      expect(await graph.count()).toBe(0);
    });
  });
}
