/**
 * hallucination_check: the deterministic verifier first; then, only when it
 * passes and an LLM is configured, the judge, which may add issues (and so
 * fail the answer) but can never clear one the verifier found.
 */
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { AskDeps } from '../deps.js';
import { checkGrounding } from '../domain/check.js';
import { finalAnswer } from '../domain/route.js';
import type { AskGraphState, AskUpdate } from '../state.js';
import { askTexts } from '../texts.js';
import { emitStep } from './emit.js';
import { askRequest } from './request.js';

export function hallucinationCheckNode(deps: AskDeps) {
  return async (state: AskGraphState, config?: LangGraphRunnableConfig): Promise<AskUpdate> => {
    const texts = askTexts(deps.knowledge());
    emitStep(config, 'verifying', texts.step.verifying);
    const verification = checkGrounding(state.answer, state.documents, texts, deps.verifier);
    let grounded = verification.grounded;
    const issues = [...verification.issues];
    if (grounded && deps.interpreter.kind === 'llm') {
      const verdict = await deps.interpreter.judge(askRequest(deps, state, config), state.answer);
      if (verdict && !verdict.grounded) {
        grounded = false;
        issues.push(...verdict.issues);
      }
    }
    return { grounded, issues, claims: verification.claims, final: finalAnswer(state.answer, grounded, issues, texts.warning) };
  };
}
