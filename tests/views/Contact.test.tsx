import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { axeViolations } from './support/axe';
import { portalForFile } from './support/portal';

/**
 * The contact panel on the real root, its machine and the wire against the simulator
 * (docs/rules.md §5 contact rules, §8 contact messages): it opens empty, the required and e-mail
 * messages sit on their fields and nothing is sent, a valid form is sent and cleared, a failed send
 * keeps every input, closing the panel keeps what was typed, and axe finds nothing wrong in its
 * structure. What needs a browser (a click beside the panel, the back button, colour contrast)
 * stays in e2e/contact.spec.ts and e2e/a11y.spec.ts.
 */
const portal = portalForFile();
const userEvent = userEventLib.setup({ delay: null });

const filled = {
  name: 'Ona Onaitė',
  phone: '+37061234567',
  email: 'ona@example.lt',
  text: 'Ar galima rezervuoti kortą visai dienai?',
};
const empty = { name: '', phone: '', email: '', text: '' };

const sent = 'Žinutė išsiųsta. Susisieksime su jumis artimiausiu metu.';
const required = 'Šis laukas privalomas';

/** The header's contact button (the footer's reads "Rašyti mums"). */
const contactButton = () => screen.getByRole('button', { name: 'Susisiekite' });

/** Renders Home and waits for start-up's end: until then the header's buttons do nothing. */
async function start() {
  portal.render();
  await waitFor(() => expect(contactButton()).not.toHaveAttribute('aria-disabled'));
}

async function openPanel() {
  // found anew: while a dialog closes, the page behind it is still hidden from the tree
  await userEvent.click(await screen.findByRole('button', { name: 'Susisiekite' }));
  return screen.findByRole('dialog', { name: 'Susisiekite su mumis' });
}

function fields(panel: HTMLElement) {
  return {
    name: within(panel).getByRole('textbox', { name: 'Vardas' }),
    phone: within(panel).getByRole('textbox', { name: 'Telefono numeris' }),
    email: within(panel).getByRole('textbox', { name: 'El. paštas' }),
    text: within(panel).getByRole('textbox', { name: 'Žinutė' }),
  };
}

async function fill(panel: HTMLElement, values: Partial<typeof filled>) {
  const f = fields(panel);
  for (const key of Object.keys(values) as (keyof typeof filled)[]) {
    await userEvent.clear(f[key]);
    const value = values[key];
    if (value) {
      await userEvent.click(f[key]);
      await userEvent.paste(value);
    }
  }
}

function expectValues(panel: HTMLElement, values: typeof filled) {
  const f = fields(panel);
  expect(f.name).toHaveValue(values.name);
  expect(f.phone).toHaveValue(values.phone);
  expect(f.email).toHaveValue(values.email);
  expect(f.text).toHaveValue(values.text);
}

const send = (panel: HTMLElement) =>
  userEvent.click(within(panel).getByRole('button', { name: 'Siųsti' }));

describe('the contact panel', () => {
  it('opens with an empty form, its invitation and the way to the venue', async () => {
    await start();
    const panel = await openPanel();
    expect(within(panel).getByText('Parašykite mums – atsakysime darbo valandomis.')).toBeVisible();
    expectValues(panel, empty);
    expect(within(panel).getByRole('link', { name: 'Kaip atvykti' })).toBeVisible();
  });

  it('an empty form shows the required message on the three required fields, and sends nothing', async () => {
    await start();
    const panel = await openPanel();
    await send(panel);
    const f = fields(panel);
    for (const field of [f.name, f.phone, f.email]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(required);
    }
    expect(within(panel).getAllByText(required)).toHaveLength(3);
    // the message is optional
    expect(f.text).not.toHaveAttribute('aria-invalid', 'true');
    expect(portal.sim.contactMessages).toHaveLength(0);
  });

  it('names an invalid e-mail as such, and sends nothing', async () => {
    await start();
    const panel = await openPanel();
    await fill(panel, { name: filled.name, phone: filled.phone, email: 'ona@' });
    await send(panel);
    const f = fields(panel);
    expect(f.email).toHaveAttribute('aria-invalid', 'true');
    expect(f.email).toHaveAccessibleDescription('Neteisingas el. pašto adresas');
    expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
    expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).queryByText(required)).toBeNull();
    expect(portal.sim.contactMessages).toHaveLength(0);
  });

  it('has no axe violation in its names, roles and states, with its errors showing', async () => {
    await start();
    const panel = await openPanel();
    await send(panel);
    await within(panel).findAllByText(required);
    expect(await axeViolations(panel)).toEqual([]);
  });

  it('sends a valid form, confirms it and clears it', async () => {
    await start();
    const panel = await openPanel();
    await fill(panel, filled);
    await send(panel);
    expect(await within(panel).findByText(sent)).toBeVisible();
    expectValues(panel, empty);
    expect(portal.sim.contactMessages).toHaveLength(1);
    expect(within(panel).queryByText(required)).toBeNull();
  });

  it('a failed send shows the error and keeps every input; sent again it goes through', async () => {
    portal.sim.setScenario({ failures: [{ match: 'susisiekti', kind: '500' }] });
    await start();
    const panel = await openPanel();
    await fill(panel, filled);
    await send(panel);
    expect(
      await within(panel).findByText('Nepavyko išsiųsti žinutės. Bandykite dar kartą.'),
    ).toBeVisible();
    expectValues(panel, filled);
    expect(portal.sim.contactMessages).toHaveLength(0);

    // once the server is back, the same form goes through
    portal.sim.setScenario({ failures: [] });
    await send(panel);
    expect(await within(panel).findByText(sent)).toBeVisible();
    expect(portal.sim.contactMessages).toHaveLength(1);
  });

  it('closed by its button and opened again, keeps what was typed', async () => {
    await start();
    const panel = await openPanel();
    await fill(panel, filled);
    await userEvent.click(within(panel).getByRole('button', { name: 'Uždaryti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expectValues(await openPanel(), filled);
  });
});
