/** The offline, deterministic IntakeInterpreter: the default, and every LLM call's fallback. */
import type { KnowledgeBase, ScenarioKnowledge } from '../../knowledge/knowledge-base.js';
import type { FieldDef, K2Question, K4Format } from '../../knowledge/schema.js';
import { detectEmergency } from '../../korean/emergency.js';
import { extractEmotions } from '../../korean/emotion.js';
import type {
  AnswerOptions,
  CaseForSummary,
  Classification,
  Emergency,
  IntakeInterpreter,
  MessageIntent,
  NarrativeAnalysis,
  NarrativeOptions,
  OtherProblem,
  ParsedAnswer,
  Summary,
} from '../intake-port.js';
import { isUnknownAnswer } from '../../korean/answers.js';
import { parseAnswerInContext } from './answers.js';
import { fieldsNotApplying } from './denied-condition.js';
import { namingPart } from './name-beside-facts.js';
import { onlyOthersRecords } from './others-records.js';
import { opensWithYesOrNo, yesNoOfAnotherFact } from './other-thing-replies.js';
import { NEGATION } from './yes-no.js';
import { withoutYesNoGivenUp } from './hedged-doubt.js';
import { classifyWithRules } from './classify.js';
import { intentWithRules } from './intents.js';
import { analyseNarrativeWithRules, booleanToldFor } from './narrative.js';
import { normalizeText } from '../../korean/normalize.js';
import { otherProblemsWithRules } from './other-problems.js';
import { summariseWithRules } from './summarise.js';
import { withoutValueTakenBack } from './taken-back.js';
import { evidenceKindsNamed, evidenceNamedMissing } from './evidence-reply.js';
import { namesWhoDidIt } from './who-known.js';
import { topicsNamed } from './topic-words.js';

// "아무것도 없어요", "없음": no evidence held, which the case file keeps as not known rather than as a kind.
const NOTHING_HELD = /아무것도|없어요|없음|없고|없는데|없습니다/;
// Words of something kept or seen that may stand for evidence the lexicon does not name ("동료들이 다 봤어요", "파일로 저장해놨어요").
const RECORD_WORDS = /있|남아|보관|저장|찍|캡|녹|(?:다|직접|옆에서|같이|봤|들이|이)\s?봤|목격|기록|서류|자료|증|사진|영상|파일|내역|문서|카톡|문자|메일/;

/** An evidence reply kept as the kinds it names ("cctv, 진단서"), or as not known when it names none and says there is nothing. */
function evidenceAnswer(reply: string): ParsedAnswer {
  const kinds = evidenceKindsNamed(reply);
  if (kinds !== null) return { value: kinds, unknown: false };
  // "차용증은 안썼어요": a kind named only as missing is nothing held.
  if (NOTHING_HELD.test(reply) || evidenceNamedMissing(reply)) return { value: null, unknown: true };
  // "경찰 왔었고 그사람 잡혀갔어요": a reply with no word of a record kept tells something else, and the question is asked again.
  return RECORD_WORDS.test(reply) ? { value: reply, unknown: false } : { value: null, unknown: false };
}

export class RulesIntakeInterpreter implements IntakeInterpreter {
  async detectEmergency(text: string): Promise<Emergency> {
    return detectEmergency(text);
  }

  async intentOf(text: string): Promise<MessageIntent> {
    return intentWithRules(text);
  }

  async classify(text: string, knowledge: KnowledgeBase): Promise<Classification> {
    const classification = classifyWithRules(text, knowledge);
    return classification.candidates.length > 0 ? classification : { ...classification, topics: topicsNamed(text, knowledge) };
  }

  async otherProblems(text: string, settled: string, knowledge: KnowledgeBase): Promise<OtherProblem[]> {
    return otherProblemsWithRules(text, settled, knowledge);
  }

  async analyseNarrative(
    text: string,
    scenario: ScenarioKnowledge,
    fields: readonly FieldDef[],
    referenceDate: string,
    options: NarrativeOptions = {},
  ): Promise<NarrativeAnalysis> {
    const facts = analyseNarrativeWithRules(text, scenario, fields, referenceDate, options);
    return {
      // "포괄임금제라고 써있던거 같기도 하고 모르겠어요" in a reply: a yes or no the person gives up on is not told.
      facts: options.requireCue ? withoutYesNoGivenUp(text, facts) : facts,
      not_applicable: fieldsNotApplying(text, scenario.questions),
      emotions: options.requireCue ? [] : extractEmotions(text).map((e) => ({ type: e.type, intensity: e.intensity, text: e.span })),
    };
  }

  async parseAnswer(text: string, question: K2Question, field: FieldDef | undefined, referenceDate: string, options?: AnswerOptions): Promise<ParsedAnswer> {
    // "아 3월 15일 아니고 3월 16일이에요": a recorded value taken back corrects that fact and answers nothing asked.
    const reply = options?.known ? withoutValueTakenBack(text, options.known, referenceDate) : text;
    const parsed = parseAnswerInContext(reply, question, field, referenceDate);
    const said = normalizeText(reply);
    // A yes or no beside another fact is that fact's, unless the reply tells it by the asked field's own cue words
    // ("병원에서 전치 2주 나왔어요" to whether anyone was hurt: 진단 is a word of the injury itself).
    const anotherFacts = options?.otherFactsStated === true && question.answer_type === 'boolean' && yesNoOfAnotherFact(reply, question.question, parsed);
    if (anotherFacts && booleanToldFor(question.field, said) !== parsed.value) return { value: null, unknown: false };
    // A yes read from a past verb alone ("남편이 집을 나갔어요" to whether they still live together: 나갔 read as
    // the act done), or no reading, gives way to the asked field's own words telling a no, when the reply says no
    // yes, no, not or "don't know" itself.
    if (question.answer_type === 'boolean' && parsed.value !== false && !parsed.unknown && !anotherFacts && !opensWithYesOrNo(said) && !NEGATION.test(said) && !isUnknownAnswer(said) && booleanToldFor(question.field, said) === false) {
      return { value: false, unknown: false };
    }
    if (question.answer_type === 'boolean' && parsed.value === null && !parsed.unknown && namesWhoDidIt(reply, question.question)) return { value: true, unknown: false };
    // Asked what they kept, a reply telling only what the other side holds answers nothing.
    if ((question.answer_type === 'string' || question.answer_type === 'boolean') && parsed.value !== null && onlyOthersRecords(said, question.question)) {
      return { value: null, unknown: false };
    }
    if (question.field === 'evidence_types' && typeof parsed.value === 'string') return evidenceAnswer(parsed.value);
    // A name asked: only the sentences that name are the answer, not those telling other facts.
    if (question.answer_type === 'string' && typeof parsed.value === 'string') {
      const naming = namingPart(reply, question.question, options?.otherFactsStated === true);
      if (naming === null) return { value: null, unknown: false };
      if (naming !== reply) return parseAnswerInContext(naming, question, field, referenceDate);
    }
    return parsed;
  }

  async summarise(format: K4Format, data: CaseForSummary): Promise<Summary> {
    return summariseWithRules(format, data);
  }
}
