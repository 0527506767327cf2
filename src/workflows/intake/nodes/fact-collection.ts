/**
 * FACT_COLLECTION: stores the answer to the current question as a Q-A pair,
 * parsed by the question's answer type. An answer it cannot read gets one
 * re-ask with the K2 hint, then the field is marked unknown. Other facts the
 * answer states are kept too: corrections ("아 금액은 3천이었어요") and facts
 * told before they are asked ("네 전입신고 했고 확정일자도 받았어요"), which
 * are then never asked.
 */
import { Command } from '@langchain/langgraph';
import type { NarrativeOptions } from '../../../interpret/intake-port.js';
import type { IntakeDeps } from '../deps.js';
import { completionRate, k2Of, missingFields } from '../domain/progress.js';
import { lateChoiceAnswers } from '../domain/late-choices.js';
import { shruggedFields } from '../domain/shrugged-fields.js';
import type { K2Question } from '../../../knowledge/schema.js';
import { k0Message, speak } from '../messages.js';
import type { BotMessage, IntakeGraphState, IntakeUpdate, QaPair } from '../state.js';
import { questionInput } from './question-input.js';
import { controlCommand, receive } from './receive.js';
import { saysOnlyFeelings } from '../../../korean/emotion.js';

export function factCollectionNode(deps: IntakeDeps) {
  return async (state: IntakeGraphState) => {
    const kb = deps.knowledge();
    const question = state.current_question;
    if (!question || state.end_requested) return new Command({ goto: 'VALIDATION' });

    const got = await receive(deps, state, question.field);
    const update = got.update;
    const askAgain = (messages: BotMessage[], extra: IntakeUpdate = {}) =>
      new Command({
        goto: 'FACT_COLLECTION',
        update: { ...update, ...extra, ...speak({ ...state, ...update } as IntakeGraphState, messages, questionInput(kb, state), deps.now()) },
      });
    const control = controlCommand(deps, state, got, 'VALIDATION');
    if (control) return control;
    // "저 처벌받나요? 무서워요": a question with only a feeling beside it is a question, and no answer tried.
    const asksBot = got.kind === 'content' ? got.asksBot : undefined;
    if (got.kind === 'question_to_bot' || (asksBot && saysOnlyFeelings(asksBot.rest))) {
      return askAgain([...k0Message(kb, 'LAWYER_WILL_ANSWER'), { code: 'QUESTION', text: question.question }]);
    }
    // A question beside the answer ("네 했어요 근데 고소해야 되나요?") is noted for the lawyer; the rest is read as the answer.
    const said = (got as { text: string }).text;
    const text = asksBot ? asksBot.rest : said;
    const lawyerNote = asksBot ? k0Message(kb, 'LAWYER_WILL_ANSWER') : [];

    const k2 = kb.question(state.scenario!, question.field);
    const known = Object.fromEntries(Object.entries(state.facts).map(([field, fact]) => [field, fact.value]));
    const { corrections: toldAgain, additions, restated } = await otherFactsIn(deps, state, text, question.field, state.turn + 1, known);
    const asked = k2 ?? ({ ...question, answer_type: 'string', required: true, critical: false, reask_hint: '' } as never);
    let parsed = await deps.interpreter.parseAnswer(text, asked, kb.field(question.field), state.reference_date, {
      otherFactsStated: toldAgain.length + additions.length + restated > 0,
      known,
    });
    // "보증금은 300이요" asked the rent, "계약은 2024년 5월에 했어요" asked when arrears began: a sum or a day the reply ties
    // by its own cue word to another field answers that field, not the one asked.
    const tiedElsewhere =
      (asked.answer_type === 'integer' || asked.answer_type === 'date') && parsed.value !== null && [...toldAgain, ...additions].some((c) => c.value === parsed.value);
    if (tiedElsewhere) parsed = { value: null, unknown: false };
    // "아직" where the question offers '아직': answered with nothing to record, kept as unknown like the K3 facts read it ("이행기를 정하지 않았거나 알 수 없어").
    const notApplicable = parsed.not_applicable === true && parsed.value === null;
    const understood = parsed.unknown || parsed.value !== null || notApplicable;
    // "사기로요" to another question, the charge left unknown before: that question's late answer.
    const corrections = !understood && toldAgain.length + additions.length === 0 ? await lateChoices(deps, state, text, question.field, state.turn + 1) : toldAgain;
    // One sentence for all the facts of a kind: "퇴사일, 현재 재직 여부 내용도 함께 적어 두었어요".
    const noted = (pairs: QaPair[], code: 'CORRECTION_NOTED' | 'FACT_NOTED') =>
      pairs.length === 0 ? [] : k0Message(kb, code, { label: pairs.map((c) => kb.field(c.field)?.label ?? c.field).join(', ') });
    const otherFactNotes = [...noted(corrections, 'CORRECTION_NOTED'), ...noted(additions, 'FACT_NOTED')];
    if (!understood && corrections.length + additions.length > 0) {
      // "아 금액은 3천이었어요" in reply to another question states other facts and answers nothing:
      // they are kept now (VALIDATION rebuilds them from the same pairs) and the question stands.
      const corrected = Object.fromEntries(
        [...corrections, ...additions].map((c) => [c.field, { value: c.value, unknown: false, source: 'answer' as const, confidence: 1, turn: c.turn }]),
      );
      const facts = { ...state.facts, ...corrected };
      const k2 = k2Of(kb.scenario(state.scenario!)!);
      return askAgain([...lawyerNote, ...otherFactNotes, { code: 'QUESTION', text: question.question }], {
        conversation_history: [...state.conversation_history, ...corrections, ...additions],
        facts,
        // The progress shown moves with the facts just told.
        missing_fields: missingFields(k2, facts),
        completion_rate: completionRate(k2, facts),
      });
    }
    const reasked = state.reasks[question.field] ?? 0;
    if (!understood && reasked === 0) {
      return askAgain([...lawyerNote, ...k0Message(kb, 'REASK', { hint: k2?.reask_hint ?? question.question })], {
        reasks: { ...state.reasks, [question.field]: 1 },
      });
    }
    const pair: QaPair = {
      field: question.field,
      question: question.question,
      // The whole reply, question and all, is what the lawyer reads beside the value.
      answer: said,
      value: understood ? parsed.value : null,
      unknown: !understood || parsed.unknown || notApplicable,
      turn: state.turn + 1,
    };
    const notes: BotMessage[] = [...lawyerNote, ...(notApplicable ? k0Message(kb, 'ANSWER_NOTED') : pair.unknown ? k0Message(kb, 'UNKNOWN_NOTED') : []), ...otherFactNotes];
    // "전입했었지 확정일자는 몰라": the question the shrug names is answered with don't-know, not asked next.
    const shrugs = shruggedFields(text, k2Of(kb.scenario(state.scenario!)!).questions, state.facts, question.field)
      .filter((field) => !additions.some((added) => added.field === field))
      .map((field): QaPair => ({ field, question: '(답변 중 언급)', answer: text, value: null, unknown: true, turn: state.turn + 1 }));
    return new Command({
      goto: 'VALIDATION',
      update: { ...update, messages: notes, conversation_history: [...state.conversation_history, pair, ...corrections, ...additions, ...shrugs] },
    });
  };
}

async function lateChoices(deps: IntakeDeps, state: IntakeGraphState, text: string, asked: string, turn: number): Promise<QaPair[]> {
  const kb = deps.knowledge();
  const scenario = kb.scenario(state.scenario!)!;
  const parse = (reply: string, question: K2Question) => deps.interpreter.parseAnswer(reply, question, kb.field(question.field), state.reference_date);
  const late = await lateChoiceAnswers(text, scenario.questions, state.facts, asked, parse);
  return late.map(({ field, value }) => ({ field, question: '(정정)', answer: text, value, unknown: false, turn }));
}

/**
 * Facts the answer states about other fields: corrections of what is known (or was
 * unknown), facts not asked yet, and how many known facts it tells again. Only facts named with their cue count ("금액은 …",
 * "전입신고 했고"): a bare date or amount answers the current question.
 */
async function otherFactsIn(
  deps: IntakeDeps,
  state: IntakeGraphState,
  text: string,
  answeredField: string,
  turn: number,
  known: NonNullable<NarrativeOptions['known']>,
): Promise<{ corrections: QaPair[]; additions: QaPair[]; restated: number }> {
  const kb = deps.knowledge();
  const scenario = kb.scenario(state.scenario!)!;
  const analysis = await deps.interpreter.analyseNarrative(text, scenario, kb.fields(), state.reference_date, { requireCue: true, known, answering: answeredField });
  const stated = Object.entries(analysis.facts).filter(([field]) => field !== answeredField);
  const pair = (question: string) => ([field, fact]: (typeof stated)[number]): QaPair => ({ field, question, answer: text, value: fact.value, unknown: false, turn });
  return {
    corrections: stated.filter(([field, fact]) => state.facts[field] !== undefined && state.facts[field]!.value !== fact.value).map(pair('(정정)')),
    additions: stated.filter(([field]) => state.facts[field] === undefined).map(pair('(답변 중 언급)')),
    // "은행에 지급정지 신청했어요" again, asked something else: a fact already known, told again.
    restated: stated.filter(([field, fact]) => state.facts[field]?.value === fact.value).length,
  };
}
