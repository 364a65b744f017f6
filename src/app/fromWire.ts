import { fromPromise } from 'xstate';
import { settle, type CallOptions, type Result } from '../../machines/domain';

/**
 * An invoked call on the wire: resolves with the data, rejects with the Failure (machines/domain.ts),
 * and aborts the request when the machine leaves the state that invoked it.
 */
export const fromWire = <TOutput, TInput>(
  send: (input: TInput, opts: CallOptions) => Promise<Result<TOutput>>,
) => fromPromise<TOutput, TInput>(({ input, signal }) => settle(send(input, { signal })));
