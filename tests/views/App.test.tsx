import { describe, expect, it } from 'vitest';
import { portalForFile } from './support/portal';
import { act, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import userEvent from '@testing-library/user-event';

/**
 * The real app root, machines and wire against the simulator over HTTP, rendered in jsdom: what
 * a customer sees at start-up, on a failed start-up, and when switching language.
 */
const portal = portalForFile();

const renderPortal = portal.render;

describe('App', () => {
  it('shows the venue tabs and the board for the server date once start-up is done', async () => {
    renderPortal();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Sporto centras Žalgiris',
      'Teniso arena',
      'Padelio klubas',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const board = await screen.findByTestId('board');
    expect(within(board).getByRole('rowheader', { name: '07:00' })).toBeInTheDocument();
    expect(within(board).getByRole('rowheader', { name: '23:00' })).toBeInTheDocument();
    expect(within(board).getByText(/2026 m\. lapkričio 21 d\., šeštadienis/)).toBeInTheDocument();
  });

  it('shows a retry screen in the user’s language when start-up fails, and recovers', async () => {
    portal.sim.setScenario({
      failures: [{ match: 'get_savitarna_options', kind: '500', times: 1 }],
    });
    renderPortal({ locale: 'en' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'The site could not be loaded' })).toBeVisible();
    await userEvent.click(retry);
    expect(await screen.findAllByRole('tab')).toHaveLength(3);
  });

  it('clears a stale token at start-up and shows the visitor’s user bar', async () => {
    const store = renderPortal({ token: 'stale-token' });
    expect(await screen.findByRole('link', { name: 'Prisijungti' })).toBeVisible();
    expect(store.storedToken()).toBeNull();
  });

  it('switches language and remembers the choice', async () => {
    const store = renderPortal();
    await screen.findAllByRole('tab');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Court availability' })).toBeVisible();
    expect(store.storedLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('survives React StrictMode’s rehearsal: start-up aborted by the rehearsal is not a failure', async () => {
    renderPortal({ strict: true, token: 'stale-token' });
    expect(await screen.findAllByRole('tab')).toHaveLength(3);
    expect(await screen.findByTestId('board')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bandyti dar kartą' })).toBeNull();
  });

  it('says in the user’s language that a stored token could not be used', async () => {
    renderPortal({ token: 'stale-token', locale: 'en' });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Could not log in');
  });

  it('keeps the board across pages: coming back shows the day at once', async () => {
    renderPortal();
    await screen.findByTestId('board');
    act(() => navigate('/mokejimas/sekminga-rezervacija'));
    await waitFor(() => expect(screen.queryByTestId('board')).toBeNull());
    act(() => navigate('/'));
    // no waiting: the board actor outlived the page and still holds the day
    expect(screen.getByTestId('board')).toBeInTheDocument();
  });
});
