/**
 * The error channel's toasts as the user reads them (docs/rules.md §8 "Errors name their cause"):
 * the real view (src/views/Layout/Toasts.tsx) over the real toasts machine, in each language. The
 * app's hook is replaced by one over a toasts actor the test drives, so each failure is exactly
 * the one the wire would hand over.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { IntlProvider } from 'react-intl';
import { createActor } from 'xstate';
import type { Failure } from '../../machines/domain';
import { selectToasts, toastsMachine } from '../../machines/toasts';
import en from '../../messages/en.json';
import lt from '../../messages/lt.json';
import { Toasts } from '../../src/views/Layout/Toasts';

const channel = vi.hoisted(() => ({
  actor: null as null | ReturnType<typeof createActor<typeof toastsMachine>>,
}));

vi.mock('../../src/app/hooks', () => ({
  useToasts() {
    const actor = channel.actor!;
    const toasts = useSelector(actor, selectToasts);
    return { toasts, dismiss: (id: number) => actor.send({ type: 'toast.dismissed', id }) };
  },
}));

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  channel.actor = createActor(toastsMachine).start();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  channel.actor?.stop();
  warn.mockRestore();
});

function show(locale: 'lt' | 'en') {
  render(
    <IntlProvider locale={locale} messages={locale === 'lt' ? lt : en}>
      <Toasts />
    </IntlProvider>,
  );
  return (failure: Failure) =>
    channel.actor!.send({ type: 'call.failed', call: 'addToCart', failure });
}

const serverFailure: Failure = {
  ok: false,
  error: 'server',
  message: 'Simulated failure',
  status: 500,
};
const refusal: Failure = {
  ok: false,
  error: 'server',
  message: 'Laikas 10:00 jau užimtas',
  status: 409,
};

describe('toasts: the portal’s sentence leads, the server’s words only for a refusal', () => {
  it('a 500 says the Lithuanian sentence, never the server’s English; the console gets it', async () => {
    const told = show('lt');
    told(serverFailure);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Serverio klaida. Bandykite vėliau.');
    expect(toast).not.toHaveTextContent('Simulated failure');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('Simulated failure');
  });

  it('in English, the English sentence, still without the server’s text', async () => {
    const told = show('en');
    told(serverFailure);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('The server failed. Please try again later.');
    expect(toast).not.toHaveTextContent('Simulated failure');
  });

  it('a 409 refusal leads with the portal’s sentence and shows the venue’s words under it', async () => {
    const told = show('lt');
    told(refusal);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(/^Rezervacijų sistema to padaryti neleido\./);
    expect(within(toast).getByText('Laikas 10:00 jau užimtas')).toBeVisible();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a lost connection and an unreadable answer each say their own cause', async () => {
    const told = show('lt');
    told({ ok: false, error: 'connection', message: '' });
    told({ ok: false, error: 'unreadable', message: 'Unexpected end of JSON', status: 200 });
    const [lost, unreadable] = await screen.findAllByRole('alert');
    expect(lost).toHaveTextContent(/^Ryšio klaida$/);
    expect(unreadable).toHaveTextContent(/^Serverio atsakymo nepavyko perskaityti/);
    expect(unreadable).not.toHaveTextContent('Unexpected end of JSON');
  });
});
