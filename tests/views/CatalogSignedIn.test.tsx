import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { loadFirstCatalog } from '../../src/app/catalogs';
import { missingIds } from './support/missingIds';
import { portalForFile } from './support/portal';

/**
 * A file of its own: the catalogs' state is the page's, and once anything has asked for the rest,
 * every catalog is whole; a signed-in user's first render is a page of its own.
 *
 * The catalog comes in two parts (src/app/catalogs.ts): start-up's first render has only the ids
 * the board's first load can show, and whatever is loaded on demand waits for the rest. Rendered
 * from the first part, as src/app/start.tsx does, nothing may find an id missing (IntlRoot reports
 * a missing id as react-intl's MISSING_TRANSLATION error).
 */
// The code fetched after the load (src/app/afterLoad.ts) never comes here: it would ask for the
// rest of the catalog itself, and the cart's own wait would go untested.
vi.mock('../../src/app/afterLoad', () => import('./support/noAfterLoad'));

const portal = portalForFile();

describe('the catalog in two parts, signed in', () => {
  it('holds what Home shows a signed-in user; their cart, loaded on demand, waits for the rest', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const messages = await loadFirstCatalog('lt');
    expect(messages).not.toHaveProperty('cart_title');
    const res = await fetch(`${portal.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo@example.lt', password: 'demo123' }),
    });
    const token = ((await res.json()) as { data: { session_token: string } }).data.session_token;
    portal.render({ token, catalog: { locale: 'lt', messages } });
    expect(await screen.findByRole('heading', { name: 'Krepšelis' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Atsijungti' })).toBeVisible();
    expect(missingIds(consoleError)).toEqual([]);
  });
});
