/**
 * Locators and steps that the board and cart specs share (e2e/cart.spec.ts, e2e/races.spec.ts):
 * the board's cells, the cart panel and its dialogs, the header's balance and the toasts, all found
 * the way a user finds them (role and accessible name, Lithuanian). The simulator's clock stands
 * at Saturday 2026-11-21 09:30 (Vilnius) in both specs: half an hour on a tennis court is 7,00 €.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { RequestRecord } from '../venue-sim/model';
import { accounts, expect, signIn } from './fixtures';

/** The court both specs book on. */
export const COURT = 'Teniso aikštelė 1';

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** A board cell by court, time and status as its button names it. */
export const cell = (page: Page, court: string, time: string, status = 'Laisva') =>
  page.getByRole('gridcell', { name: `${court}, ${time}: ${status}`, exact: true });

export const panel = (page: Page) => page.getByRole('region', { name: 'Krepšelis' });

export const cartButton = (page: Page) =>
  panel(page).getByRole('button', { name: /Peržiūrėti krepšelį/ });

export const items = (scope: Page | Locator) => scope.getByTestId('cart-item');

export const balance = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /Balansas/ });

/** The toasts; `includeHidden` finds them mid-animation too (a paused page clock holds them there). */
export const toasts = (page: Page, { includeHidden = false } = {}) =>
  page
    .getByRole('region', { name: 'Pranešimai', includeHidden })
    .getByRole('alert', { includeHidden });

/** Opens a free cell's dialog and picks its first length (half an hour). */
export async function pick(page: Page, time: string, court = COURT) {
  await cell(page, court, time).click();
  await dialog(page, court)
    .getByRole('button', { name: new RegExp(`^Pasirinkti ${time}–`) })
    .first()
    .click();
}

/** Picks a half-hour and waits for the yes/no dialog that follows a successful add. */
export async function add(page: Page, time: string, court = COURT): Promise<Locator> {
  await pick(page, time, court);
  const added = dialog(page, 'Laikas įdėtas į krepšelį');
  await expect(added).toBeVisible();
  return added;
}

/** Signs in, opens Home and waits for the empty cart panel; the session token comes back. */
export async function signedInAtHome(
  page: Page,
  account: { email: string; password: string } = accounts.demo,
): Promise<string> {
  const token = await signIn(page, account.email, account.password);
  await page.goto('/');
  await expect(panel(page)).toContainText('Krepšelis tuščias');
  return token;
}

/** From the board with something held: the cart dialog, then the pay dialog. */
export async function openPay(page: Page): Promise<Locator> {
  await cartButton(page).click();
  await dialog(page, 'Krepšelis').getByRole('button', { name: 'Rezervuoti' }).click();
  const pay = dialog(page, 'Apmokėjimas');
  await expect(pay).toBeVisible();
  return pay;
}

/** One request in the simulator's log. */
export type Logged = RequestRecord;

/** The simulator's request log, filtered by a substring of "METHOD /path". */
export async function logged(request: APIRequestContext, match = ''): Promise<Logged[]> {
  const res = await request.get(`/__sim/requests?match=${encodeURIComponent(match)}`);
  return ((await res.json()) as { data: Logged[] }).data;
}
