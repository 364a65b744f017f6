/** What the toasts' rule tests (toasts.test.ts) and model paths (toasts.paths.test.ts) share. */
import type { Failure, FailureKind } from '../../machines/domain';

/** A failed call's failure: its kind, the server's message and HTTP status. */
export const failure = (error: FailureKind, message = '', status?: number): Failure => ({
  ok: false,
  error,
  message,
  ...(status === undefined ? {} : { status }),
});
