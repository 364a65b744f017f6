import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadFirstCatalog } from '../../src/app/catalogs';
import { missingIds } from './support/missingIds';
import { portalForFile } from './support/portal';

/**
 * The catalog comes in two parts (src/app/catalogs.ts): start-up's first render has only the ids
 * the board's first load can show, and whatever is loaded on demand waits for the rest. Rendered
 * from the first part, as src/app/start.tsx does, nothing may find an id missing (IntlRoot reports
 * a missing id as react-intl's MISSING_TRANSLATION error).
 */
const portal = portalForFile();

describe('the catalog in two parts', () => {
  it('holds in its first part what Home shows a visitor; the login page brings the rest, and the part is whole after', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const messages = await loadFirstCatalog('lt');
    expect(messages).toHaveProperty('board_title');
    expect(messages).not.toHaveProperty('login_title');

    portal.render({ catalog: { locale: 'lt', messages } });
    expect(await screen.findAllByRole('tab')).toHaveLength(3);
    await screen.findByTestId('board');
    expect(missingIds(consoleError)).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Prisijungti' }));
    expect(await screen.findByRole('heading', { name: 'Prisijungimas' })).toBeVisible();
    expect(missingIds(consoleError)).toEqual([]);
    // completed in place: the rest is in the very object the first render was given
    expect(messages).toHaveProperty('login_title');
  });
});
