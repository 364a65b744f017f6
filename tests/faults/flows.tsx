/**
 * Per call of the matrix, the user's flow that makes it, driven through the real portal with
 * Testing Library: where it starts, the action that sends the call, what shows the portal is
 * working while the answer is held, what the user typed that must survive a failure, how they try
 * again, and what success looks like.
 */
import { expect } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { boardCell } from '../views/support/boardCell';
import { field, type Harness } from './harness';
import type { CallName } from './matrix';

export interface Flow {
  /** the call is made while the portal starts: the fault is forced before `act` opens it */
  atStartup?: boolean;
  /** renders the portal and walks to the moment before the call (skipped `atStartup`) */
  start(h: Harness): Promise<void>;
  /** the user's action that makes the call */
  act(h: Harness): Promise<void>;
  /** while the answer is held: the portal shows it is working */
  busy(h: Harness): Promise<void>;
  /** after a silent failure: what the screen shows instead of data */
  failedQuietly?(h: Harness): Promise<void>;
  /** after a failure: what the user typed is still there */
  kept?(h: Harness): void;
  /** how the user tries again once the fault is lifted */
  retry(h: Harness): Promise<void>;
  /** the call's success, as the user sees it */
  done(h: Harness): Promise<void>;
  /**
   * a faked success (the `schema` fault on a call that reads nothing from its answer) changed
   * nothing on the server, so the user does it again to see it done
   */
  redoAfterAccepted?: boolean;
}

const WAIT = { timeout: 10_000 };
const noop = async () => {};

/** The start-up calls: the portal opens, fails to start, and starts on "Try again". */
const startupFlow: Flow = {
  atStartup: true,
  start: noop,
  act: (h) => h.open(),
  busy: async (h) => {
    expect(await screen.findByText(h.t('startup_loading'), {}, WAIT)).toBeVisible();
  },
  retry: async (h) => {
    await h.user.click(screen.getByRole('button', { name: h.t('bandyti_dar') }));
  },
  done: async () => {
    expect(await screen.findAllByRole('tab', {}, WAIT)).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('board')).toBeInTheDocument(), WAIT);
  },
};

const DEMO = 'demo@example.lt';

/** Types into a field as one input (a paste): the field, react-aria and the machine see it. */
async function fill(h: Harness, input: HTMLElement, text: string) {
  await h.user.click(input);
  await h.user.paste(text);
}

const main = () => screen.findByRole('main', {}, WAIT);
const bar = () => screen.findByRole('navigation', { name: 'Paskyra' }, WAIT);

/** The button shows it is working (react-aria's pending state). */
const pending = async (name: string | RegExp, scope?: HTMLElement) => {
  const button = (scope ? within(scope) : screen).getByRole('button', { name, hidden: true });
  await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'), WAIT);
};

const signedIn = async () => {
  expect(
    await within(await bar()).findByRole('button', { name: 'Atsijungti' }, WAIT),
  ).toBeVisible();
};

/** Opening the page again: the browser's reload, the retry for calls the page makes on opening. */
async function reload(h: Harness, path: string) {
  cleanup();
  await h.open({ path });
}

/**
 * The test's own request to set the scene. Node's fetch pools connections with the portal's, and
 * a `drop` cell just before may have left one closed under it: a network error is tried again once.
 */
async function setUp(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** A cart held by the demo user with Teniso aikštelė 1 at 10:00 for 30 min, as the portal keeps it. */
async function heldCart(h: Harness): Promise<string> {
  const token = h.stores.token ?? (h.stores.token = await h.logIn(DEMO));
  const auth = { Authorization: `Bearer ${token}` };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const made = await setUp(`${h.fs.url}/api/v2/basic-carts`, {
    method: 'POST',
    headers: { ...auth, ...form },
    body: '',
  });
  const code = ((await made.json()) as { data: { code: string } }).data.code;
  const added = await setUp(`${h.fs.url}/api/v2/carts/${code}/court-reservations-add`, {
    method: 'POST',
    headers: { ...auth, ...form },
    body: new URLSearchParams({
      courtID: '101',
      date: '2026-11-21',
      time: '10:00',
      durationMins: '30',
      clientID: '1001',
    }).toString(),
  });
  expect(added.status).toBe(200);
  h.stores.cart = code;
  return code;
}

// ---- board and cart ----------------------------------------------------------------------------

/** The board's cell for a court and a time (the board on screen). */
function slotAt(court: string, time: string): HTMLElement {
  return boardCell(screen.getByTestId('board'), court, time);
}

const board = () => screen.findByTestId('board', {}, WAIT);
const slotDialog = () => screen.findByRole('dialog', { name: 'Teniso aikštelė 1' }, WAIT);

async function openSlot(h: Harness, time = '10:00') {
  await board();
  await h.user.click(slotAt('Teniso aikštelė 1', time));
  return slotDialog();
}

/** The first length of the open slot dialog (half an hour). */
const firstLength = async (time = '10:00') => {
  const [first] = await within(await slotDialog()).findAllByRole(
    'button',
    { name: new RegExp(`^Pasirinkti ${time}–`) },
    WAIT,
  );
  return first!;
};

/** Signed in, the slot dialog open at 10:00: choosing a length makes the add. */
const addFlow: Flow = {
  start: async (h) => {
    await h.open({ as: DEMO });
    await openSlot(h);
    await firstLength();
  },
  act: async (h) => h.user.click(await firstLength()),
  busy: async (h) => {
    // in the cart panel, and said in the slot dialog that waits for the answer
    const [said] = await screen.findAllByText(h.t('cart_adding'), { exact: false }, WAIT);
    expect(said).toBeVisible();
  },
  retry: async (h) => {
    // a failure is told in the slot dialog, which stays open for another choice
    if (!screen.queryByRole('dialog', { name: 'Teniso aikštelė 1' })) await openSlot(h);
    await h.user.click(await firstLength());
  },
  done: async (h) => {
    expect(
      await screen.findByRole('dialog', { name: h.t('cart_added_title') }, WAIT),
    ).toBeVisible();
  },
};

const panel = () => screen.findByRole('region', { name: 'Krepšelis' }, WAIT);

async function openCartDialog(h: Harness) {
  const button = await within(await panel()).findByRole(
    'button',
    { name: /^Peržiūrėti krepšelį/ },
    WAIT,
  );
  await h.user.click(button);
  return screen.findByRole('dialog', { name: 'Krepšelis' }, WAIT);
}

/** Signed in with a held time, the pay dialog open with `method` chosen. */
const payFlow = (method: 'Internetinė bankininkystė' | 'Kreditai', done: Flow['done']): Flow => ({
  start: async (h) => {
    await heldCart(h);
    await h.open();
    const cart = await openCartDialog(h);
    await h.user.click(within(cart).getByRole('button', { name: 'Rezervuoti' }));
    const pay = await screen.findByRole('dialog', { name: 'Apmokėjimas' }, WAIT);
    await h.user.click(within(pay).getByRole('radio', { name: new RegExp(`^${method}`) }));
  },
  act: async (h) => {
    const pay = screen.getByRole('dialog', { name: 'Apmokėjimas' });
    await h.user.click(within(pay).getByRole('button', { name: /^Apmokėti/ }));
  },
  busy: async () => {
    const pay = screen.getByRole('dialog', { name: 'Apmokėjimas' });
    await pending(/^Apmokėti/, pay);
  },
  kept: () => {
    const pay = screen.getByRole('dialog', { name: 'Apmokėjimas' });
    expect(within(pay).getByRole('radio', { name: new RegExp(`^${method}`) })).toBeChecked();
  },
  retry: async (h) => {
    const pay = screen.getByRole('dialog', { name: 'Apmokėjimas' });
    await h.user.click(within(pay).getByRole('button', { name: /^Apmokėti/ }));
  },
  done,
});

// ---- account forms -----------------------------------------------------------------------------

/** The login page with the demo user's e-mail and password typed: submitting makes the call. */
const loginFlow: Flow = {
  start: async (h) => {
    await h.open({ path: '/prisijungti' });
    const page = await main();
    await screen.findByRole('heading', { level: 1, name: 'Prisijungimas' }, WAIT);
    await fill(h, field(page, 'El. paštas'), DEMO);
    await fill(h, field(page, 'Slaptažodis'), 'demo123');
  },
  act: async (h) => h.user.click(within(await main()).getByRole('button', { name: 'Prisijungti' })),
  busy: async () => pending('Prisijungti', await main()),
  kept: () => {
    const page = screen.getByRole('main');
    expect(field(page, 'El. paštas')).toHaveValue(DEMO);
    expect(field(page, 'Slaptažodis')).toHaveValue('demo123');
  },
  retry: async (h) =>
    h.user.click(within(await main()).getByRole('button', { name: 'Prisijungti' })),
  done: signedIn,
};

const registerDialog = () => screen.findByRole('dialog', { name: 'Registracija' }, WAIT);

async function openRegister(h: Harness) {
  await h.open({ path: '/prisijungti' });
  await h.user.click(within(await bar()).getByRole('button', { name: 'Registruotis' }));
  return registerDialog();
}

const REGISTRATION = {
  Vardas: 'Ona',
  Pavardė: 'Onaitė',
  'El. paštas': 'ona@example.lt',
  Slaptažodis: 'slaptas1',
  'Pakartokite slaptažodį': 'slaptas1',
};

const registerFlow: Flow = {
  start: async (h) => {
    const dialog = await openRegister(h);
    for (const [label, value] of Object.entries(REGISTRATION)) {
      await fill(h, field(dialog, label), value);
    }
    await h.user.click(within(dialog).getByRole('checkbox', { name: 'Sutinku su taisyklėmis' }));
  },
  act: async (h) =>
    h.user.click(within(await registerDialog()).getByRole('button', { name: 'Registruotis' })),
  busy: async () => pending('Registruotis', await registerDialog()),
  kept: () => {
    const dialog = screen.getByRole('dialog', { name: 'Registracija' });
    for (const [label, value] of Object.entries(REGISTRATION)) {
      expect(field(dialog, label)).toHaveValue(value);
    }
  },
  retry: async (h) =>
    h.user.click(within(await registerDialog()).getByRole('button', { name: 'Registruotis' })),
  done: async (h) => {
    // signed in with the token the registration returned, or told to log in when none came
    await waitFor(() => {
      const done =
        screen.queryByRole('button', { name: 'Atsijungti' }) ??
        screen.queryByText(h.t('registracija_sekminga'), { exact: false });
      expect(done).not.toBeNull();
    }, WAIT);
  },
};

const adminDialog = () =>
  screen.findByRole('dialog', { name: 'Prisijungimas kito naudotojo vardu' }, WAIT);

const adminFlow: Flow = {
  start: async (h) => {
    await h.open({ path: '/prisijungti' });
    await bar();
    act(() => {
      fireEvent.keyDown(document, { code: 'KeyW', key: 'w', ctrlKey: true, altKey: true });
    });
    const dialog = await adminDialog();
    await fill(h, field(dialog, 'Administratoriaus el. paštas'), 'admin@example.lt');
    await fill(h, field(dialog, 'Slaptažodis'), 'admin123');
    await fill(h, field(dialog, 'Naudotojo ID'), '1001');
  },
  act: async (h) =>
    h.user.click(within(await adminDialog()).getByRole('button', { name: 'Prisijungti' })),
  busy: async () => pending('Prisijungti', await adminDialog()),
  kept: () => {
    const dialog = screen.getByRole('dialog', { name: 'Prisijungimas kito naudotojo vardu' });
    expect(field(dialog, 'Administratoriaus el. paštas')).toHaveValue('admin@example.lt');
    expect(field(dialog, 'Naudotojo ID')).toHaveValue('1001');
  },
  retry: async (h) =>
    h.user.click(within(await adminDialog()).getByRole('button', { name: 'Prisijungti' })),
  done: signedIn,
};

const contactDialog = () => screen.findByRole('dialog', { name: 'Susisiekite su mumis' }, WAIT);
const CONTACT = {
  Vardas: 'Ona',
  'Telefono numeris': '+37060000001',
  'El. paštas': 'ona@example.lt',
  Žinutė: 'Ar galima nuomotis raketes?',
};

const contactFlow: Flow = {
  start: async (h) => {
    await h.open();
    await board();
    await h.user.click(screen.getAllByRole('button', { name: 'Susisiekite' })[0]!);
    const dialog = await contactDialog();
    for (const [label, value] of Object.entries(CONTACT))
      await fill(h, field(dialog, label), value);
  },
  act: async (h) =>
    h.user.click(within(await contactDialog()).getByRole('button', { name: 'Siųsti' })),
  busy: async () => pending('Siųsti', await contactDialog()),
  kept: () => {
    const dialog = screen.getByRole('dialog', { name: 'Susisiekite su mumis' });
    for (const [label, value] of Object.entries(CONTACT))
      expect(field(dialog, label)).toHaveValue(value);
  },
  retry: async (h) =>
    h.user.click(within(await contactDialog()).getByRole('button', { name: 'Siųsti' })),
  done: async (h) => {
    expect(
      await screen.findByText(h.t('send_email_success'), { exact: false }, WAIT),
    ).toBeVisible();
  },
};

const lostPasswordFlow: Flow = {
  start: async (h) => {
    await h.open({ path: '/priminti-slaptazodi' });
    const page = await main();
    await fill(h, await waitFor(() => field(page, 'El. paštas'), WAIT), DEMO);
  },
  act: async (h) =>
    h.user.click(within(await main()).getByRole('button', { name: 'Siųsti priminimą' })),
  busy: async () => pending('Siųsti priminimą', await main()),
  kept: () => expect(field(screen.getByRole('main'), 'El. paštas')).toHaveValue(DEMO),
  retry: async (h) =>
    h.user.click(within(await main()).getByRole('button', { name: 'Siųsti priminimą' })),
  done: async (h) => {
    expect(await screen.findByText(h.t('sekminga_issiusta'), { exact: false }, WAIT)).toBeVisible();
  },
};

const PASSWORDS = {
  'Dabartinis slaptažodis': 'demo123',
  'Naujas slaptažodis': 'naujas123',
  'Pakartokite naują slaptažodį': 'naujas123',
};
const passwordPanel = () => screen.findByRole('tabpanel', {}, WAIT);

const passwordFlow: Flow = {
  start: async (h) => {
    await h.open({ path: '/nustatymai', as: DEMO });
    const tab = await passwordPanel();
    await waitFor(() => field(tab, 'Naujas slaptažodis'), WAIT);
    for (const [label, value] of Object.entries(PASSWORDS)) await fill(h, field(tab, label), value);
  },
  act: async (h) =>
    h.user.click(
      within(await passwordPanel()).getByRole('button', { name: 'Pakeisti slaptažodį' }),
    ),
  busy: async () => pending('Pakeisti slaptažodį', await passwordPanel()),
  kept: () => {
    const tab = screen.getByRole('tabpanel');
    for (const [label, value] of Object.entries(PASSWORDS))
      expect(field(tab, label)).toHaveValue(value);
  },
  retry: async (h) =>
    h.user.click(
      within(await passwordPanel()).getByRole('button', { name: 'Pakeisti slaptažodį' }),
    ),
  done: async (h) => {
    expect(await screen.findByText(h.t('pavyko_changepass'), { exact: false }, WAIT)).toBeVisible();
  },
};

// ---- terms and consents ------------------------------------------------------------------------

const termsViewer = () => screen.findByRole('dialog', { name: 'Taisyklės' }, WAIT);

const termsFlow: Flow = {
  start: async (h) => {
    const dialog = await openRegister(h);
    await fill(h, field(dialog, 'Vardas'), 'Ona');
  },
  act: async (h) =>
    h.user.click(
      within(await registerDialog()).getByRole('button', { name: 'Skaityti taisykles' }),
    ),
  busy: async (h) => {
    expect(
      await within(await termsViewer()).findByText(h.t('terms_loading'), {}, WAIT),
    ).toBeInTheDocument();
  },
  retry: async (h) =>
    h.user.click(within(await termsViewer()).getByRole('button', { name: h.t('bandyti_dar') })),
  done: async (h) => {
    expect(
      await within(await termsViewer()).findByText(/Rezervuodami aikštelę sutinkate/, {}, WAIT),
    ).toBeVisible();
    // closing the terms goes back to the registration, the name still typed
    await h.user.click(within(await termsViewer()).getByRole('button', { name: h.t('uzdaryti') }));
    expect(field(await registerDialog(), 'Vardas')).toHaveValue('Ona');
  },
};

const newsletterSwitch = () => screen.findByRole('switch', { name: /Naujienos el\. paštu/ }, WAIT);

const getConsentsFlow: Flow = {
  atStartup: true,
  start: noop,
  act: (h) => h.open({ path: '/nustatymai/sutikimai', as: DEMO }),
  busy: async (h) => {
    expect(
      await screen.findByRole('status', { name: h.t('consents_loading') }, WAIT),
    ).toHaveAttribute('aria-busy', 'true');
  },
  retry: async (h) =>
    h.user.click(await screen.findByRole('button', { name: h.t('bandyti_dar') }, WAIT)),
  done: async () => {
    expect(await newsletterSwitch()).not.toBeChecked();
  },
};

const setConsentsFlow: Flow = {
  redoAfterAccepted: true,
  start: async (h) => {
    await h.open({ path: '/nustatymai/sutikimai', as: DEMO });
    await newsletterSwitch();
  },
  act: async (h) => h.user.click(await newsletterSwitch()),
  busy: async (h) => {
    expect(
      await screen.findByText(h.t('consents_saving'), { exact: false }, WAIT),
    ).toBeInTheDocument();
  },
  retry: async (h) => {
    const toggle = await newsletterSwitch();
    await waitFor(() => expect(toggle).toBeEnabled(), WAIT);
    await h.user.click(toggle);
  },
  done: async () => {
    const toggle = await newsletterSwitch();
    await waitFor(() => expect(toggle).toBeChecked(), WAIT);
  },
};

// ---- balance -----------------------------------------------------------------------------------

const topUpFlow: Flow = {
  start: async (h) => {
    await h.open({ path: '/balansas', as: DEMO });
    const page = await main();
    const amount = await within(page).findByRole('textbox', { name: /^Papildymo suma/ }, WAIT);
    await h.user.clear(amount);
    await fill(h, amount, '25');
    await h.user.click(within(page).getByRole('button', { name: 'Papildyti' }));
  },
  act: async (h) =>
    h.user.click(await screen.findByRole('button', { name: 'Taip, papildyti' }, WAIT)),
  busy: async () => pending('Papildyti'),
  kept: () =>
    expect(
      within(screen.getByRole('main')).getByRole('textbox', { name: /^Papildymo suma/ }),
    ).toHaveValue('25'),
  retry: async (h) => {
    await h.user.click(within(await main()).getByRole('button', { name: 'Papildyti' }));
    await h.user.click(await screen.findByRole('button', { name: 'Taip, papildyti' }, WAIT));
  },
  done: async (h) => {
    await waitFor(() => expect(h.stores.bank).toMatch(/\/__sim\/bank\?/), WAIT);
  },
};

const creditFlow: Flow = {
  atStartup: true,
  start: noop,
  act: (h) => h.open({ path: '/balansas', as: DEMO }),
  busy: async (h) => {
    expect(await screen.findByText(h.t('balansas_kraunamas'), {}, WAIT)).toBeInTheDocument();
  },
  retry: (h) => reload(h, '/balansas'),
  done: async () => {
    expect(await screen.findByTestId('balance-amount', {}, WAIT)).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByTestId('balance-amount')).toHaveTextContent('50,00 €'),
      WAIT,
    );
  },
};

// ---- lists -------------------------------------------------------------------------------------

/**
 * Opens `path` as the browser's history does, outside `act`. Like a browser, these tests declare no
 * act environment (IS_REACT_ACT_ENVIRONMENT is unset). An awaited `act` keeps React in act's scope
 * while it waits for a lazy page's chunk; an answer landing then (on a loaded machine, often)
 * printed "not configured to support act" and failed the cell.
 */
const go = (path: string) => navigate(path);

const listFlow = (path: string, row: RegExp): Flow => ({
  start: async (h) => {
    await h.open({ as: DEMO });
    await board();
  },
  act: async () => go(path),
  busy: async () => {
    await waitFor(
      () => expect(screen.getByTestId('range-list')).toHaveAttribute('aria-busy', 'true'),
      WAIT,
    );
  },
  kept: (h) => {
    // a failed list is not an empty one: no rows, and never "no results"
    expect(screen.queryAllByRole('button', { name: row })).toEqual([]);
    expect(screen.queryByText(h.t('rez_nera'))).toBeNull();
  },
  retry: async (h) =>
    h.user.click(
      await within(await screen.findByTestId('list-failed', {}, WAIT)).findByRole(
        'button',
        { name: h.t('bandyti_dar') },
        WAIT,
      ),
    ),
  done: async () => {
    expect(await screen.findAllByRole('button', { name: row }, WAIT)).not.toHaveLength(0);
    expect(screen.queryByTestId('list-failed')).toBeNull();
  },
});

const withdrawals = () => screen.queryAllByRole('button', { name: /^Atšaukti pardavimą/ }).length;

/** Sell on the first row that offers it, and say yes in the dialog that asks first. */
async function offerFirst(h: Harness) {
  await h.user.click(screen.getAllByRole('button', { name: /^Parduoti/ })[0]!);
  const dialog = await screen.findByRole('dialog', { name: h.t('resale_sell_title') }, WAIT);
  await h.user.click(within(dialog).getByRole('button', { name: h.t('resale_sell_yes') }));
}

const sellFlow: Flow = {
  redoAfterAccepted: true,
  start: async (h) => {
    await h.open({ path: '/uzsakymai', as: DEMO });
    await screen.findAllByRole('button', { name: /^Parduoti/ }, WAIT);
    expect(withdrawals()).toBe(1);
  },
  act: offerFirst,
  busy: async (h) => pending(h.t('resale_sell_yes')),
  kept: () => {
    // the rows stay as they were: the booking is still offerable, nothing else changed
    expect(screen.getAllByRole('button', { name: /^Parduoti/ })).toHaveLength(3);
    expect(withdrawals()).toBe(1);
  },
  retry: offerFirst,
  done: async () => {
    await waitFor(() => expect(withdrawals()).toBe(2), WAIT);
  },
};

const downloadFlow: Flow = {
  start: async (h) => {
    await h.open({ path: '/saskaitos', as: DEMO });
    await screen.findAllByRole('button', { name: /^Atsisiųsti PDF/ }, WAIT);
  },
  act: async (h) => h.user.click(screen.getAllByRole('button', { name: /^Atsisiųsti PDF/ })[0]!),
  busy: async () => {
    await waitFor(
      () =>
        expect(screen.getAllByRole('button', { name: /^Atsisiųsti PDF/ })[0]).toHaveAttribute(
          'data-pending',
          'true',
        ),
      WAIT,
    );
  },
  kept: (h) => {
    expect(h.stores.saved).toEqual([]);
    expect(screen.getAllByRole('button', { name: /^Atsisiųsti PDF/ })).toHaveLength(6);
  },
  retry: async (h) => h.user.click(screen.getAllByRole('button', { name: /^Atsisiųsti PDF/ })[0]!),
  done: async (h) => {
    await waitFor(() => expect(h.stores.saved).toHaveLength(1), WAIT);
    expect(h.stores.saved[0]!.name).toMatch(/\.pdf$/);
  },
};

// ---- session -----------------------------------------------------------------------------------

const logoutFlow: Flow = {
  start: async (h) => {
    await h.open({ as: DEMO });
    await signedIn();
  },
  act: async (h) => h.user.click(within(await bar()).getByRole('button', { name: 'Atsijungti' })),
  busy: async () => {
    await pending('Atsijungti');
  },
  failedQuietly: async (h) => {
    // a failed logout never keeps the user signed in (docs/rules.md §4)
    expect(
      await within(await bar()).findByRole('link', { name: 'Prisijungti' }, WAIT),
    ).toBeVisible();
    expect(h.stores.token).toBeNull();
  },
  retry: noop,
  done: async (h) => {
    expect(
      await within(await bar()).findByRole('link', { name: 'Prisijungti' }, WAIT),
    ).toBeVisible();
    expect(h.stores.token).toBeNull();
  },
};

const getCartFlow: Flow = {
  atStartup: true,
  start: noop,
  act: async (h) => {
    await heldCart(h);
    await h.open();
  },
  busy: async () => {
    await board();
  },
  retry: (h) => reload(h, '/'),
  done: async () => {
    const items = await within(await panel()).findByRole(
      'list',
      { name: 'Krepšelio laikai' },
      WAIT,
    );
    expect(within(items).getAllByRole('listitem')).toHaveLength(1);
  },
};

const removeFlow: Flow = {
  start: async (h) => {
    await heldCart(h);
    await h.open();
    const cart = await openCartDialog(h);
    await h.user.click(within(cart).getByRole('button', { name: /^Pašalinti/ }));
  },
  act: async (h) =>
    h.user.click(await screen.findByRole('button', { name: 'Taip, pašalinti' }, WAIT)),
  busy: async () => {
    expect(screen.getByRole('dialog', { name: 'Krepšelis' })).toBeInTheDocument();
  },
  retry: async (h) => {
    const cart = screen.queryByRole('dialog', { name: 'Krepšelis' }) ?? (await openCartDialog(h));
    await h.user.click(within(cart).getByRole('button', { name: /^Pašalinti/ }));
    await h.user.click(await screen.findByRole('button', { name: 'Taip, pašalinti' }, WAIT));
  },
  done: async (h) => {
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Krepšelis' })).toBeNull(),
      WAIT,
    );
    expect(await panel()).toHaveTextContent(h.t('cart_empty'));
  },
};

const holdAlert = () => screen.findByRole('button', { name: 'Pratęsti' }, WAIT);

const resumeFlow: Flow = {
  start: async (h) => {
    // a hold of 50 s: the warning is up at once; extended, the hold is 15 min again
    h.fs.sim.setScenario({ cartHoldSeconds: 50 });
    await heldCart(h);
    h.fs.sim.setScenario({ cartHoldSeconds: 900 });
    await h.open();
    await holdAlert();
  },
  act: async (h) => h.user.click(await holdAlert()),
  busy: async () => pending('Pratęsti'),
  retry: async (h) => h.user.click(await holdAlert()),
  done: async () => {
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Pratęsti' })).toBeNull(),
      WAIT,
    );
  },
};

// ---- the board ---------------------------------------------------------------------------------

const placeInfoFlow: Flow = {
  start: async (h) => {
    await h.open();
    await board();
  },
  act: async (h) => h.user.click(screen.getByRole('tab', { name: 'Teniso arena' })),
  busy: async (h) => {
    expect(await screen.findByText(h.t('board_loading'), {}, WAIT)).toBeInTheDocument();
  },
  retry: async (h) =>
    h.user.click(await screen.findByRole('button', { name: h.t('bandyti_dar') }, WAIT)),
  done: async (h) => {
    expect(await board()).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(h.t('board_failed'))).toBeNull(), WAIT);
    expect(screen.getByRole('tab', { name: 'Teniso arena' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

const timeInfoFlow: Flow = {
  start: async (h) => {
    await h.open();
    await board();
  },
  act: async (h) => h.user.click(slotAt('Teniso aikštelė 1', '10:00')),
  busy: async (h) => {
    expect(
      await within(await slotDialog()).findByText(h.t('slot_loading'), {}, WAIT),
    ).toBeInTheDocument();
  },
  retry: async (h) =>
    h.user.click(
      await within(await slotDialog()).findByRole('button', { name: h.t('bandyti_dar') }, WAIT),
    ),
  done: async () => {
    expect(await firstLength()).toBeVisible();
  },
};

export const FLOWS: Record<CallName, Flow> = {
  getOptions: startupFlow,
  getServerDate: startupFlow,
  getPlaces: startupFlow,
  getPlaceInfo: placeInfoFlow,
  getTimeInfo: timeInfoFlow,
  login: loginFlow,
  checkToken: loginFlow,
  logout: logoutFlow,
  register: registerFlow,
  loginAsUser: adminFlow,
  sendContact: contactFlow,
  forgotPassword: lostPasswordFlow,
  changePassword: passwordFlow,
  getTerms: termsFlow,
  getConsents: getConsentsFlow,
  setConsents: setConsentsFlow,
  getCredit: creditFlow,
  createCart: topUpFlow,
  addAccountCash: topUpFlow,
  orderCart: topUpFlow,
  createBasicCart: addFlow,
  addCourtReservation: addFlow,
  getCart: getCartFlow,
  resumeCart: resumeFlow,
  removeCourtReservation: removeFlow,
  payByBank: payFlow('Internetinė bankininkystė', async (h) => {
    await waitFor(() => expect(h.stores.bank).toMatch(/\/__sim\/bank\?/), WAIT);
  }),
  payByCredits: payFlow('Kreditai', async (h) => {
    expect(await screen.findByText(h.t('pavykoapmoketi'), { exact: false }, WAIT)).toBeVisible();
  }),
  getOrders: listFlow('/uzsakymai', /^Parduoti/),
  sellOrder: sellFlow,
  getInvoices: listFlow('/saskaitos', /^Atsisiųsti PDF/),
  getInvoicePdf: downloadFlow,
};
