/**
 * The one place where a call's Result meets a machine (docs/architecture.md, "Calls").
 *
 * A machine declares each call it makes as a placeholder (`call<Output, Input>('name')`); the app
 * root provides the real one through `settle`, so an invoked call resolves with its data or rejects
 * with its Failure. Every invoke then has two branches and no guard:
 *
 *   invoke: { src: 'loadPlaceInfo', input: …,
 *             onDone:  { target: 'loaded', actions: assign({ courts: ({ event }) => event.output }) },
 *             onError: { target: 'failed', actions: assign({ failure: failureFrom }) } }
 *
 * Failures a machine does not show in place go to the error channel with `reportFailure(call)`;
 * a call that succeeds again clears its old report with `reportSuccess(call)`. Both are events to
 * the app machine (systemId `app`), which owns the error channel; a machine run on its own (a test)
 * has no app and reports nowhere.
 */
import {
  fromPromise,
  sendTo,
  type AnyActorRef,
  type EventObject,
  type MachineContext,
  type ParameterizedObject,
} from 'xstate';
import type { Failure, FailureKind, Result } from './domain';

/** Calls whose failures can reach the error channel, by the name the app and toasts know them. */
export type CallName =
  | 'checkToken'
  | 'getPlaceInfo'
  | 'getOptions'
  | 'getServerDate'
  | 'getPlaces'
  | 'sendContact'
  | 'getCredit'
  | 'getConsents'
  | 'emptyCart'
  | 'getCart'
  | 'addToCart'
  | 'removeFromCart'
  | 'resumeCart';

/** A catalogue message id a machine may ask the error channel to show instead of the generic one. */
export type FailureText = 'nepavyko_prisijungti' | 'sesija_baigesi';

/** What a machine tells the app about its calls. */
export type CallReport =
  | { type: 'call.failed'; call: CallName; failure: Failure; text?: FailureText }
  | { type: 'call.succeeded'; call: CallName };

/** A call a machine makes, as a placeholder the app root provides (fails until provided). */
export function call<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
}

/**
 * What an invoked call resolves or rejects with: an ok Result's data, or its Failure thrown. A
 * cancelled call never settles: whoever aborted it has stopped listening (and an actor that React
 * stops and starts again in development must not hear the old call's abort as a failure).
 */
export async function settle<T>(result: Promise<Result<T>>): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.data;
  if (settled.error === 'cancelled') return new Promise<never>(() => {});
  throw settled;
}

const KINDS: readonly FailureKind[] = ['connection', 'server', 'unreadable', 'cancelled'];

export function isFailure(value: unknown): value is Failure {
  if (typeof value !== 'object' || value === null) return false;
  const { ok, error, message } = value as Partial<Failure>;
  return (
    ok === false &&
    typeof error === 'string' &&
    KINDS.includes(error) &&
    typeof message === 'string'
  );
}

/**
 * Whatever an invoked call rejected with, as a Failure: a wire Failure as it is; anything thrown
 * (a broken actor, a bug) as a server failure with no message of the server's own.
 */
export function failureOf(error: unknown): Failure {
  return isFailure(error) ? error : { ok: false, error: 'server', message: '' };
}

/** For `onError`: `assign({ failure: failureFrom })`. */
export const failureFrom = ({ event }: { event: { error: unknown } }): Failure =>
  failureOf(event.error);

/**
 * The app machine (systemId `app`), the parent of every long-lived actor, which reports go to. A
 * machine run on its own, as in its tests, has no app.
 */
export const appOf = (system: { get(systemId: string): AnyActorRef | undefined }) =>
  system.get('app');

/** Where reports go: the app, or (a machine run on its own) back to itself, which ignores them. */
export const reportee = ({
  system,
  self,
}: {
  system: Parameters<typeof appOf>[0];
  self: AnyActorRef;
}) => appOf(system) ?? self;

/** For `onError`: tell the app's error channel that `call` failed (optionally with its own text). */
export const reportFailure = <
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TParams extends ParameterizedObject['params'] | undefined,
  TEvent extends EventObject,
>(
  callName: CallName,
  text?: FailureText,
) =>
  sendTo<TContext, TExpressionEvent, TParams, AnyActorRef, TEvent>(
    reportee,
    ({ event }: { event: TExpressionEvent }): CallReport => ({
      type: 'call.failed',
      call: callName,
      failure: failureOf((event as { error?: unknown }).error),
      ...(text ? { text } : {}),
    }),
  );

/** For `onDone`: the call works again, so an earlier report of its failure is out of date. */
export const reportSuccess = <
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TParams extends ParameterizedObject['params'] | undefined,
  TEvent extends EventObject,
>(
  callName: CallName,
) =>
  sendTo<TContext, TExpressionEvent, TParams, AnyActorRef, TEvent>(reportee, (): CallReport => ({
    type: 'call.succeeded',
    call: callName,
  }));
