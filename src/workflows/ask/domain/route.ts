/** The seed's decide_after_hallucination, a pure function of state. */
export type AfterCheck = 'end' | 'regenerate_strict';

export function decideAfterHallucination(state: { grounded: boolean; retry_count: number; max_retries: number }): AfterCheck {
  if (state.grounded) return 'end';
  return state.retry_count < state.max_retries ? 'regenerate_strict' : 'end';
}

/** The answer as shown: itself when grounded, else followed by the warning block listing the issues. */
export function finalAnswer(answer: string, grounded: boolean, issues: readonly string[], warning: string): string {
  if (grounded) return answer;
  return `${answer}\n\n${warning}\n${issues.map((issue) => `- ${issue}`).join('\n')}`;
}
