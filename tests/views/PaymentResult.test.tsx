import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { portalForFile } from './support/portal';

/**
 * The four payment result pages (SPEC §2) on the real root, its machines and the wire against the
 * simulator, for a signed-in customer the bank sends back: each says what happened and its one
 * button leads where SPEC says. That they are public, and the flows that end on them (a cart paid
 * or cancelled at the bank, a top-up), are tried in a browser: e2e/routes.spec.ts and
 * e2e/payment-result.spec.ts.
 */
const portal = portalForFile();
const userEvent = userEventLib.setup({ delay: null });

const results = [
  {
    path: '/mokejimas/sekmingai-balansas',
    title: 'Apmokėjimas įvyko',
    text: 'Jūsų balansas papildytas. Dabar galite rezervuoti kortus.',
    button: 'Rezervuoti kortus',
    to: '/',
    landing: 'Kortų užimtumas',
  },
  {
    path: '/mokejimas/nesekmingai-balansas',
    title: 'Apmokėjimas neįvyko',
    text: 'Balanso papildyti nepavyko: mokėjimas atšauktas arba nepatvirtintas. Pinigai nenuskaičiuoti.',
    button: 'Į balanso puslapį',
    to: '/balansas',
    landing: 'Balansas ir papildymas',
  },
  {
    path: '/mokejimas/sekminga-rezervacija',
    title: 'Apmokėjimas įvyko',
    // no cart code kept in this browser, so nothing to check
    text: 'Bankas mokėjimą priėmė. Rezervaciją rasite savo užsakymuose, kai mokėjimas bus apdorotas.',
    button: 'Į užsakymus',
    to: '/uzsakymai',
    landing: 'Mano užsakymai',
  },
  {
    path: '/mokejimas/nesekminga-rezervacija',
    title: 'Apmokėjimas neįvyko',
    text: 'Rezervacijos apmokėti nepavyko: mokėjimas atšauktas arba nepatvirtintas. Pinigai nenuskaičiuoti.',
    button: 'Rezervuoti kortus',
    to: '/',
    landing: 'Kortų užimtumas',
  },
] as const;

describe('payment result pages', () => {
  for (const result of results) {
    it(`${result.path} says so and its button leads to ${result.to}`, async () => {
      portal.render({ token: await portal.logIn(), path: result.path });
      expect(
        await screen.findByRole('heading', { level: 1, name: result.title }),
      ).toBeInTheDocument();
      expect(await screen.findByText(result.text)).toBeInTheDocument();
      const button = within(screen.getByRole('main')).getByRole('link', { name: result.button });
      expect(button).toHaveAttribute('href', result.to);
      await userEvent.click(button);
      expect(
        await screen.findByRole('heading', { level: 1, name: result.landing }),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe(result.to);
    });
  }
});
