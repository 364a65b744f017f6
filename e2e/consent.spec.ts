/**
 * Terms consent (docs/rules.md §2 modals, §4 "Terms consent" and "Consents in settings", §9
 * template ids terms 5, newsletter 1): the mandatory modal for the user who has not accepted the
 * terms, what it records, the terms viewer and its sanitiser, the consents tab, keyboard and axe.
 */
import type { Page } from '@playwright/test';
import { accounts, boardTable, expect, a11yViolations, signIn, test, userBar } from './fixtures';

// The scenario (terms HTML, failures) is the simulator's global state: leave it seeded.
test.afterEach(async ({ sim }) => {
  await sim.reset();
});

interface SentConsent {
  template_id: number;
  consent: number;
  channels: string[];
}

interface LoggedRequest {
  method: string;
  status: number | null;
  body?: { consents?: string };
}

const CONSENTS = '/consents-v2';

/** What the simulator received for the consents, oldest first (GET /__sim/requests). */
async function consentLog(page: Page): Promise<LoggedRequest[]> {
  const res = await page.request.get(`/__sim/requests?match=${encodeURIComponent(CONSENTS)}`);
  const { data } = (await res.json()) as { data: LoggedRequest[] };
  return data.filter((r) => r.method !== 'OPTIONS');
}

/** The consents calls as "METHOD status". */
async function consentCalls(page: Page): Promise<string[]> {
  return (await consentLog(page)).map((r) => `${r.method} ${r.status}`);
}

/** The consents each POST carried (the form field `consents`, a JSON list), oldest first. */
async function sentConsents(page: Page): Promise<SentConsent[][]> {
  return (await consentLog(page))
    .filter((r) => r.method === 'POST')
    .map((r) => JSON.parse(r.body?.consents ?? 'null') as SentConsent[]);
}

/** The id of the element that has focus ('' for one without, 'BODY' for none). */
const focusedId = (page: Page) =>
  page.evaluate(() =>
    document.activeElement === document.body ? 'BODY' : (document.activeElement?.id ?? ''),
  );

const consentModal = (page: Page) => page.getByRole('dialog', { name: 'Taisyklės ir sutikimai' });
const termsViewer = (page: Page) => page.getByRole('dialog', { name: 'Taisyklės', exact: true });

/** Signed in as the user who has not accepted the terms; the modal is up at once. */
async function asFreshUser(page: Page) {
  await signIn(page, accounts.fresh.email, accounts.fresh.password);
  await page.goto('/');
  await expect(consentModal(page)).toBeVisible();
}

test.describe('the mandatory consent modal', () => {
  test('comes at once, cannot be dismissed, and without the newsletter records the terms alone', async ({
    page,
  }) => {
    await asFreshUser(page);
    const modal = consentModal(page);
    await expect(modal.getByRole('checkbox', { name: /Sutinku su taisyklėmis/ })).toBeChecked();
    await expect(modal.getByRole('checkbox', { name: /Sutinku su taisyklėmis/ })).toBeDisabled();
    await expect(modal.getByRole('checkbox', { name: /naujienas/ })).not.toBeChecked();
    await expect(modal.getByRole('button', { name: 'Uždaryti' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    // outside the box: the top left corner of the page, under the overlay
    await page.mouse.click(8, 8);
    await expect(modal).toBeVisible();
    expect(await consentCalls(page)).toEqual(['GET 200']);

    await modal.getByRole('button', { name: 'Patvirtinti' }).click();
    await expect(modal).toHaveCount(0);
    // recorded (the terms alone), then read again
    await expect.poll(() => consentCalls(page)).toEqual(['GET 200', 'POST 200', 'GET 200']);
    expect(await sentConsents(page)).toEqual([
      [{ template_id: 5, consent: 1, channels: ['email'] }],
    ]);

    // the terms are accepted now: a fresh visit has no modal
    await page.reload();
    await expect(boardTable(page)).toBeVisible();
    await expect(consentModal(page)).toHaveCount(0);
  });

  test('by keyboard alone: Tab to the newsletter, Space, Tab to confirm, Enter records both', async ({
    page,
  }) => {
    await asFreshUser(page);
    const modal = consentModal(page);
    const newsletter = modal.getByRole('checkbox', { name: /naujienas/ });
    // focus starts in the dialog; the fixed terms box is skipped, "read more" comes first
    for (let i = 0; i < 5; i++) {
      if (await newsletter.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(newsletter).toBeFocused();
    await page.keyboard.press('Space');
    await expect(newsletter).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(modal.getByRole('button', { name: 'Patvirtinti' })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(modal).toHaveCount(0);
    // its work done, the modal hands focus to the page, not to the page body
    await expect.poll(() => focusedId(page)).toBe('content');
    await expect.poll(() => consentCalls(page)).toEqual(['GET 200', 'POST 200', 'GET 200']);
    expect(await sentConsents(page)).toEqual([
      [
        { template_id: 5, consent: 1, channels: ['email'] },
        { template_id: 1, consent: 1, channels: ['email'] },
      ],
    ]);
  });

  test('signed in through the login modal, then confirmed: focus on the page, not the body', async ({
    page,
  }) => {
    await page.goto('/');
    await userBar(page).getByRole('button', { name: 'Registruotis' }).click();
    await page
      .getByRole('dialog', { name: 'Registracija' })
      .getByRole('button', { name: 'Prisijungti' })
      .click();
    const login = page.getByRole('dialog', { name: 'Prisijungimas' });
    await login
      .getByRole('textbox', { name: 'El. paštas', exact: true })
      .fill(accounts.fresh.email);
    await login
      .getByRole('textbox', { name: 'Slaptažodis', exact: true })
      .fill(accounts.fresh.password);
    await login.getByRole('button', { name: 'Prisijungti' }).click();
    const modal = consentModal(page);
    await expect(modal).toBeVisible();
    // what had focus when it opened (the login form's button) is gone with its dialog
    await modal.getByRole('button', { name: 'Patvirtinti' }).press('Enter');
    await expect(modal).toHaveCount(0);
    await expect.poll(() => focusedId(page)).toBe('content');
  });

  test('offers "Atsijungti" as its only other way out: logged out, nothing recorded', async ({
    page,
  }) => {
    await asFreshUser(page);
    const modal = consentModal(page);
    await expect(modal.getByRole('button', { name: 'Uždaryti' })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Atsijungti' }).click();

    await expect(modal).toHaveCount(0);
    await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
    await expect.poll(() => focusedId(page)).toBe('content');
    expect(await consentCalls(page)).toEqual(['GET 200']);
    await page.reload();
    await expect(boardTable(page)).toBeVisible();
    await expect(consentModal(page)).toHaveCount(0);
  });

  test('axe: no violation with the modal open, nor with the terms viewer over it', async ({
    page,
  }) => {
    await asFreshUser(page);
    expect(await a11yViolations(page), 'with the consent modal open').toEqual([]);

    await consentModal(page).getByRole('button', { name: 'Skaityti taisykles' }).click();
    await expect(termsViewer(page).getByText(/Rezervuodami aikštelę/)).toBeVisible();
    expect(await a11yViolations(page), 'with the terms viewer open').toEqual([]);
  });
});

test.describe('the terms viewer', () => {
  test('never runs a script the terms carry, and shows the text around it', async ({
    page,
    sim,
  }) => {
    await sim.scenario({
      termsHtml:
        '<p>Prieš zondą.</p>' +
        '<img src="x" onerror="window.__xss = 1">' +
        '<script>window.__xss = 2</script>' +
        '<p onmouseover="window.__xss = 3">Po zondo.</p>' +
        '<p><a href="javascript:window.__xss = 4">Spauskite</a></p>',
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await asFreshUser(page);
    await consentModal(page).getByRole('button', { name: 'Skaityti taisykles' }).click();
    const viewer = termsViewer(page);
    await expect(viewer.getByText('Prieš zondą.')).toBeVisible();
    await expect(viewer.getByText('Po zondo.')).toBeVisible();
    await viewer.getByText('Po zondo.').hover();
    await viewer.getByText('Spauskite').click();
    expect(await viewer.locator('img, script, [onerror], [onmouseover]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);

    // Escape closes the viewer only; the consent modal is still there, focus back on "read more"
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(
      consentModal(page).getByRole('button', { name: 'Skaityti taisykles' }),
    ).toBeFocused();
  });
});

test.describe('the consents tab', () => {
  test('terms on and fixed; the newsletter on sends an acceptance, off a refusal, each read again', async ({
    page,
  }) => {
    await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.goto('/nustatymai/sutikimai');
    const newsletter = page.getByRole('switch', { name: /Naujienos el\. paštu/ });
    const terms = page.getByRole('switch', { name: /Sutikimas su taisyklėmis/ });
    await expect(newsletter).not.toBeChecked();
    await expect(terms).toBeChecked();
    await expect(terms).toBeDisabled();
    await expect(consentModal(page)).toHaveCount(0);
    expect(await consentCalls(page)).toEqual(['GET 200']);

    await page.getByText('Naujienos el. paštu').click();
    await expect(newsletter).toBeChecked();
    await expect(newsletter).toBeEnabled();
    expect(await consentCalls(page)).toEqual(['GET 200', 'POST 200', 'GET 200']);

    await page.getByText('Naujienos el. paštu').click();
    await expect(newsletter).not.toBeChecked();
    await expect(newsletter).toBeEnabled();
    expect(await consentCalls(page)).toEqual([
      'GET 200',
      'POST 200',
      'GET 200',
      'POST 200',
      'GET 200',
    ]);
    expect(await sentConsents(page)).toEqual([
      [{ template_id: 1, consent: 1, channels: ['email'] }],
      [{ template_id: 1, consent: 0, channels: [] }],
    ]);

    // what the server holds now, on a fresh visit
    await page.reload();
    await expect(page.getByRole('switch', { name: /Naujienos el\. paštu/ })).not.toBeChecked();
  });
  // that a change says it was saved, in either language, and a failed save says why:
  // tests/views/Consent.test.tsx
});
