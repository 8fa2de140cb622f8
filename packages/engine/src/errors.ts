/**
 * Errors the engine raises on purpose. Each has a code the app can act on and a sentence a person
 * can read, so one bad file fails alone with a clear message while the batch goes on.
 */
export type EngineErrorCode =
  | "unsupported-format"
  | "truncated"
  | "corrupt"
  | "too-many-pixels"
  | "cancelled"
  | "worker-failed"
  | "target-unreachable"
  | "invalid-job"
  /** A PDF that opens only with its password, and none was given. */
  | "password-required"
  /** The password given does not open this PDF. */
  | "wrong-password";

export class EngineError extends Error {
  override name = "EngineError";
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}
