/**
 * An error a person can act on: a stable code, the HTTP status it maps to, and
 * a Korean message. Any layer may throw it; the server renders it in the envelope.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
