/** A turn for this session is already running and did not finish in time. */
export class SessionBusyError extends Error {
  override name = 'SessionBusyError';
  constructor(readonly sessionId: string) {
    super(`session ${sessionId} is busy with another turn`);
  }
}

/** The session used up its step budget (turns); the workflow closes it with a message. */
export class StepBudgetExceededError extends Error {
  override name = 'StepBudgetExceededError';
  constructor(
    readonly sessionId: string,
    readonly budget: number,
  ) {
    super(`session ${sessionId} exceeded its step budget of ${budget} turns`);
  }
}

/** One turn ran more nodes than any real turn needs: a loop in the graph. */
export class RunawayTurnError extends Error {
  override name = 'RunawayTurnError';
  constructor(
    readonly sessionId: string,
    readonly limit: number,
  ) {
    super(`a turn of session ${sessionId} ran more than ${limit} nodes and was stopped`);
  }
}

/** The run was cancelled, e.g. because a streaming client disconnected. */
export class RunCancelledError extends Error {
  override name = 'RunCancelledError';
}
