import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { portalForFile } from './support/portal';

/**
 * The account forms on the real root, machines and wire against the simulator: what the views
 * own — the repeated password waits for a password, the machine's errors read in Lithuanian
 * next to their fields, focus goes to the first of them, a failure keeps what was typed, and the
 * header shows the balance in euros.
 */
const portal = portalForFile();
// no pause between keystrokes: each one still goes through react-aria and the machine
const userEvent = userEventLib.setup({ delay: null });

const userBar = () => screen.findByRole('navigation', { name: 'Paskyra' });

/** A text or password input by its label (password inputs have no role in jsdom). */
const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

/** Puts text in a field as one input (a paste): the field, react-aria and the machine see it. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function openRegister() {
  await userEvent.click(within(await userBar()).getByRole('button', { name: 'Registruotis' }));
  return screen.findByRole('dialog', { name: 'Registracija' });
}

describe('register modal', () => {
  it('keeps the repeated password disabled until a password is typed', async () => {
    portal.render({ path: '/prisijungti' });
    const dialog = await openRegister();
    const repeat = field(dialog, 'Pakartokite slaptažodį');
    expect(repeat).toBeDisabled();
    await fill(field(dialog, 'Slaptažodis'), 'a');
    expect(repeat).toBeEnabled();
    await userEvent.clear(field(dialog, 'Slaptažodis'));
    expect(repeat).toBeDisabled();
  });

  it('shows each field’s error in Lithuanian and moves focus to the first', async () => {
    portal.render({ path: '/prisijungti' });
    const dialog = await openRegister();
    await fill(field(dialog, 'Vardas'), 'Ona');
    await fill(field(dialog, 'El. paštas'), 'ona@');
    await fill(field(dialog, 'Slaptažodis'), 'abc');
    await fill(field(dialog, 'Pakartokite slaptažodį'), 'abcdx');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registruotis' }));

    expect(field(dialog, 'Pavardė')).toHaveAccessibleDescription('Šis laukas privalomas');
    expect(field(dialog, 'El. paštas')).toHaveAccessibleDescription(
      'Neteisingas el. pašto adresas',
    );
    expect(field(dialog, 'Slaptažodis')).toHaveAccessibleDescription(
      'Per trumpas: mažiausiai 5 simboliai',
    );
    expect(field(dialog, 'Pakartokite slaptažodį')).toHaveAccessibleDescription(
      'Slaptažodžiai nesutampa',
    );
    const terms = within(dialog).getByRole('checkbox', { name: 'Sutinku su taisyklėmis' });
    expect(terms).toHaveAccessibleDescription('Norėdami užsiregistruoti, sutikite su taisyklėmis');
    expect(field(dialog, 'Pavardė')).toHaveFocus();

    // the repeat is checked again as the password changes (machines/form.ts)
    await fill(field(dialog, 'Slaptažodis'), 'dx');
    expect(field(dialog, 'Pakartokite slaptažodį')).toHaveAccessibleDescription('');
    // nothing was sent
    expect(portal.sim.requests.some((r) => r.path.endsWith('/register'))).toBe(false);
  });
});

describe('login page', () => {
  it('keeps the e-mail and the password after a refused login and says why', async () => {
    portal.render({ path: '/prisijungti' });
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Prisijungimas' });
    await fill(field(main, 'El. paštas'), 'demo@example.lt');
    await fill(field(main, 'Slaptažodis'), 'neteisingas');
    await userEvent.keyboard('{Enter}');

    expect(await within(main).findByRole('alert')).toHaveTextContent('Nepavyko prisijungti');
    expect(field(main, 'El. paštas')).toHaveValue('demo@example.lt');
    expect(field(main, 'Slaptažodis')).toHaveValue('neteisingas');
    expect(within(main).getByRole('button', { name: 'Prisijungti' })).toBeEnabled();
  });

  it('says in Lithuanian which fields are missing, next to them', async () => {
    portal.render({ path: '/prisijungti' });
    const main = await screen.findByRole('main');
    await userEvent.click(await within(main).findByRole('button', { name: 'Prisijungti' }));
    expect(field(main, 'El. paštas')).toHaveAccessibleDescription('Šis laukas privalomas');
    expect(field(main, 'Slaptažodis')).toHaveAccessibleDescription('Šis laukas privalomas');
    expect(field(main, 'El. paštas')).toHaveFocus();
  });

  it('shows and hides the password with a pressed toggle', async () => {
    portal.render({ path: '/prisijungti' });
    const main = await screen.findByRole('main');
    const toggle = await within(main).findByRole('button', { name: 'Rodyti slaptažodį' });
    const password = field(main, 'Slaptažodis');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('change password tab', () => {
  it('keeps the repeat disabled until the new password has a value', async () => {
    portal.render({ token: portal.sim.login('demo@example.lt', 'demo123'), path: '/nustatymai' });
    const panel = await screen.findByRole('tabpanel');
    const repeat = await waitFor(() => field(panel, 'Pakartokite naują slaptažodį'));
    expect(repeat).toBeDisabled();
    await fill(field(panel, 'Naujas slaptažodis'), 'x');
    expect(repeat).toBeEnabled();
  });
});

describe('hidden admin login', () => {
  /** Presses Ctrl+Alt+W on the page; true when something took the key (preventDefault). */
  const shortcut = () => {
    let taken = false;
    act(() => {
      taken = !fireEvent.keyDown(document, { code: 'KeyW', key: 'w', ctrlKey: true, altKey: true });
    });
    return taken;
  };

  it('opens on Ctrl+Alt+W for a visitor', async () => {
    portal.render({ path: '/prisijungti' });
    await userBar();
    expect(shortcut()).toBe(true);
    const dialog = await screen.findByRole('dialog', {
      name: 'Prisijungimas kito naudotojo vardu',
    });
    expect(field(dialog, 'Administratoriaus el. paštas')).toHaveAttribute('type', 'email');
    expect(field(dialog, 'Naudotojo ID')).toBeInTheDocument();
  });

  it('is not taken for a signed-in user: the key stays the browser’s', async () => {
    portal.render({ token: portal.sim.login('demo@example.lt', 'demo123') });
    const bar = await userBar();
    await within(bar).findByRole('button', { name: 'Atsijungti' });
    expect(shortcut()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('header balance', () => {
  it('shows the signed-in user’s credit in euros with a decimal comma', async () => {
    portal.render({ token: portal.sim.login('demo@example.lt', 'demo123') });
    const balance = await screen.findByRole('link', { name: /^Balansas\s*50,00 €$/ });
    expect(balance).toHaveTextContent('50,00 €');
  });
});
