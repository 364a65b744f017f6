import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { loadFirstCatalog } from '../../src/app/catalogs';
import { missingIds } from './support/missingIds';
import { portalForFile } from './support/portal';

/**
 * A file of its own: a page loaded on demand is loaded once per module graph, so only the first
 * test of a file to open it shows whether it waits for the rest of the catalog.
 *
 * The catalog comes in two parts (src/app/catalogs.ts): start-up's first render has only the ids
 * the board's first load can show, and whatever is loaded on demand waits for the rest. Rendered
 * from the first part, as src/app/start.tsx does, nothing may find an id missing (IntlRoot reports
 * a missing id as react-intl's MISSING_TRANSLATION error).
 */
// The code fetched after the load (src/app/afterLoad.ts) never comes here: it would ask for the
// rest of the catalog itself, and the page's own wait would go untested.
vi.mock('../../src/app/afterLoad', () => import('./support/noAfterLoad'));

const portal = portalForFile();

describe('the catalog in two parts, a page opened first', () => {
  it('waits for the rest of the catalog, which nothing else has asked for yet', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const messages = await loadFirstCatalog('lt');
    portal.render({ path: '/prisijungti', catalog: { locale: 'lt', messages } });
    expect(await screen.findByRole('heading', { name: 'Prisijungimas' })).toBeVisible();
    expect(missingIds(consoleError)).toEqual([]);
  });
});
