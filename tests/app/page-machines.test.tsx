/**
 * A machine only one page uses is that page's (docs/architecture.md, "Lifetimes"): the balance
 * page's top-up starts as the page opens and goes as it goes, with what was typed; a sign-out
 * takes the user off the page, and with it what the page held. The real root, machines and wire
 * against the simulator. (Its 401 still ending the session: tests/app/session-ends.test.tsx.)
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { navigate } from 'wouter/use-browser-location';
import { portalForFile } from '../views/support/portal';

const portal = portalForFile();
const userEvent = userEventLib.setup({ delay: null });
const WAIT = { timeout: 10_000 };
const FIELD = { name: 'Papildymo suma, €' };

const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function typeAmount(typed: string) {
  const field = await screen.findByRole('textbox', FIELD, WAIT);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(typed);
  expect(field).toHaveValue(typed);
}

describe("the balance page's top-up is the page's", () => {
  it('what was typed goes with the page: back on it, the amount starts at 10 again', async () => {
    portal.render({ path: '/balansas', token: portal.sim.login('demo@example.lt', 'demo123') });
    await typeAmount('25');
    act(() => navigate('/'));
    await waitFor(() => expect(screen.queryByRole('textbox', FIELD)).toBeNull(), WAIT);
    act(() => navigate('/balansas'));
    expect(await screen.findByRole('textbox', FIELD, WAIT)).toHaveValue('10');
  });

  it('a sign-out drops what the page held: signed in again, the amount starts at 10', async () => {
    portal.render({ path: '/balansas', token: portal.sim.login('demo@example.lt', 'demo123') });
    await typeAmount('25');
    await userEvent.click(await screen.findByRole('button', { name: 'Atsijungti' }, WAIT));
    await waitFor(() => expect(window.location.pathname).toBe('/'), WAIT);
    // back through the login page, which sends the user on to the page they asked for
    act(() => navigate('/balansas'));
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Prisijungimas' }, WAIT);
    await fill(field(main, 'El. paštas'), 'demo@example.lt');
    await fill(field(main, 'Slaptažodis'), 'demo123');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('textbox', FIELD, WAIT)).toHaveValue('10');
    // a sign-out, a login and two pages on a loaded machine: more than the suite's 15 s
  }, 40_000);
});
