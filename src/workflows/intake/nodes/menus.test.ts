import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../knowledge/compile.js';
import type { KnowledgeBase } from '../../../knowledge/knowledge-base.js';
import { likeliestOption, menuMessage, pendingLevel1, sameMenu } from './menus.js';

let kb: KnowledgeBase;
beforeAll(async () => {
  kb = await loadKnowledge(path.resolve('knowledge'));
});

const scenarioMenu = (codes: string[]) => ({
  kind: 'scenario' as const,
  options: codes.map((code) => ({ value: code, label: kb.scenario(code)!.scenario_name })),
});

describe('menuMessage', () => {
  it("asks a menu of all of one level2's scenarios with that level2's own question", () => {
    const codes = kb.level2('CIVIL_UNJUST')!.scenarios.map((s) => s.scenario_code);
    const message = menuMessage(kb, scenarioMenu(codes));
    expect(message.code).toBe('DISAMBIGUATION');
    expect(message.text.startsWith(kb.level2('CIVIL_UNJUST')!.disambiguation_question!)).toBe(true);
  });

  it("asks a menu of only some of a level2's scenarios with the K0 general question, which names no option it does not list", () => {
    const [first, second] = kb.level2('FAMILY_CHILD')!.scenarios;
    const message = menuMessage(kb, scenarioMenu([first!.scenario_code, second!.scenario_code]));
    expect(message.code).toBe('DISAMBIGUATION_MIXED');
    expect(message.text).not.toContain(kb.level2('FAMILY_CHILD')!.disambiguation_question!);
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

describe('a menu answered with nothing usable', () => {
  it('is the same menu whatever the order of its options, and not another kind', () => {
    const [a, b] = kb.level2('CIVIL_LOAN')!.scenarios.map((s) => s.scenario_code);
    expect(sameMenu(scenarioMenu([a!, b!]), { ...scenarioMenu([b!, a!]), misses: 1 })).toBe(true);
    expect(sameMenu(scenarioMenu([a!, b!]), scenarioMenu([a!]))).toBe(false);
    expect(sameMenu(scenarioMenu([a!]), { kind: 'level2', options: [{ value: a!, label: '' }] })).toBe(false);
  });

  it('settles on the option the account scores highest, else on the first (ranked) one', () => {
    const [a, b] = kb.level2('CIVIL_LOAN')!.scenarios.map((s) => s.scenario_code);
    const menu = scenarioMenu([a!, b!]);
    expect(likeliestOption(menu, { candidates: [{ scenario: b!, score: 3 }, { scenario: a!, score: 2 }] } as never)).toBe(b);
    expect(likeliestOption(menu, { candidates: [] } as never)).toBe(a);
  });

  it("names the field of a group menu for LEVEL2_MENU's text", () => {
    const group = kb.level2Menu('LABOR')[0]!;
    expect(pendingLevel1(kb, { kind: 'level2', options: [{ value: group.level2, label: group.level2_name }] })).toBe('LABOR');
    expect(pendingLevel1(kb, scenarioMenu([kb.level2('CIVIL_LOAN')!.scenarios[0]!.scenario_code]))).toBeUndefined();
  });
});
