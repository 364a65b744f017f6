import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { Locale } from '../../machines/domain';
import { portalForFile } from './support/portal';

/**
 * The top-up amount on /balansas, on the real root, machines and wire against the simulator
 * (docs/rules.md §5 "Amounts typed", "Top-up amount"): each refused amount is told on its field,
 * kept as typed, and asks nothing; the hint shows the Lithuanian way, in English both ways, and
 * "10,50" is ten euros fifty in either language. The way through the bank stays in
 * e2e/account.spec.ts and e2e/balance.spec.ts.
 */
const portal = portalForFile();
const userEvent = userEventLib.setup({ delay: null });

const words = {
  lt: { field: 'Papildymo suma, €', topUp: 'Papildyti' },
  en: { field: 'Top-up amount, €', topUp: 'Top up' },
} as const;

/** The balance page for the signed-in demo customer; its amount field once it is there. */
async function balancePage(locale: Locale = 'lt') {
  portal.render({
    path: '/balansas',
    locale,
    token: portal.sim.login('demo@example.lt', 'demo123'),
  });
  return screen.findByRole('textbox', { name: words[locale].field });
}

/** Types `typed` in place of what the field holds (as one paste) and presses top up. */
async function topUp(field: HTMLElement, typed: string, locale: Locale = 'lt') {
  await userEvent.clear(field);
  if (typed) {
    await userEvent.click(field);
    await userEvent.paste(typed);
  }
  await userEvent.click(screen.getByRole('button', { name: words[locale].topUp }));
}

describe('the top-up amount', () => {
  it.each([
    ['4', 'Mažiausia suma – 5 €'],
    ['10001', 'Didžiausia suma – 10000 €'],
    ['', 'Įveskite sumą'],
    // read the Lithuanian way: 10 000,01 €, a cent above the maximum
    ['10 000,01 €', 'Didžiausia suma – 10000 €'],
    ['12a', 'Įveskite sumą skaičiais, pavyzdžiui, 10 arba 10,50'],
  ])('"%s" is refused with "%s" and kept as typed; nothing is asked', async (typed, message) => {
    const field = await balancePage();
    await topUp(field, typed);
    expect(field).toHaveAccessibleDescription(new RegExp(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(typed);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has a hint that shows the Lithuanian way', async () => {
    expect(await balancePage()).toHaveAccessibleDescription(/pavyzdžiui, 10,50/);
  });

  it('in English has a hint that shows both ways, and "10,50" is still ten euros fifty', async () => {
    const field = await balancePage('en');
    expect(field).toHaveAccessibleDescription(/for example 10\.50 \(10,50 works too\)/);
    await topUp(field, '10,50', 'en');
    expect(
      await screen.findByRole('dialog', { name: /^Top up your balance by 10,50\s€\?$/ }),
    ).toBeVisible();
  });
});
