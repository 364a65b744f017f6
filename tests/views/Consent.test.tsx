import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalForFile } from './support/portal';

/**
 * The terms consent on the real root, machines and wire against the simulator: the mandatory
 * modal for the user who has not accepted the terms (naujas@example.lt, subject 1002), the terms
 * viewer over it, and the consents tab in settings for demo@example.lt (subject 1001).
 */
const portal = portalForFile();

const FRESH = { email: 'naujas@example.lt', subject: '1002' } as const;
const DEMO = { email: 'demo@example.lt', subject: '1001' } as const;
const TERMS = 5;
const NEWSLETTER = 1;

function signedIn(email: string, path = '/') {
  const password = email === FRESH.email ? 'naujas123' : 'demo123';
  return portal.render({ token: portal.sim.login(email, password), path });
}

/** What the simulator holds for a user's consent. */
function held(subject: string, templateId: number) {
  return portal.sim.users.get(subject)?.consents.get(templateId);
}

const consentModal = () =>
  // the first test of the file waits for the app's first start-up (slow on a busy machine)
  screen.findByRole('dialog', { name: 'Taisyklės ir sutikimai' }, { timeout: 10_000 });

describe('the mandatory consent modal', () => {
  it('appears by itself with the terms ticked and fixed, the newsletter unticked, no close', async () => {
    signedIn(FRESH.email);
    const modal = await consentModal();
    const terms = within(modal).getByRole('checkbox', { name: /Sutinku su taisyklėmis/ });
    expect(terms).toBeChecked();
    expect(terms).toBeDisabled();
    const newsletter = within(modal).getByRole('checkbox', { name: /naujienas/ });
    expect(newsletter).not.toBeChecked();
    expect(newsletter).toBeEnabled();
    expect(within(modal).queryByRole('button', { name: 'Uždaryti' })).toBeNull();
  });

  it('cannot be dismissed with Escape or a press outside', async () => {
    signedIn(FRESH.email);
    const modal = await consentModal();
    await userEvent.click(within(modal).getByRole('checkbox', { name: /naujienas/ }));
    await userEvent.keyboard('{Escape}');
    const underlay = modal.parentElement?.parentElement;
    if (!underlay) throw new Error('the modal has no underlay');
    await userEvent.click(underlay);
    expect(screen.getByRole('dialog', { name: 'Taisyklės ir sutikimai' })).toBe(modal);
    // nothing was recorded, and what was ticked is still ticked
    expect(held(FRESH.subject, TERMS)?.consent).toBe(false);
    expect(within(modal).getByRole('checkbox', { name: /naujienas/ })).toBeChecked();
  });

  it('confirmed with the newsletter ticked records both consents, then closes', async () => {
    signedIn(FRESH.email);
    const modal = await consentModal();
    await userEvent.click(within(modal).getByRole('checkbox', { name: /naujienas/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Patvirtinti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(held(FRESH.subject, TERMS)).toEqual({ consent: true, channels: ['email'] });
    expect(held(FRESH.subject, NEWSLETTER)).toEqual({ consent: true, channels: ['email'] });
  });

  it('confirmed without the newsletter records no newsletter acceptance', async () => {
    signedIn(FRESH.email);
    const modal = await consentModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'Patvirtinti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(held(FRESH.subject, TERMS)).toEqual({ consent: true, channels: ['email'] });
    expect(held(FRESH.subject, NEWSLETTER)).toEqual({ consent: false, channels: [] });
  });

  it('confirmed without the newsletter sends no refusal either: a newsletter already given stays', async () => {
    // a newsletter the server already holds as given: a refusal sent with the terms would undo it
    portal.sim.users.get(FRESH.subject)?.consents.set(NEWSLETTER, {
      consent: true,
      channels: ['sms'],
    });
    signedIn(FRESH.email);
    const modal = await consentModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'Patvirtinti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(held(FRESH.subject, TERMS)).toEqual({ consent: true, channels: ['email'] });
    expect(held(FRESH.subject, NEWSLETTER)).toEqual({ consent: true, channels: ['sms'] });
  });

  it('says in place when the consent could not be saved, and stays', async () => {
    portal.sim.setScenario({
      failures: [{ match: 'POST /api/v2/subjects/1002/consents-v2', kind: '500', times: 1 }],
    });
    signedIn(FRESH.email);
    const modal = await consentModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'Patvirtinti' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Sutikimo išsaugoti nepavyko',
    );
    expect(screen.getByRole('dialog', { name: 'Taisyklės ir sutikimai' })).toBe(modal);
    // the next try goes through
    await userEvent.click(within(modal).getByRole('button', { name: 'Patvirtinti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(held(FRESH.subject, TERMS)?.consent).toBe(true);
  });
});

describe('the terms viewer', () => {
  it('opens over the consent modal with the terms sanitised, and closes back to it', async () => {
    portal.sim.setScenario({
      termsHtml:
        '<p>Prieš zondą.</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>' +
        '<p>Po zondo, <a href="https://example.lt/taisykles">daugiau</a>.</p>',
    });
    signedIn(FRESH.email);
    const modal = await consentModal();
    // the terms are fetched when someone asks to read them, not before
    expect(portal.sim.requests.filter((r) => r.path.includes('get_savitarna_taisykles'))).toEqual(
      [],
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Skaityti taisykles' }));
    const viewer = await screen.findByRole('dialog', { name: 'Taisyklės' });
    const text = await within(viewer).findByText('Prieš zondą.');
    expect(within(viewer).getByText(/Po zondo/)).toBeVisible();
    const box = text.parentElement;
    expect(box?.querySelector('img, script, [onerror]')).toBeNull();
    expect(within(viewer).getByRole('link', { name: 'daugiau' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Taisyklės' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Taisyklės ir sutikimai' })).toBeInTheDocument();
    expect(held(FRESH.subject, TERMS)?.consent).toBe(false);
  });

  it('offers a retry when the terms could not be loaded', async () => {
    portal.sim.setScenario({
      failures: [{ match: 'get_savitarna_taisykles', kind: '500', times: 1 }],
    });
    signedIn(FRESH.email);
    const modal = await consentModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'Skaityti taisykles' }));
    const viewer = await screen.findByRole('dialog', { name: 'Taisyklės' });
    const retry = await within(viewer).findByRole('button', { name: 'Bandyti dar kartą' });
    expect(within(viewer).getByText('Nepavyko įkelti taisyklių.')).toBeVisible();
    await userEvent.click(retry);
    expect(await within(viewer).findByText(/Rezervuodami aikštelę sutinkate/)).toBeVisible();
  });
});

describe('the consents tab', () => {
  const open = async () => {
    signedIn(DEMO.email, '/nustatymai/sutikimai');
    return screen.findByRole('switch', { name: /Naujienos el\. paštu/ });
  };

  it('shows the terms on and fixed, the newsletter as the server holds it', async () => {
    const newsletter = await open();
    expect(newsletter).not.toBeChecked();
    const terms = screen.getByRole('switch', { name: /Sutikimas su taisyklėmis/ });
    expect(terms).toBeChecked();
    expect(terms).toBeDisabled();
  });

  it('records an acceptance when switched on and a refusal when switched off', async () => {
    const newsletter = await open();
    await userEvent.click(newsletter);
    await waitFor(() => expect(newsletter).toBeChecked());
    expect(held(DEMO.subject, NEWSLETTER)).toEqual({ consent: true, channels: ['email'] });

    await waitFor(() => expect(newsletter).toBeEnabled());
    await userEvent.click(newsletter);
    await waitFor(() => expect(newsletter).not.toBeChecked());
    expect(held(DEMO.subject, NEWSLETTER)).toEqual({ consent: false, channels: [] });
  });

  it('keeps what the server holds and says so when a change could not be saved', async () => {
    const newsletter = await open();
    portal.sim.setScenario({
      failures: [{ match: 'POST /api/v2/subjects/1001/consents-v2', kind: '500', times: 1 }],
    });
    await userEvent.click(newsletter);
    // the portal's sentence, then the cause; never the server's own words, never "saved"
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pakeitimo išsaugoti nepavyko. Rodoma tai, kas išsaugota.Serverio klaida. Bandykite vėliau.',
    );
    expect(screen.queryByText('Pakeitimas išsaugotas.')).toBeNull();
    expect(screen.queryByText(/Simulated failure/)).toBeNull();
    expect(newsletter).not.toBeChecked();
    expect(held(DEMO.subject, NEWSLETTER)?.consent).toBe(false);
  });

  it('says a change was saved, in the user’s language', async () => {
    const newsletter = await open();
    expect(screen.queryByText('Pakeitimas išsaugotas.')).toBeNull();
    await userEvent.click(newsletter);
    await waitFor(() => expect(newsletter).toBeChecked());
    // told politely, as a status
    expect(
      (await screen.findByText('Pakeitimas išsaugotas.')).closest('[role=status]'),
    ).not.toBeNull();
  });

  it('in English, the saved message is English', async () => {
    portal.render({
      token: portal.sim.login(DEMO.email, 'demo123'),
      path: '/nustatymai/sutikimai',
      locale: 'en',
    });
    await userEvent.click(await screen.findByRole('switch', { name: /News by e-mail/ }));
    // told politely, as a status
    expect(
      (await screen.findByText('Your change was saved.')).closest('[role=status]'),
    ).not.toBeNull();
  });

  it('offers a retry when the consents could not be read', async () => {
    // A 500's own words are for the developer's console, never the page (docs/rules.md §8).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    portal.sim.setScenario({
      failures: [{ match: 'GET /api/v2/subjects/1001/consents-v2', kind: '500', times: 1 }],
    });
    signedIn(DEMO.email, '/nustatymai/sutikimai');
    const retry = await screen.findByRole('button', { name: 'Bandyti dar kartą' });
    expect(screen.getByText('Nepavyko įkelti jūsų sutikimų.')).toBeVisible();
    expect(screen.queryByText(/Simulated failure/)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Simulated failure'));
    warn.mockRestore();
    await userEvent.click(retry);
    expect(await screen.findByRole('switch', { name: /Naujienos el\. paštu/ })).not.toBeChecked();
  });
});
