import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { portalForFile } from './support/portal';

/**
 * Start-up's retry screen on the real root, its machines and the wire against the simulator
 * (SPEC §4, docs/rules.md): a failed start-up call is worded by its cause, never as the visitor's
 * connection when the server is at fault; a retry brings the board once the call answers, and
 * keeps the screen while it still fails; without the site options there is no phone to offer.
 * What needs a browser stays in e2e/startup.spec.ts: a connection the browser itself drops, the
 * shell while start-up runs, and the language switch on the retry screen.
 */
const portal = portalForFile();
const userEvent = userEventLib.setup({ delay: null });

const wording = {
  connection: 'Patikrinkite interneto ryšį ir bandykite dar kartą.',
  server: 'Svetainės serveris laikinai neveikia. Bandykite dar kartą po kelių minučių.',
  unreadable:
    'Svetainės serveris atsakė netikėtai, todėl jos įkelti nepavyko. Bandykite dar kartą vėliau.',
} as const;

const retry = () => screen.findByRole('button', { name: 'Bandyti dar kartą' });

async function expectRetryScreen() {
  expect(
    await screen.findByRole('heading', { name: 'Nepavyko įkelti svetainės' }),
  ).toBeInTheDocument();
  expect(await retry()).toBeInTheDocument();
}

/** The first venue's board, its courts' columns. */
async function expectBoard() {
  const board = await screen.findByTestId('board');
  expect(
    within(board)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual([
    'Laikas',
    'Teniso aikštelė 1',
    'Teniso aikštelė 2',
    'Teniso aikštelė 3',
    'Badmintono aikštelė 1',
    'Badmintono aikštelė 2',
  ]);
  expect(screen.queryByRole('heading', { name: 'Nepavyko įkelti svetainės' })).toBeNull();
}

describe('start-up that fails', () => {
  const failures = [
    { call: 'site options', match: 'get_savitarna_options', kind: '500', says: 'server' },
    { call: 'server date', match: 'get_savitarna_date', kind: 'malformed', says: 'unreadable' },
  ] as const;
  for (const failure of failures) {
    it(`a failed ${failure.call} call (${failure.kind}) is worded by its cause, and a retry brings the board`, async () => {
      portal.sim.setScenario({
        failures: [{ match: failure.match, kind: failure.kind, times: 1 }],
      });
      portal.render();
      await expectRetryScreen();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(await screen.findByTestId('startup-failure')).toHaveTextContent(wording[failure.says]);
      expect(screen.queryByText(wording.connection)).toBeNull();
      await userEvent.click(await retry());
      await expectBoard();
    });
  }

  it('the same options call is worded by its failure: 500, then a dropped connection', async () => {
    portal.sim.setScenario({ failures: [{ match: 'get_savitarna_options', kind: '500' }] });
    portal.render();
    expect(await screen.findByTestId('startup-failure')).toHaveTextContent(wording.server);

    portal.sim.setScenario({ failures: [{ match: 'get_savitarna_options', kind: 'drop' }] });
    await userEvent.click(await retry());
    await expect
      .poll(() => screen.queryByTestId('startup-failure')?.textContent)
      .toBe(wording.connection);
  });

  it('a lasting failure keeps the retry screen after each retry, until the call answers', async () => {
    portal.sim.setScenario({ failures: [{ match: 'get_savitarna_options', kind: 'schema' }] });
    portal.render();
    await expectRetryScreen();
    await userEvent.click(await retry());
    await expectRetryScreen();

    portal.sim.setScenario({ failures: [] });
    await userEvent.click(await retry());
    await expectBoard();
  });

  it('without the site options, the retry screen offers the languages but no phone', async () => {
    portal.sim.setScenario({ failures: [{ match: 'get_savitarna_options', kind: '500' }] });
    portal.render();
    await expectRetryScreen();
    expect(screen.getByRole('navigation', { name: 'Kalba' })).toBeInTheDocument();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
