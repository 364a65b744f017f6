import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Failure } from '../../machines/domain';
import { selectTermsFailed, selectTermsHtml, termsMachine } from '../../machines/terms';

const failure: Failure = { ok: false, error: 'connection', message: '' };

describe('terms: loaded on first request, then kept', () => {
  it('loads once, however often the viewer opens', async () => {
    const getTerms = vi.fn(async () => '<p>Taisyklės</p>');
    const actor = createActor(
      termsMachine.provide({ actors: { getTerms: fromPromise(getTerms) } }),
    ).start();
    expect(getTerms).not.toHaveBeenCalled();
    actor.send({ type: 'terms.requested' });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'terms.requested' });
    expect(selectTermsHtml(snapshot)).toBe('<p>Taisyklės</p>');
    expect(getTerms).toHaveBeenCalledTimes(1);
  });

  it('a failed load says so; asking again retries', async () => {
    const answers = [Promise.reject(failure), Promise.resolve('<p>ok</p>')];
    answers[0]?.catch(() => {});
    const actor = createActor(
      termsMachine.provide({ actors: { getTerms: fromPromise(() => answers.shift()!) } }),
    ).start();
    actor.send({ type: 'terms.requested' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(selectTermsFailed(failed)).toBe(true);
    actor.send({ type: 'terms.requested' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectTermsHtml(loaded)).toBe('<p>ok</p>');
  });
});
