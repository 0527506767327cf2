import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../knowledge/compile.js';
import type { KnowledgeBase } from '../../../knowledge/knowledge-base.js';
import { menuMessage } from './menus.js';

let kb: KnowledgeBase;
beforeAll(async () => {
  kb = await loadKnowledge(path.resolve('knowledge'));
});

const scenarioMenu = (codes: string[]) => ({
  kind: 'scenario' as const,
  options: codes.map((code) => ({ value: code, label: kb.scenario(code)!.scenario_name })),
});

describe('menuMessage', () => {
  it("asks a menu within one level2 with that level2's own question", () => {
    const [first, second] = kb.level2('CIVIL_LOAN')!.scenarios;
    const message = menuMessage(kb, scenarioMenu([first!.scenario_code, second!.scenario_code]));
    expect(message.code).toBe('DISAMBIGUATION');
    expect(message.text.startsWith(kb.level2('CIVIL_LOAN')!.disambiguation_question!)).toBe(true);
  });

  it('asks a menu across level2s with the K0 general question, never as a bare list', () => {
    const codes = [kb.level2('LABOR_WAGE')!.scenarios[0]!.scenario_code, kb.level2('CIVIL_LOAN')!.scenarios[0]!.scenario_code];
    const message = menuMessage(kb, scenarioMenu(codes));
    expect(message.code).toBe('DISAMBIGUATION_MIXED');
    const [intro, ...list] = message.text.split('\n');
    expect(intro).toBe(kb.messages('DISAMBIGUATION_MIXED')[0]!.message_text);
    expect(list).toEqual(codes.map((code, i) => `${i + 1}. ${kb.scenario(code)!.scenario_name}`));
  });
});
