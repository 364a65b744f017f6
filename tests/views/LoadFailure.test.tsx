import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalForFile } from './support/portal';

/**
 * Code fetched on demand that does not arrive (src/ui/LoadBoundary): the page says so in place of
 * what failed, keeps everything else, and fetches again on a retry. A file of its own: a page is
 * loaded once per module graph.
 */
const network = await vi.hoisted(async () => {
  const { flakyNetwork } = await import('./support/flakyNetwork');
  return flakyNetwork();
});

// While the network is down, these modules fail to arrive, as a lost connection makes them. Each
// test fetches another, since what arrived once stays for the rest of the file.
vi.mock('../../src/views/NotFound/NotFoundPage', (original) => network.arrive(original));
vi.mock('../../src/views/LostPassword/LostPasswordPage', (original) => network.arrive(original));
vi.mock('../../src/views/Cart/UserCart', (original) => network.arrive(original));
vi.mock('../../src/views/Account/AccountDialogs', (original) => network.arrive(original));

const portal = portalForFile();

/**
 * React reports on the console each error a boundary caught: here, every error was caught, and
 * by a LoadBoundary (an error none catches takes the whole page down).
 */
function caughtErrors() {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => {
    const reports = consoleError.mock.calls.map((args) => args.map(String).join(' '));
    consoleError.mockRestore();
    return (
      reports.length > 0 && reports.every((text) => text.includes('you provided, LoadBoundary'))
    );
  };
}

describe('code that does not arrive', () => {
  it('a page says so in its place, under the header that stays, and a retry brings it', async () => {
    const allCaught = caughtErrors();
    network.down = true;
    portal.render({ path: '/nera-tokio' });
    expect(await screen.findByRole('heading', { name: 'Nepavyko įkelti puslapio' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Patikrinkite interneto ryšį');
    expect(screen.getByRole('banner')).toBeVisible();

    network.down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await screen.findByRole('heading', { name: 'Puslapis nerastas' })).toBeVisible();
    expect(screen.queryByTestId('load-failed')).toBeNull();
    expect(allCaught()).toBe(true);
  });

  it('another address forgets a page that failed', async () => {
    const allCaught = caughtErrors();
    network.down = true;
    portal.render({ path: '/priminti-slaptazodi' });
    await screen.findByRole('heading', { name: 'Nepavyko įkelti puslapio' });

    await userEvent.click(within(screen.getByRole('banner')).getAllByRole('link')[0]!);
    expect(await screen.findByTestId('board')).toBeVisible();
    expect(screen.queryByTestId('load-failed')).toBeNull();
    expect(allCaught()).toBe(true);
  });

  it('a dialog that cannot open says so over the page, closes, and comes on a retry', async () => {
    const allCaught = caughtErrors();
    network.down = true;
    portal.render();
    await screen.findByTestId('board');
    await userEvent.click(screen.getByRole('button', { name: 'Registruotis' }));
    expect(await screen.findByTestId('load-failed')).toHaveTextContent(
      'Nepavyko įkelti šios dalies',
    );
    expect(screen.getByTestId('board')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Uždaryti' }));
    expect(screen.queryByTestId('load-failed')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Registruotis' }));
    await screen.findByTestId('load-failed');
    network.down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await screen.findByRole('dialog', { name: 'Registracija' })).toBeVisible();
    expect(screen.queryByTestId('load-failed')).toBeNull();
    expect(allCaught()).toBe(true);
  });

  it("a signed-in user's cart panel says so in its place, beside the board, and a retry brings it", async () => {
    const allCaught = caughtErrors();
    network.down = true;
    portal.render({ token: await portal.logIn() });
    expect(await screen.findByTestId('load-failed')).toHaveTextContent(
      'Nepavyko įkelti šios dalies',
    );
    expect(await screen.findByTestId('board')).toBeVisible();

    network.down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    await waitFor(() => expect(screen.queryByTestId('load-failed')).toBeNull());
    expect(allCaught()).toBe(true);
  });
});
