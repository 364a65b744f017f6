import { Profiler, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { boardCell } from './support/boardCell';
import { portalForFile } from './support/portal';

/**
 * The cart's views on the real root, machines and wire against the simulator (its clock fixed at
 * Saturday 2026-11-21 09:30 in Vilnius): the panel, the yes/no after adding, the cart dialog with
 * remove-after-asking, the pay dialog, the countdown at 00:00, the hold warning, and that the
 * ticking countdown never re-renders the board.
 */

/** Every commit of the board's grid, counted by a Profiler around it. */
const gridCommits = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/views/Board/BoardGrid', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/views/Board/BoardGrid')>();
  return {
    ...original,
    BoardGrid: (props: ComponentProps<typeof original.BoardGrid>) => (
      <Profiler id="grid" onRender={() => (gridCommits.count += 1)}>
        <original.BoardGrid {...props} />
      </Profiler>
    ),
  };
});

const portal = portalForFile();

afterEach(() => {
  vi.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;

/** Signs the demo user in, opens Home and puts Teniso aikštelė 1 at `time` for 30 min in the cart. */
async function addHalfHour(user: User, time = '10:00') {
  const table = await screen.findByTestId('board');
  await user.click(boardCell(table, 'Teniso aikštelė 1', time));
  const dialog = await screen.findByRole('dialog', { name: 'Teniso aikštelė 1' });
  // the first length: half an hour
  const [first] = await within(dialog).findAllByRole('button', {
    name: new RegExp(`^Pasirinkti ${time}–`),
  });
  await user.click(first!);
  return screen.findByRole('dialog', { name: 'Laikas įdėtas į krepšelį' });
}

const panel = () => screen.getByRole('region', { name: 'Krepšelis' });
const timer = (within_: HTMLElement) => within(within_).getByRole('timer');
/** '14:59' → 899 */
const seconds = (mmss: string | null) => {
  const [m, s] = (mmss ?? '').split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

describe('Cart panel and dialogs', () => {
  it('shows nothing to visitors', async () => {
    portal.render();
    await screen.findByTestId('board');
    expect(screen.queryByRole('region', { name: 'Krepšelis' })).toBeNull();
  });

  it('adds, asks choose-more-or-cart, and lists the time with venue, court, date and price', async () => {
    portal.render({ token: await portal.logIn() });
    const user = userEvent.setup();
    await waitFor(() => expect(panel()).toHaveTextContent('Krepšelis tuščias'));
    // nothing held: no cart button
    expect(within(panel()).queryByRole('button', { name: /Peržiūrėti krepšelį/ })).toBeNull();

    const added = await addHalfHour(user);
    await user.click(within(added).getByRole('button', { name: 'Pasirinkti daugiau' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const items = within(panel()).getByRole('list', { name: 'Krepšelio laikai' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(1);
    expect(items).toHaveTextContent('Sporto centras Žalgiris');
    expect(items).toHaveTextContent('Teniso aikštelė 1, 30 min');
    expect(items).toHaveTextContent('2026 m. lapkričio 21 d., šeštadienis, 10:00–10:30');
    expect(items).toHaveTextContent('7,00 €');
    expect(panel()).toHaveTextContent('Iš viso7,00 €');
    expect(timer(panel()).textContent).toMatch(/^1[45]:\d\d$/);

    await user.click(within(panel()).getByRole('button', { name: 'Peržiūrėti krepšelį (1)' }));
    const cart = await screen.findByRole('dialog', { name: 'Krepšelis' });
    expect(within(cart).getAllByTestId('cart-item')).toHaveLength(1);
  });

  it('asks before removing: "no" keeps the time, "yes" removes it as the server has it', async () => {
    portal.render({ token: await portal.logIn() });
    const user = userEvent.setup();
    await user.click(
      within(await addHalfHour(user)).getByRole('button', { name: 'Pasirinkti daugiau' }),
    );
    const again = await addHalfHour(user, '10:30');
    await user.click(within(again).getByRole('button', { name: 'Eiti į krepšelį' }));
    const cart = await screen.findByRole('dialog', { name: 'Krepšelis' });
    expect(within(cart).getAllByTestId('cart-item')).toHaveLength(2);
    expect(cart).toHaveTextContent('Iš viso14,00 €');

    await user.click(within(cart).getAllByRole('button', { name: /^Pašalinti: / })[1]!);
    const question = within(cart).getByRole('group');
    expect(question).toHaveTextContent('Pašalinti šį laiką iš krepšelio?');
    expect(within(question).getByRole('button', { name: 'Ne, palikti' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Ne, palikti' }));
    expect(within(cart).queryByRole('group')).toBeNull();
    expect(within(cart).getAllByTestId('cart-item')).toHaveLength(2);
    // focus is back on the button that asked, not lost to the page or sent to the dialog's top
    expect(within(cart).getAllByRole('button', { name: /^Pašalinti: / })[1]).toHaveFocus();

    await user.click(within(cart).getAllByRole('button', { name: /^Pašalinti: / })[1]!);
    await user.click(within(cart).getByRole('button', { name: 'Taip, pašalinti' }));
    await waitFor(() => expect(within(cart).getAllByTestId('cart-item')).toHaveLength(1));
    expect(cart).toHaveTextContent('Iš viso7,00 €');
  });

  it('closes the cart dialog when the last time is removed', async () => {
    portal.render({ token: await portal.logIn() });
    const user = userEvent.setup();
    await user.click(
      within(await addHalfHour(user)).getByRole('button', { name: 'Eiti į krepšelį' }),
    );
    const cart = await screen.findByRole('dialog', { name: 'Krepšelis' });
    await user.click(within(cart).getByRole('button', { name: /^Pašalinti: / }));
    await user.click(within(cart).getByRole('button', { name: 'Taip, pašalinti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(panel()).toHaveTextContent('Krepšelis tuščias');
    expect(within(panel()).queryByRole('button', { name: /Peržiūrėti krepšelį/ })).toBeNull();
  });

  it('pays by credits: the pay dialog shows the balance, then closes; the success notice stays until dismissed', async () => {
    portal.render({ token: await portal.logIn() });
    const user = userEvent.setup();
    await user.click(
      within(await addHalfHour(user)).getByRole('button', { name: 'Eiti į krepšelį' }),
    );
    const cart = await screen.findByRole('dialog', { name: 'Krepšelis' });
    await user.click(within(cart).getByRole('button', { name: 'Rezervuoti' }));
    const pay = await screen.findByRole('dialog', { name: 'Apmokėjimas' });
    const methods = within(pay).getByRole('radiogroup', { name: 'Kaip mokėsite?' });
    expect(within(methods).getByRole('radio', { name: /Internetinė bankininkystė/ })).toBeChecked();
    await user.click(within(methods).getByRole('radio', { name: /Kreditai/ }));
    expect(pay).toHaveTextContent('Jūsų balansas: 50,00 €');
    await user.click(within(pay).getByRole('button', { name: 'Apmokėti 7,00 €' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const notice = within(panel()).getByRole('status', { name: '' });
    expect(notice).toHaveTextContent('Apmokėjimas sėkmingas');
    expect(panel()).toHaveTextContent('Krepšelis tuščias');
    await user.click(within(panel()).getByRole('button', { name: 'Uždaryti' }));
    expect(panel()).not.toHaveTextContent('Apmokėjimas sėkmingas');
  });

  it('says in place by how much the balance is short, sends nothing, and keeps the cart', async () => {
    portal.sim.setScenario({ balances: { 'demo@example.lt': 699 } });
    portal.render({ token: await portal.logIn() });
    const user = userEvent.setup();
    await user.click(
      within(await addHalfHour(user)).getByRole('button', { name: 'Eiti į krepšelį' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Krepšelis' })).getByRole('button', {
        name: 'Rezervuoti',
      }),
    );
    const pay = await screen.findByRole('dialog', { name: 'Apmokėjimas' });
    await user.click(within(pay).getByRole('radio', { name: /Kreditai/ }));
    await user.click(within(pay).getByRole('button', { name: 'Apmokėti 7,00 €' }));
    const said = await within(pay).findByRole('alert');
    expect(said).toHaveTextContent('Jūsų balanso trūksta 0,01 €, kad apmokėtumėte kreditais.');
    expect(within(said).getByRole('link', { name: 'Papildyti balansą' })).toHaveAttribute(
      'href',
      '/balansas',
    );
    expect(portal.sim.requests.filter((r) => r.path.includes('/user_account_order'))).toEqual([]);
    expect(within(pay).getByRole('button', { name: 'Apmokėti 7,00 €' })).toBeEnabled();
    // closing the dialog takes its message with it; the cart is as it was
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(panel()).getAllByTestId('cart-item')).toHaveLength(1);
  });
});

describe('Cart countdown', () => {
  /** The actor clock's timers are faked; they still move with real time, so HTTP goes on. */
  const fakeClock = () =>
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  /**
   * On the faked clock, the demo user signed in puts half an hour in the cart and answers the
   * "added" question: chooses more (back on the board) or goes to the cart. Returns the user,
   * whose clicks move with the faked clock.
   */
  async function halfHourHeld(
    answer: 'Pasirinkti daugiau' | 'Eiti į krepšelį' = 'Pasirinkti daugiau',
  ) {
    fakeClock();
    portal.render({ token: await portal.logIn() });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(await addHalfHour(user)).getByRole('button', { name: answer }));
    return user;
  }

  it('ticks without re-rendering the board', async () => {
    await halfHourHeld();
    // the board has read its day again with the time in the cart: settled
    const table = await screen.findByTestId('board');
    await waitFor(() =>
      expect(boardCell(table, 'Teniso aikštelė 1', '10:00')).toHaveAccessibleName(
        'Teniso aikštelė 1, 10:00: Krepšelyje',
      ),
    );
    const before = seconds(timer(panel()).textContent);
    const commits = gridCommits.count;

    await advance(5_000);
    expect(seconds(timer(panel()).textContent)).toBeLessThanOrEqual(before - 5);
    expect(gridCommits.count).toBe(commits);
  });

  it("counts down once on a wide screen: the phone's cart bar is not drawn there", async () => {
    await halfHourHeld();
    await waitFor(() => expect(timer(panel())).toBeVisible());
    // long enough for the bar's own code to have come, were it wanted (jsdom matches no phone)
    await advance(2_000);
    expect(screen.queryByTestId('cart-bar')).toBeNull();
    expect(screen.getAllByRole('timer')).toHaveLength(1);
  });

  it('at 00:00 shows the times as released and disables reserve', async () => {
    portal.sim.setScenario({ cartHoldSeconds: 3 });
    await halfHourHeld('Eiti į krepšelį');
    const cart = await screen.findByRole('dialog', { name: 'Krepšelis' });
    expect(within(cart).getByRole('button', { name: 'Rezervuoti' })).toBeEnabled();

    await advance(4_000);
    expect(within(cart).getByRole('status')).toHaveTextContent(
      'Rezervavimo laikas baigėsi – laikai atlaisvinti',
    );
    expect(within(cart).queryByRole('timer')).toBeNull();
    expect(within(cart).getByTestId('cart-item')).toHaveTextContent('Atlaisvinta');
    expect(within(cart).getByRole('button', { name: 'Rezervuoti' })).toBeDisabled();
  });

  it('warns a minute before the end with an alert that extends the hold', async () => {
    portal.sim.setScenario({ cartHoldSeconds: 70 });
    const user = await halfHourHeld();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();

    await advance(10_000);
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(/^Jūsų rezervacija baigsis po 01:00|00:5\d/);
    expect(seconds(timer(warning).textContent)).toBeLessThanOrEqual(60);

    await user.click(within(warning).getByRole('button', { name: 'Pratęsti' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // the simulator's clock stands still: the new expiration is 70 s from its now again
    expect(seconds(timer(panel()).textContent)).toBeGreaterThan(60);
  });
});
