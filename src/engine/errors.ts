/** A turn for this session is already running and did not finish in time. */
export class SessionBusyError extends Error {
  override name = 'SessionBusyError';
  constructor(readonly sessionId: string) {
    super(`session ${sessionId} is busy with another turn`);
  }
}

/** The session used up its step budget; the workflow closes it with a message. */
export class StepBudgetExceededError extends Error {
  override name = 'StepBudgetExceededError';
  constructor(
    readonly sessionId: string,
    readonly budget: number,
  ) {
    super(`session ${sessionId} exceeded its step budget of ${budget} node runs`);
  }
}

/** The run was cancelled, e.g. because a streaming client disconnected. */
export class RunCancelledError extends Error {
  override name = 'RunCancelledError';
}
