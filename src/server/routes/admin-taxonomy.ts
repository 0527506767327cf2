/** Staff: the live knowledge as a tree (level1 → level2 → scenarios) for the taxonomy browser. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import type { KnowledgeStore } from '../../knowledge/store.js';

function scenarioNode(knowledge: KnowledgeBase, code: string, name: string) {
  const scenario = knowledge.scenario(code);
  return {
    scenario_code: code,
    scenario_name: name,
    required_fields: scenario?.required_fields ?? [],
    questions: scenario?.questions ?? [],
    facts: (scenario?.facts ?? []).map(({ fact_code, name: factName, description, critical, related_field }) => ({
      fact_code,
      name: factName,
      description,
      critical,
      related_field,
    })),
    rules: scenario?.rules ?? [],
  };
}

/** The tree the browser shows, plus field labels so codes can be shown by name. */
export function taxonomyTree(knowledge: KnowledgeBase) {
  return {
    version: knowledge.version,
    fields: Object.fromEntries(knowledge.fields().map((field) => [field.field, field.label])),
    level1: knowledge.level1Menu().map((group) => ({
      level1: group.level1,
      name: group.name,
      level2: knowledge.level2Menu(group.level1).map((entry) => ({
        level2: entry.level2,
        level2_name: entry.level2_name,
        disambiguation_question: entry.disambiguation_question,
        scenarios: entry.scenarios.map((scenario) => scenarioNode(knowledge, scenario.scenario_code, scenario.scenario_name)),
      })),
    })),
  };
}

export function adminTaxonomyRoutes(knowledge: KnowledgeStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/knowledge/taxonomy', { schema: { summary: '지식 베이스 분류 트리 (질문·사실·리스크 규칙 포함)', tags: ['admin'], security: [{ adminToken: [] }] } }, async () => {
      const current = knowledge.current();
      if (!current) {
        throw new AppError(503, 'KNOWLEDGE_UNAVAILABLE', '불러온 지식 베이스가 없어요. 지식 베이스 상태에서 오류를 확인해 주세요.');
      }
      return { success: true, data: taxonomyTree(current) };
    });
  };
}
