import type { IntakeInterpreter } from '../../interpret/intake-port.js';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';

export interface IntakeSettings {
  /** Below this top score the text touches no scenario at all: the out-of-scope message. */
  unrelatedBelow: number;
  /** Below this top score nothing matched: out of scope or the category menu. */
  classifyMinScore: number;
  /** Candidates within this of the top one are offered as a disambiguation menu. */
  classifyMargin: number;
  /** How many scenarios a disambiguation menu offers at most. */
  menuSize: number;
}

export const defaultIntakeSettings: IntakeSettings = { unrelatedBelow: 0.05, classifyMinScore: 0.15, classifyMargin: 0.03, menuSize: 4 };

export interface IntakeDeps {
  /** The live knowledge base; read per turn so a hot reload takes effect at once. */
  knowledge: () => KnowledgeBase;
  interpreter: IntakeInterpreter;
  settings: IntakeSettings;
  now: () => Date;
}

/** What a paused node receives when the person (or /chat/end) resumes the graph. */
export type IntakeResume = { kind: 'message'; text: string } | { kind: 'end' };
