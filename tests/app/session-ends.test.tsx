/**
 * A session the server has ended (a logout elsewhere, an expiry) is heard on the first call that
 * carries its token: that call's 401 ends the session in the portal too (docs/rules.md §8). The
 * whole portal (views, machines, wire) in jsdom against the simulator over HTTP, through the
 * same flows as the fault matrix (tests/faults/flows.tsx), for each kind of page that makes an
 * authorised call: the user is told once that the session ended, signed out, and the token is
 * forgotten; a users-only page sends them to log in and back.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FLOWS } from '../faults/flows';
import { faultHarnessForFile, userBar, type Harness } from '../faults/harness';
import type { CallName } from '../faults/matrix';
import { boardCell } from '../views/support/boardCell';

const harness = faultHarnessForFile();
const WAIT = { timeout: 10_000 };

/** Ends the session on the server, behind the portal's back. */
async function endSessionOnServer(h: Harness) {
  const token = h.stores.token;
  expect(token).not.toBeNull();
  const res = await fetch(`${h.fs.url}/api/v1/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok).toBe(true);
}

async function signedOut(h: Harness) {
  const toasts = await screen.findByRole('region', { name: h.t('pranesimai'), hidden: true }, WAIT);
  expect(await within(toasts).findByRole('alert', { hidden: true }, WAIT)).toHaveTextContent(
    h.t('sesija_baigesi'),
  );
  expect(
    await within(await userBar()).findByRole('link', { name: 'Prisijungti' }, WAIT),
  ).toBeVisible();
  expect(h.stores.token).toBeNull();
}

describe('a 401 ends the session', () => {
  const cases: Array<[string, CallName, string | null]> = [
    ['opening the orders', 'getOrders', '/uzsakymai'],
    ['opening the invoices', 'getInvoices', '/saskaitos'],
    ['switching the newsletter in the settings', 'setConsents', null],
    ['adding to the cart', 'createBasicCart', null],
    ['a top-up', 'createCart', null],
  ];
  for (const [what, call, usersOnly] of cases) {
    it(what, async () => {
      const h = harness();
      const flow = FLOWS[call];
      await flow.start(h);
      await endSessionOnServer(h);
      await flow.act(h);
      await signedOut(h);
      // a users-only page: the visitor the 401 made is sent to log in, and back after
      if (usersOnly) {
        expect(
          await screen.findByRole('heading', { level: 1, name: 'Prisijungimas' }, WAIT),
        ).toBeVisible();
        expect(`${window.location.pathname}${window.location.search}`).toBe(
          `/prisijungti?grizti=${encodeURIComponent(usersOnly)}`,
        );
      }
    });
  }

  it('a stored token the server no longer knows, at start-up: a visitor, the board shown', async () => {
    const h = harness();
    h.stores.token = await h.logIn();
    await endSessionOnServer(h);
    await h.open();
    expect(
      await within(await userBar()).findByRole('link', { name: 'Prisijungti' }, WAIT),
    ).toBeVisible();
    expect(h.stores.token).toBeNull();
    // the board is read as a visitor's
    const board = await screen.findByTestId('board', {}, WAIT);
    await waitFor(() =>
      expect(boardCell(board, 'Teniso aikštelė 1', '10:00')).toHaveAccessibleName(/Laisva$/),
    );
  });
});
