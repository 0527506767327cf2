/**
 * CASE_CLASSIFICATION: takes the person's account (or their pick from a menu),
 * classifies it against K1, and either settles the scenario, offers a
 * disambiguation menu, the K0 category menu, or the out-of-scope message.
 */
import { Command } from '@langchain/langgraph';
import type { KnowledgeBase } from '../../../knowledge/knowledge-base.js';
import type { IntakeDeps } from '../deps.js';
import { decideScenario } from '../domain/decide-scenario.js';
import { factsOfAccount } from '../domain/facts.js';
import { k0Message, narrativeInput, speak } from '../messages.js';
import type { BotMessage, IntakeGraphState, IntakeUpdate, PendingMenu } from '../state.js';
import { controlCommand, receive } from './receive.js';
import { chooseOption, likeliestOption, menuMessage, pendingLevel1, sameMenu } from './menus.js';

/** Short enough to be a bare yes/no to the K0 emergency check rather than an account. */
const BARE_ANSWER_LENGTH = 10;
/** "ㅇㅋ", "알겠어요": taking note of the question, not saying the person is in danger. */
const ACKNOWLEDGMENT = /^(?:ㅇㅋ|오케이|ok(?:ay)?|알겠(?:어요?|습니다|음)|알았(?:어요?|음)|확인(?:했어요)?)[\s.!~ㅎㅋ]*$/i;

export function caseClassificationNode(deps: IntakeDeps) {
  const stay = (state: IntakeGraphState, update: IntakeUpdate, messages: BotMessage[], menu: PendingMenu | null, kb: KnowledgeBase) =>
    new Command({
      goto: 'CASE_CLASSIFICATION',
      update: {
        ...update,
        current_state: 'CASE_CLASSIFICATION',
        pending_menu: menu,
        ...speak(
          { ...state, ...update } as IntakeGraphState,
          messages,
          menu ? { type: 'choice', field: menu.kind, options: menu.options } : narrativeInput(kb),
          deps.now(),
        ),
      },
    });

  return async (state: IntakeGraphState) => {
    const kb = deps.knowledge();
    const got = await receive(deps, state, 'narrative');
    const update = got.update;
    const control = controlCommand(deps, state, got, 'FACT_COLLECTION');
    if (control) return control;
    if (got.kind === 'smalltalk' && !state.pending_menu) return stay(state, update, k0Message(kb, 'OUT_OF_SCOPE'), null, kb);
    const text = (got as { text: string }).text;

    // A pick from the menu shown needs no classification.
    let saidUnknown = false;
    if (state.pending_menu) {
      const { picked, unknown } = await chooseOption(deps, state.pending_menu, text, state.reference_date);
      saidUnknown = unknown;
      if (picked) {
        if (state.pending_menu.kind === 'scenario') return settle(deps, kb, state, update, picked, state.initial_description ?? '');
        const menu = narrowerMenu(kb, state.pending_menu.kind, picked);
        return stay(state, update, [menuMessage(kb, menu, state.pending_menu.kind === 'level1' ? picked : undefined)], menu, kb);
      }
    }

    const description = [state.initial_description, text].filter(Boolean).join('\n');
    const classification = await deps.interpreter.classify(description, kb);
    const decision = decideScenario(classification, deps.settings, (code) => kb.scenario(code) !== undefined);

    // A short reply right after the K0 danger question answers it, unless it tells a problem ("임금 못받았어요" is no "no").
    const dangerCheckJustAsked = state.messages.some((m) => m.code === 'EMERGENCY_CHECK');
    if (dangerCheckJustAsked && decision.kind === 'unrelated' && text.length <= BARE_ANSWER_LENGTH && !ACKNOWLEDGMENT.test(text.trim())) {
      const answer = await deps.interpreter.parseAnswer(text, yesNoQuestion, undefined, state.reference_date);
      if (answer.value === true) return new Command({ goto: 'EMERGENCY_STOP', update: { ...update, emergency_kind: null } });
      if (answer.value === false) return stay(state, update, k0Message(kb, 'START_PROMPT'), null, kb);
    }

    const withDescription = { ...update, initial_description: description };
    // A reply to a scenario menu that picks nothing settles one of its options only when the reply itself tells it:
    // words added beside the account ("계정 이름은 알아요 누군지는 몰라요") may tip the sum without telling the problem.
    const tippedOnly =
      decision.kind === 'decided' &&
      state.pending_menu?.kind === 'scenario' &&
      state.pending_menu.options.some((option) => option.value === decision.scenario) &&
      (await deps.interpreter.classify(text, kb)).candidates[0]?.scenario !== decision.scenario;
    if (decision.kind === 'decided' && !tippedOnly) return settle(deps, kb, state, update, decision.scenario, description);
    if (!state.initial_description && decision.kind !== 'ambiguous' && decision.kind !== 'topic' && (decision.kind === 'unrelated' || got.kind === 'question_to_bot')) {
      return stay(state, update, k0Message(kb, 'OUT_OF_SCOPE'), null, kb);
    }
    const { menu, level1 } = tippedOnly
      ? { menu: state.pending_menu!, level1: undefined }
      : decision.kind === 'ambiguous'
        ? { menu: scenarioMenu(kb, decision.scenarios), level1: undefined }
        : decision.kind === 'topic'
          ? topicMenu(kb, decision.level2s)
          : { menu: categoryMenu(kb), level1: undefined };

    // The same menu again after a reply that picked nothing ("모름"): help once, then settle rather than trap the person.
    if (state.pending_menu && sameMenu(state.pending_menu, menu)) {
      // "모름" adds nothing to the account the lawyer reads.
      const told = saidUnknown ? (state.initial_description ?? description) : description;
      const withDescription = { ...update, initial_description: told };
      const misses = (state.pending_menu.misses ?? 0) + 1;
      const shown = { ...state.pending_menu, misses };
      if (misses === 1) return stay(state, withDescription, [...k0Message(kb, 'MENU_HELP'), menuMessage(kb, shown, pendingLevel1(kb, shown))], shown, kb);
      if (shown.kind === 'scenario') {
        const likeliest = likeliestOption(shown, classification);
        const note = k0Message(kb, 'MENU_SETTLED', { scenario_name: kb.scenario(likeliest)!.scenario_name });
        return settle(deps, kb, state, { ...update, messages: [...((update.messages as BotMessage[] | undefined) ?? []), ...note] }, likeliest, told);
      }
      // A field or group menu names no scenario to take: ask for the account in the person's own words instead.
      return stay(state, withDescription, k0Message(kb, 'START_PROMPT'), null, kb);
    }
    return stay(state, withDescription, [menuMessage(kb, menu, level1)], menu, kb);
  };
}

const yesNoQuestion = {
  field: 'emergency_check',
  question: '',
  answer_type: 'boolean' as const,
  required: true,
  critical: true,
  reask_hint: '',
};

const scenarioMenu = (kb: KnowledgeBase, codes: string[]): PendingMenu => ({
  kind: 'scenario',
  options: codes.map((code) => ({ value: code, label: kb.scenario(code)!.scenario_name })),
});

const categoryMenu = (kb: KnowledgeBase): PendingMenu => ({ kind: 'level1', options: kb.level1Menu().map((l1) => ({ value: l1.level1, label: l1.name })) });

/** The narrowest menu holding every named topic: one group's scenarios, one field's groups, or the fields. */
function topicMenu(kb: KnowledgeBase, level2s: string[]): { menu: PendingMenu; level1?: string } {
  if (level2s.length === 1) return { menu: narrowerMenu(kb, 'level2', level2s[0]!) };
  const level1s = new Set(level2s.map((code) => kb.level2(code)!.level1));
  if (level1s.size === 1) {
    const level1 = [...level1s][0]!;
    return { menu: narrowerMenu(kb, 'level1', level1), level1 };
  }
  return { menu: categoryMenu(kb) };
}

function narrowerMenu(kb: KnowledgeBase, kind: 'level1' | 'level2', picked: string): PendingMenu {
  if (kind === 'level1') {
    const level2s = kb.level2Menu(picked as Parameters<KnowledgeBase['level2Menu']>[0]);
    return { kind: 'level2', options: level2s.map((l2) => ({ value: l2.level2, label: l2.level2_name })) };
  }
  const group = kb.level2(picked)!;
  return { kind: 'scenario', options: group.scenarios.map((s) => ({ value: s.scenario_code, label: s.scenario_name })) };
}

/** The scenario is settled: analyse the whole account for facts and emotions, then collect the rest. */
async function settle(
  deps: IntakeDeps,
  kb: KnowledgeBase,
  state: IntakeGraphState,
  update: IntakeUpdate,
  scenarioCode: string,
  description: string,
): Promise<Command> {
  const scenario = kb.scenario(scenarioCode)!;
  const analysis = description
    ? await deps.interpreter.analyseNarrative(description, scenario, kb.fields(), state.reference_date)
    : { facts: {}, emotions: [] };
  const otherProblems = description ? await deps.interpreter.otherProblems(description, scenarioCode, kb) : [];
  const facts = factsOfAccount(analysis);
  return new Command({
    goto: 'FACT_COLLECTION',
    update: {
      ...update,
      current_state: 'FACT_COLLECTION',
      case_type: scenario.level1,
      sub_case_type: scenario.level2,
      scenario: scenario.scenario_code,
      initial_description: description || null,
      initial_analysis: { facts: analysis.facts, emotions: analysis.emotions, not_applicable: analysis.not_applicable ?? [] },
      other_problems: otherProblems,
      facts,
      emotion: analysis.emotions,
      skipped_fields: scenario.required_fields.filter((field) => field in facts),
      pending_menu: null,
      current_question: null,
    },
  });
}
