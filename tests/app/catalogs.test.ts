import { describe, expect, it, vi } from 'vitest';

/**
 * src/app/catalogs.ts: a catalog in two parts, whatever order the first render and the code
 * loaded after it ask in. Each test gets the module fresh (its state is the page's).
 */
async function freshCatalogs() {
  vi.resetModules();
  return import('../../src/app/catalogs');
}

describe('catalogs in two parts', () => {
  it('the first part holds what the first load shows; completing fills the same object', async () => {
    const { loadFirstCatalog, completeCatalogs, isPartial } = await freshCatalogs();
    const messages = await loadFirstCatalog('lt');
    expect(messages).toHaveProperty('board_title');
    expect(messages).not.toHaveProperty('terms_title');
    expect(isPartial(messages)).toBe(true);
    await completeCatalogs();
    expect(messages).toHaveProperty('terms_title');
    expect(isPartial(messages)).toBe(false);
  });

  it('completing asked for while the first part is on its way still completes it', async () => {
    const { loadFirstCatalog, completeCatalogs } = await freshCatalogs();
    const first = loadFirstCatalog('lt');
    await completeCatalogs();
    expect(await first).toHaveProperty('terms_title');
  });

  it('a first part asked for after completing was asked for comes whole', async () => {
    const { loadFirstCatalog, completeCatalogs, isPartial } = await freshCatalogs();
    await completeCatalogs();
    const messages = await loadFirstCatalog('en');
    expect(messages).toHaveProperty('terms_title');
    expect(isPartial(messages)).toBe(false);
  });
});
