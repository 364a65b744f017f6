import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { portalForFile } from './support/portal';

/**
 * The header and the footer on the real root, its machines and the wire against the simulator
 * (SPEC §1): the map and phone links come from the site settings and are left out when the
 * settings have none (work hours then fall back to 7–23), the balance link is a signed-in user's
 * alone, and the footer's contact line opens the contact panel. What needs a browser (the brand's
 * hidden text, the header at 320–375 px, the menu's closing) stays in e2e/layout.spec.ts.
 */
const portal = portalForFile();
const userEvent = userEventLib.setup({ delay: null });

const mapUrl = 'https://maps.example/?q=Sporto+centras+%C5%BDalgiris';

// the page's header, first in the document: jsdom also counts the month calendar's <header> (react-aria's)
// as a banner, where a browser does not, as it sits inside <main>
const header = () => screen.getAllByRole('banner')[0]!;
const footer = () => screen.getByRole('contentinfo');

/** Renders Home and waits for start-up's end: the header's contact button is then live. */
async function start(opts: Parameters<typeof portal.render>[0] = {}) {
  portal.render(opts);
  await waitFor(() =>
    expect(within(header()).getByRole('button', { name: 'Susisiekite' })).not.toHaveAttribute(
      'aria-disabled',
    ),
  );
  await screen.findByTestId('board');
}

describe('the header', () => {
  it('shows the map and phone links the site settings give', async () => {
    await start();
    const map = within(header()).getByRole('link', { name: 'Kaip atvykti' });
    expect(map).toHaveAttribute('href', mapUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(within(header()).getByRole('link', { name: 'Skambinti +37060000000' })).toHaveAttribute(
      'href',
      'tel:+37060000000',
    );
  });

  it('leaves out the map and phone links when the settings have none; hours fall back to 7–23', async () => {
    portal.sim.setScenario({ omitOptional: true });
    await start();
    expect(within(header()).queryByRole('link', { name: 'Kaip atvykti' })).toBeNull();
    expect(within(header()).queryByRole('link', { name: /^Skambinti/ })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    const hours = within(screen.getByTestId('board')).getAllByRole('rowheader');
    expect(hours[0]).toHaveTextContent('07:00');
    expect(hours.at(-1)).toHaveTextContent('23:00');
  });

  it('gives a visitor no balance link', async () => {
    await start();
    expect(within(header()).queryByRole('link', { name: /^Balansas/ })).toBeNull();
  });

  it('a signed-in user follows the balance link to the balance page', async () => {
    await start({ token: await portal.logIn() });
    const balance = await within(header()).findByRole('link', { name: /^Balansas/ });
    expect(balance).toHaveAttribute('href', '/balansas');
    await userEvent.click(balance);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Balansas ir papildymas' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/balansas');
  });
});

describe('the footer', () => {
  it("carries the venue's contact line, and its button opens the contact panel", async () => {
    await start();
    expect(within(footer()).getByText('Kortų rezervacija')).toBeVisible();
    expect(within(footer()).getByRole('link', { name: 'Skambinti +37060000000' })).toHaveAttribute(
      'href',
      'tel:+37060000000',
    );
    expect(within(footer()).getByRole('link', { name: 'Kaip atvykti' })).toHaveAttribute(
      'href',
      mapUrl,
    );
    await userEvent.click(within(footer()).getByRole('button', { name: 'Parašykite mums' }));
    expect(await screen.findByRole('dialog', { name: 'Susisiekite su mumis' })).toBeVisible();
  });

  it('leaves out the phone and map the site settings do not give', async () => {
    portal.sim.setScenario({ omitOptional: true });
    await start();
    expect(within(footer()).getByRole('button', { name: 'Parašykite mums' })).toBeVisible();
    expect(within(footer()).queryAllByRole('link')).toEqual([]);
  });
});
