/**
 * Signing in and out in Chromium against the simulator (docs/rules.md §2 modals, §4 "Session",
 * §5, §8): the login page and modal, a refused login, register, lost password, the hidden admin
 * login, logout emptying the cart before the logout call and dropping the token, and a changed
 * password whose old token stops working. Each form is filled and sent by keyboard alone in at
 * least one test; axe checks each account modal open in e2e/a11y.spec.ts.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  accounts,
  chooseFromMenu,
  chooseLocale,
  expect,
  signIn,
  storageKeys,
  test,
  userBar,
  type SimControls,
} from './fixtures';

// Every test signs in or changes the simulator's users: leave it seeded for whoever runs next.
test.afterEach(async ({ sim }) => {
  await sim.reset();
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const input = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
const userName = (page: Page) => userBar(page).getByTestId('user-name');

/** Presses Tab until `target` has focus: it can be reached by keyboard, in a sensible number. */
async function tabTo(page: Page, target: Locator, most = 25) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${most} presses`).toBeFocused();
}

/**
 * Tabs to a field and types into it, as someone without a mouse would. Tabbing into a field
 * selects what it holds, so the typing replaces it; `append` goes to the end first.
 */
async function typeInto(page: Page, target: Locator, text: string, append = false) {
  await tabTo(page, target);
  if (append) await page.keyboard.press('End');
  await page.keyboard.type(text);
}

test.describe('login', () => {
  test('on the login page, by keyboard: Home with the user’s name in the user bar', async ({
    page,
  }) => {
    await page.goto('/prisijungti');
    await typeInto(page, input(page.getByRole('main'), 'El. paštas'), accounts.demo.email);
    await typeInto(page, input(page.getByRole('main'), 'Slaptažodis'), accounts.demo.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/');
    await expect(userName(page)).toHaveText('Jonas Jonaitis');
    await expect(userName(page)).toHaveAttribute('href', '/nustatymai');
    await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toHaveCount(0);
    await expect(page.getByTestId('header-balance')).toHaveText(/50,00 €/);
  });

  test('a wrong password says so and keeps both inputs', async ({ page }) => {
    await page.goto('/prisijungti');
    const main = page.getByRole('main');
    await input(main, 'El. paštas').fill(accounts.demo.email);
    await input(main, 'Slaptažodis').fill('neteisingas');
    await main.getByRole('button', { name: 'Prisijungti' }).click();

    // the portal's sentence, and the server's own words for the refusal under it
    await expect(main.getByRole('alert')).toHaveText(
      'Nepavyko prisijungtiNeteisingas el. paštas arba slaptažodis',
    );
    await expect(main.getByTestId('form-detail')).toHaveText(
      'Neteisingas el. paštas arba slaptažodis',
    );
    await expect(input(main, 'El. paštas')).toHaveValue(accounts.demo.email);
    await expect(input(main, 'Slaptažodis')).toHaveValue('neteisingas');
    await expect(page).toHaveURL('/prisijungti');
    await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  });

  test('a server failure says so, not "wrong password", and never shows the server\'s text', async ({
    page,
    sim,
  }) => {
    await sim.scenario({ failures: [{ match: 'POST /api/v1/login', kind: '500' }] });
    await page.goto('/prisijungti');
    const main = page.getByRole('main');
    await input(main, 'El. paštas').fill(accounts.demo.email);
    await input(main, 'Slaptažodis').fill(accounts.demo.password);
    await main.getByRole('button', { name: 'Prisijungti' }).click();

    await expect(main.getByRole('alert')).toHaveText(
      'Nepavyko prisijungti dėl serverio klaidos. Jūsų duomenys čia niekuo dėti – bandykite vėliau.',
    );
    await expect(main.getByTestId('form-detail')).toHaveCount(0);
    await expect(main).not.toContainText('Simulated failure');
    await expect(input(main, 'Slaptažodis')).toHaveValue(accounts.demo.password);
  });

  test('in English, a lost connection says so', async ({ page, sim }) => {
    await chooseLocale(page, 'en');
    await sim.scenario({ failures: [{ match: 'POST /api/v1/login', kind: 'drop' }] });
    await page.goto('/prisijungti');
    const main = page.getByRole('main');
    await input(main, 'E-mail').fill(accounts.demo.email);
    await input(main, 'Password').fill(accounts.demo.password);
    await main.getByRole('button', { name: 'Log in' }).click();

    await expect(main.getByRole('alert')).toHaveText(
      'Could not log in: the server could not be reached. Check your internet connection and try again.',
    );
    await expect(input(main, 'Password')).toHaveValue(accounts.demo.password);
  });

  test('in the modal (from the register modal’s link): signed in and Home', async ({ page }) => {
    await page.goto('/nera-tokio-puslapio');
    await userBar(page).getByRole('button', { name: 'Registruotis' }).click();
    await dialog(page, 'Registracija').getByRole('button', { name: 'Prisijungti' }).click();

    const login = dialog(page, 'Prisijungimas');
    await expect(login).toBeVisible();
    await expect(dialog(page, 'Registracija')).toHaveCount(0);
    await input(login, 'El. paštas').fill(accounts.demo.email);
    await input(login, 'Slaptažodis').fill(accounts.demo.password);
    await login.getByRole('button', { name: 'Prisijungti' }).click();

    await expect(page).toHaveURL('/');
    await expect(login).toHaveCount(0);
    await expect(userName(page)).toHaveText('Jonas Jonaitis');
  });
});

test('register, by keyboard: errors first, then a new account signed in', async ({ page }) => {
  await page.goto('/');
  const register = userBar(page).getByRole('button', { name: 'Registruotis' });
  await tabTo(page, register);
  await page.keyboard.press('Enter');
  const form = dialog(page, 'Registracija');
  await expect(form).toBeVisible();

  await expect(input(form, 'Pakartokite slaptažodį')).toBeDisabled();
  await typeInto(page, input(form, 'Vardas'), 'Ona');
  await typeInto(page, input(form, 'El. paštas'), 'ona@');
  await typeInto(page, input(form, 'Slaptažodis'), 'abc');
  await expect(input(form, 'Pakartokite slaptažodį')).toBeEnabled();
  await typeInto(page, input(form, 'Pakartokite slaptažodį'), 'abcx');
  await page.keyboard.press('Enter');

  await expect(form.getByText('Šis laukas privalomas')).toHaveCount(1); // the last name
  await expect(form.getByText('Neteisingas el. pašto adresas')).toBeVisible();
  await expect(form.getByText('Per trumpas: mažiausiai 5 simboliai')).toHaveCount(2);
  await expect(form.getByText('Norėdami užsiregistruoti, sutikite su taisyklėmis')).toBeVisible();
  // focus went to the first field to fix, the last name
  await expect(input(form, 'Pavardė')).toBeFocused();

  const email = `ona.${Date.now()}@example.lt`;
  await page.keyboard.type('Testaitė');
  await typeInto(page, input(form, 'El. paštas'), email);
  await typeInto(page, input(form, 'Slaptažodis'), 'de', true);
  await typeInto(page, input(form, 'Pakartokite slaptažodį'), 'abcde');
  await tabTo(page, form.getByRole('checkbox', { name: 'Sutinku su taisyklėmis' }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'Sutinku su taisyklėmis' })).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Registruotis' }));
  await page.keyboard.press('Enter');

  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL('/');
  await expect(userName(page)).toHaveText('Ona Testaitė');
});

test.describe('lost password', () => {
  test('a known e-mail, by keyboard: the reminder is sent', async ({ page }) => {
    await page.goto('/priminti-slaptazodi');
    await typeInto(page, input(page.getByRole('main'), 'El. paštas'), accounts.demo.email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Slaptažodžio priminimas išsiųstas į jūsų el. paštą',
    );
  });

  test('an unknown e-mail: not found, and the e-mail stays', async ({ page }) => {
    await page.goto('/priminti-slaptazodi');
    const main = page.getByRole('main');
    await input(main, 'El. paštas').fill('niekas@example.lt');
    await main.getByRole('button', { name: 'Siųsti priminimą' }).click();
    await expect(main.getByRole('alert')).toHaveText('Toks el. paštas nerastas');
    await expect(input(main, 'El. paštas')).toHaveValue('niekas@example.lt');
  });
});

/** The hidden admin login by its shortcut, signing staff in as user 1001 (Jonas Jonaitis). */
async function actAsUser1001(page: Page) {
  await page.keyboard.press('Control+Alt+KeyW');
  const admin = dialog(page, 'Prisijungimas kito naudotojo vardu');
  await expect(admin).toBeVisible();
  await typeInto(page, input(admin, 'Administratoriaus el. paštas'), accounts.admin.email);
  await typeInto(page, input(admin, 'Slaptažodis'), accounts.admin.password);
  await typeInto(page, input(admin, 'Naudotojo ID'), '1001');
  await page.keyboard.press('Enter');
  await expect(admin).toHaveCount(0);
  await expect(userName(page)).toHaveText('Jonas Jonaitis');
}

test('hidden admin login, by keyboard: Ctrl+Alt+W, then signed in as user 1001', async ({
  page,
}) => {
  await page.goto('/');
  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  await page.keyboard.press('Control+Alt+KeyW');
  const admin = dialog(page, 'Prisijungimas kito naudotojo vardu');
  await expect(admin).toBeVisible();
  // one at a time: the shortcut again changes nothing
  await page.keyboard.press('Control+Alt+KeyW');
  await expect(admin).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(admin).toHaveCount(0);

  await actAsUser1001(page);
  // staff see whose account they use, on every page, until they log out
  await expect(page.getByTestId('acting-as')).toContainText('Veikiate kaip Jonas Jonaitis');
  await chooseFromMenu(page, 'Užsakymai');
  await expect(page).toHaveURL('/uzsakymai');
  await expect(page.getByTestId('acting-as')).toContainText('Veikiate kaip Jonas Jonaitis');
});

test('staff acting as a user: a reload keeps it, logging out forgets it', async ({ page }) => {
  await page.goto('/');
  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  await actAsUser1001(page);
  // how the token was got is kept beside it
  await page.reload();
  await expect(userName(page)).toHaveText('Jonas Jonaitis');
  await expect(page.getByTestId('acting-as')).toContainText('Veikiate kaip Jonas Jonaitis');
  await userBar(page).getByRole('button', { name: 'Atsijungti' }).click();
  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  await expect(page.getByTestId('acting-as')).toHaveCount(0);
  // the next customer's own sign-in, reloaded, acts as nobody
  await signIn(page, accounts.demo.email, accounts.demo.password);
  await page.goto('/');
  await page.reload();
  await expect(userName(page)).toHaveText('Jonas Jonaitis');
  await expect(page.getByTestId('acting-as')).toHaveCount(0);
});

test('a stored token the server could not check is kept: the retry screen, and "retry" signs in', async ({
  page,
  sim,
}) => {
  const token = await signIn(page, accounts.demo.email, accounts.demo.password);
  await sim.scenario({ failures: [{ match: '/v1/checkToken', kind: '500' }] });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nepavyko įkelti svetainės' })).toBeVisible();
  await expect(page.getByTestId('startup-failure')).toHaveText(
    'Svetainės serveris laikinai neveikia. Bandykite dar kartą po kelių minučių.',
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.token)).toBe(token);

  await sim.scenario({ failures: [] });
  await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();
  await expect(userName(page)).toHaveText('Jonas Jonaitis');
  // no "Nepavyko prisijungti": the token was never refused
  await expect(page.getByText('Nepavyko prisijungti')).toHaveCount(0);
});

test('a customer signed in on their own sees no "acting as" banner', async ({ page }) => {
  await signIn(page, accounts.demo.email, accounts.demo.password);
  await page.goto('/');
  await expect(userName(page)).toHaveText('Jonas Jonaitis');
  await expect(page.getByTestId('acting-as')).toHaveCount(0);
});

test('hidden admin login on a server failure says so, not "wrong password"', async ({
  page,
  sim,
}) => {
  await sim.scenario({ failures: [{ match: 'login_as_user', kind: '500' }] });
  await page.goto('/');
  // the portal is up (the shortcut is the app's)
  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  await page.keyboard.press('Control+Alt+KeyW');
  const admin = dialog(page, 'Prisijungimas kito naudotojo vardu');
  await input(admin, 'Administratoriaus el. paštas').fill(accounts.admin.email);
  await input(admin, 'Slaptažodis').fill(accounts.admin.password);
  await input(admin, 'Naudotojo ID').fill('1001');
  await admin.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(admin.getByRole('alert')).toHaveText(
    'Nepavyko prisijungti dėl serverio klaidos. Jūsų duomenys čia niekuo dėti – bandykite vėliau.',
  );
});

/** A free slot on venue 1 today and a length that can be booked from it (the simulator's data). */
async function freeSlot(request: APIRequestContext, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const dateRes = await request.get('/wp-json/data/v1/get_savitarna_date/');
  const date = ((await dateRes.json()) as { data: string }).data.slice(0, 10);
  const dayRes = await request.get('/api/v1/placeInfo', {
    params: { placeID: 1, date, sessionToken: token },
    headers: auth,
  });
  const day = (await dayRes.json()) as {
    data: { courtID: number; timetable: Record<string, { status: string }> }[];
  };
  for (const court of day.data) {
    for (const [time, slot] of Object.entries(court.timetable)) {
      if (slot.status !== 'free') continue;
      const lengths = await request.get('/api/v1/timeInfo', {
        params: { courtID: court.courtID, date, time, sessionToken: token },
        headers: auth,
      });
      const body = (await lengths.json()) as {
        data?: { aviableDurations: { duration_min: number }[] };
      };
      const first = body.data?.aviableDurations[0];
      if (first) return { courtID: court.courtID, date, time, durationMins: first.duration_min };
    }
  }
  throw new Error(`no free slot on venue 1 on ${date}`);
}

/**
 * Signed in as the demo user with one court reservation in a cart whose code the portal keeps, as
 * if they had added it. Call before `page.goto`.
 */
async function signInHoldingASlot(page: Page, sim: SimControls) {
  // a morning, so that today has a free slot whatever the hour this runs at
  await sim.scenario({ now: '2026-11-21T09:30' });
  const token = await signIn(page, accounts.demo.email, accounts.demo.password);
  const auth = { Authorization: `Bearer ${token}` };
  // a cart holding one court reservation, its code where the portal keeps it
  const cartRes = await page.request.post('/api/v2/basic-carts', { form: {}, headers: auth });
  const code = ((await cartRes.json()) as { data: { code: string } }).data.code;
  const slot = await freeSlot(page.request, token);
  const addRes = await page.request.post(
    `/api/v2/carts/${encodeURIComponent(code)}/court-reservations-add`,
    {
      headers: auth,
      form: { ...slot, clientID: '1001' },
    },
  );
  expect(addRes.ok(), await addRes.text()).toBe(true);
  const added = (await addRes.json()) as {
    data: { inside: { court_reservations: { id: number }[] } };
  };
  const reservation = added.data.inside.court_reservations[0]!.id;
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e.seeded.cart') !== null) return;
      window.sessionStorage.setItem('e2e.seeded.cart', '1');
      window.localStorage.setItem(key, value);
    },
    ['savitarna.cart', code] as const,
  );
  return { code, reservation };
}

const logoutQuestion = (page: Page) => dialog(page, 'Atsijungti?');
/** The id of the element that has focus ('' for one without, 'BODY' for none). */
const focusedId = (page: Page) =>
  page.evaluate(() =>
    document.activeElement === document.body ? 'BODY' : (document.activeElement?.id ?? ''),
  );

test('logout empties the cart before the logout call, drops the token and sends none after', async ({
  page,
  sim,
}) => {
  const { code, reservation } = await signInHoldingASlot(page, sim);

  await page.goto('/');
  const logout = userBar(page).getByRole('button', { name: 'Atsijungti' });
  await expect(logout).toBeVisible();
  await page.request.delete('/__sim/requests', { headers: { connection: 'close' } });

  // what the page asks from here on, in order
  const sent: { url: string; method: string; authorization: string | undefined }[] = [];
  page.on('request', (req) => {
    sent.push({
      url: req.url(),
      method: req.method(),
      authorization: req.headers()['authorization'],
    });
  });
  const afterLogout = () =>
    sent.slice(sent.findIndex((r) => r.method === 'POST' && r.url.endsWith('/api/v1/logout')) + 1);
  await logout.click();
  // slots are held: it asks first, and nothing is sent until the answer
  const question = logoutQuestion(page);
  await expect(question).toContainText(
    'Jūsų krepšelyje laikomi laikai bus atlaisvinti – juos galės užsisakyti kiti.',
  );
  expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  await question.getByRole('button', { name: 'Atsijungti' }).click();

  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL('/');
  // the button that was pressed is gone: focus is on the page, not lost to the body
  await expect.poll(() => focusedId(page)).toBe('content');
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.token)).toBeNull();

  const log = await page.request.get('/__sim/requests', { headers: { connection: 'close' } });
  const calls = ((await log.json()) as { data: { method: string; path: string }[] }).data.map(
    (r) => `${r.method} ${r.path}`,
  );
  const deleted = calls.indexOf(
    `DELETE /api/v2/carts/${encodeURIComponent(code)}/court-reservations/${reservation}`,
  );
  const loggedOutAt = calls.indexOf('POST /api/v1/logout');
  expect(deleted, calls.join('\n')).toBeGreaterThanOrEqual(0);
  expect(loggedOutAt, calls.join('\n')).toBeGreaterThan(deleted);

  // the board reads its day again, as a visitor
  expect(sent.some((r) => r.method === 'POST' && r.url.endsWith('/api/v1/logout'))).toBe(true);
  await expect
    .poll(() => afterLogout().filter((r) => r.url.includes('/api/v1/placeInfo')).length)
    .toBeGreaterThan(0);
  expect(afterLogout().filter((r) => r.authorization !== undefined)).toEqual([]);
  expect(afterLogout().filter((r) => r.url.includes('sessionToken='))).toEqual([]);
});

test('logout with slots held, answered "stay": nothing is sent, and focus is back on "log out"', async ({
  page,
  sim,
}) => {
  const { code } = await signInHoldingASlot(page, sim);
  await page.goto('/');
  const logout = userBar(page).getByRole('button', { name: 'Atsijungti' });
  await expect(logout).toBeVisible();
  await page.request.delete('/__sim/requests', { headers: { connection: 'close' } });
  await logout.press('Enter');
  const question = logoutQuestion(page);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Likti prisijungus' }).press('Enter');

  await expect(question).toHaveCount(0);
  await expect(logout).toBeFocused();
  await expect(userName(page)).toHaveText('Jonas Jonaitis');
  const log = await page.request.get('/__sim/requests', { headers: { connection: 'close' } });
  const calls = ((await log.json()) as { data: { method: string; path: string }[] }).data
    .filter((r) => r.method !== 'GET' && r.method !== 'OPTIONS')
    .map((r) => `${r.method} ${r.path}`);
  expect(calls).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('savitarna.cart'))).toBe(code);
});

test('logout with an empty cart goes at once, and focus lands on the page', async ({ page }) => {
  await signIn(page, accounts.demo.email, accounts.demo.password);
  await page.goto('/');
  const logout = userBar(page).getByRole('button', { name: 'Atsijungti' });
  await logout.press('Enter');
  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  await expect(logoutQuestion(page)).toHaveCount(0);
  await expect.poll(() => focusedId(page)).toBe('content');
});

test('change password, by keyboard: success, and the old token is refused', async ({ page }) => {
  const oldToken = await signIn(page, accounts.demo.email, accounts.demo.password);
  await page.goto('/nustatymai');
  const panel = page.getByRole('tabpanel');
  await expect(input(panel, 'Pakartokite naują slaptažodį')).toBeDisabled();
  await typeInto(page, input(panel, 'Dabartinis slaptažodis'), accounts.demo.password);
  await typeInto(page, input(panel, 'Naujas slaptažodis'), 'naujas456');
  await typeInto(page, input(panel, 'Pakartokite naują slaptažodį'), 'naujas456');
  await page.keyboard.press('Enter');

  await expect(panel.getByRole('status')).toHaveText('Slaptažodis pakeistas');
  await expect(userName(page)).toHaveText('Jonas Jonaitis');
  const newToken = await page.evaluate((key) => localStorage.getItem(key), storageKeys.token);
  expect(newToken).not.toBeNull();
  expect(newToken).not.toBe(oldToken);

  const check = (token: string) =>
    page.request.post('/api/v1/checkToken', {
      headers: { Authorization: `Bearer ${token}` },
      data: { session_token: token },
    });
  const refused = await check(oldToken);
  expect(refused.ok()).toBe(false);
  const accepted = await check(newToken!);
  expect(((await accepted.json()) as { status: string }).status).toBe('success');
});
