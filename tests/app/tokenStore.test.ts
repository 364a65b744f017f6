/**
 * The token and, beside it, the form that issued it (src/app/storage.ts, docs/rules.md §4): what
 * lets a reload still say that staff act as a customer, and what logging out forgets.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../src/app/storage';

afterEach(() => localStorage.clear());

describe('tokenStore', () => {
  it('keeps the token with the form that issued it, and forgets both together', () => {
    tokenStore.set('theirs', 'admin');
    expect(tokenStore.get()).toBe('theirs');
    expect(tokenStore.from()).toBe('admin');
    tokenStore.set(null);
    expect(tokenStore.get()).toBeNull();
    expect(tokenStore.from()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('a new token stored without an origin does not inherit the old one', () => {
    tokenStore.set('theirs', 'admin');
    tokenStore.set('mine');
    expect(tokenStore.from()).toBeNull();
  });

  it('an unreadable mark, or a mark without a token, counts for nothing', () => {
    localStorage.setItem('savitarna.token', 'theirs');
    localStorage.setItem('savitarna.token.from', 'root');
    expect(tokenStore.from()).toBeNull();
    localStorage.removeItem('savitarna.token');
    localStorage.setItem('savitarna.token.from', 'admin');
    expect(tokenStore.from()).toBeNull();
  });
});
