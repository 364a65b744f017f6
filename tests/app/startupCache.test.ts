/**
 * The start-up record (src/app/startupCache.ts, docs/rules.md §4 "Start-up"): what a visit keeps
 * for the next one, the server's day predicted from the kept clock offset in any browser zone, and
 * anything unreadable dropped rather than half-used.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Place, VenueOptions } from '../../machines/domain';
import {
  STARTUP_CACHE_VERSION,
  clockOffsetOf,
  createStartupCache,
  predictedToday,
  startupPage,
  type RawStore,
} from '../../src/app/startupCache';
import { startupStore } from '../../src/app/storage';

const options: VenueOptions = {
  contentApiUrl: 'https://venue.example/wp-json/data/v1/',
  bookingApiUrl: 'https://booking.example/api',
  paymentMethod: 'bank',
  consentIds: { terms: 5, newsletter: 1 },
  serverDate: '2026-11-21T09:30:00+02:00',
  workHours: { start: 7, end: 23 },
  mapUrl: null,
  phone: '+37060000000',
  paymentUrls: {
    balance: { accept: 'https://venue.example/ok-b', cancel: 'https://venue.example/no-b' },
    reservation: { accept: 'https://venue.example/ok-r', cancel: 'https://venue.example/no-r' },
  },
};
const places: Place[] = [
  { id: 1, name: 'Sporto centras' },
  { id: 2, name: 'Teniso arena' },
];

/** 2026-11-21 09:30 in Vilnius (+02:00) is 07:30 UTC. */
const SERVER_NOW = Date.UTC(2026, 10, 21, 7, 30);
const MINUTE = 60_000;

function memoryStore(initial: string | null = null): RawStore & { value: string | null } {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(value) {
      this.value = value;
    },
  };
}

function savedRecord(browserNow = SERVER_NOW): Record<string, unknown> {
  const store = memoryStore();
  createStartupCache(store).save(
    { options, places, serverDate: '2026-11-21T09:30:00+02:00' },
    browserNow,
  );
  return JSON.parse(store.value ?? 'null') as Record<string, unknown>;
}

describe('the server clock offset', () => {
  it('is the server wall clock less the browser clock, whatever zone either is in', () => {
    // the browser's clock is right: the offset is the server's zone (+2 h)
    expect(clockOffsetOf('2026-11-21T09:30:00+02:00', SERVER_NOW)).toBe(120 * MINUTE);
    // the browser's clock runs 5 minutes fast
    expect(clockOffsetOf('2026-11-21T09:30:00+02:00', SERVER_NOW + 5 * MINUTE)).toBe(115 * MINUTE);
    // summer time: +03:00
    expect(clockOffsetOf('2026-07-01T12:00:00+03:00', Date.UTC(2026, 6, 1, 9))).toBe(180 * MINUTE);
  });

  it('is unknown for a date-time it cannot read', () => {
    for (const bad of [
      '',
      'rytoj',
      '2026-02-30T10:00:00+02:00',
      '2026-11-21',
      '21.11.2026 10:00',
    ]) {
      expect(clockOffsetOf(bad, SERVER_NOW)).toBeNull();
    }
  });

  it("predicts the server's calendar date, turning at the server's midnight", () => {
    const offset = clockOffsetOf('2026-11-21T23:50:00+02:00', Date.UTC(2026, 10, 21, 21, 50))!;
    expect(predictedToday(offset, Date.UTC(2026, 10, 21, 21, 59))).toBe('2026-11-21');
    // 00:00 in Vilnius is 22:00 UTC, whatever the browser's zone says
    expect(predictedToday(offset, Date.UTC(2026, 10, 21, 22, 0))).toBe('2026-11-22');
    // a week later
    expect(predictedToday(offset, Date.UTC(2026, 10, 28, 12, 0))).toBe('2026-11-28');
  });
});

describe('the start-up record', () => {
  it('keeps the options, the places and the clock offset for the next visit', () => {
    const store = memoryStore();
    createStartupCache(store).save(
      { options, places, serverDate: '2026-11-21T09:30:00+02:00' },
      SERVER_NOW,
    );

    const next = createStartupCache(memoryStore(store.value));
    expect(next.read()).toEqual({
      version: STARTUP_CACHE_VERSION,
      options,
      places,
      clockOffsetMs: 120 * MINUTE,
      bookingApiUrl: options.bookingApiUrl,
      savedAt: SERVER_NOW,
    });
    // two days and an hour later, the server is at the 23rd
    expect(next.guess(SERVER_NOW + 49 * 60 * MINUTE)).toEqual({
      options,
      places,
      today: '2026-11-23',
    });
  });

  it('a fresh visit replaces what an earlier one kept', () => {
    const store = memoryStore();
    const cache = createStartupCache(store);
    cache.save({ options, places, serverDate: '2026-11-21T09:30:00+02:00' }, SERVER_NOW);
    const moved = { ...options, bookingApiUrl: 'https://elsewhere.example/api' };
    cache.save(
      { options: moved, places: [places[1]!], serverDate: options.serverDate },
      SERVER_NOW,
    );
    expect(cache.guess(SERVER_NOW)).toEqual({
      options: moved,
      places: [places[1]],
      today: '2026-11-21',
    });
  });

  it('keeps nothing when the server date cannot be read', () => {
    const store = memoryStore();
    createStartupCache(store).save({ options, places, serverDate: 'rytoj' }, SERVER_NOW);
    expect(store.value).toBeNull();
  });

  it('is forgotten on demand', () => {
    const store = memoryStore(JSON.stringify(savedRecord()));
    const cache = createStartupCache(store);
    cache.clear();
    expect(store.value).toBeNull();
    expect(cache.guess(SERVER_NOW)).toBeNull();
  });

  it('is nothing on a first visit', () => {
    expect(createStartupCache(memoryStore()).guess(SERVER_NOW)).toBeNull();
  });

  const unreadable: Array<[string, (record: Record<string, unknown>) => unknown]> = [
    ['not JSON', () => '{"version":1,'],
    ['of another version', (r) => ({ ...r, version: STARTUP_CACHE_VERSION + 1 })],
    ['without places', ({ places: _, ...r }) => r],
    ['with a place whose id is not a number', (r) => ({ ...r, places: [{ id: '1', name: 'A' }] })],
    ['with options missing a field', (r) => ({ ...r, options: { ...options, paymentUrls: {} } })],
    ['with an offset that is not a number', (r) => ({ ...r, clockOffsetMs: 'NaN' })],
    ['for another booking address than its options', (r) => ({ ...r, bookingApiUrl: 'x' })],
    ['that is not a record at all', () => [1, 2, 3]],
  ];
  for (const [what, spoil] of unreadable) {
    it(`is dropped when it is ${what}`, () => {
      const spoilt = spoil(savedRecord());
      const store = memoryStore(typeof spoilt === 'string' ? spoilt : JSON.stringify(spoilt));
      expect(createStartupCache(store).guess(SERVER_NOW)).toBeNull();
      expect(store.value).toBeNull();
    });
  }
});

describe('in the browser', () => {
  it('lives in localStorage under its own key', () => {
    const cache = createStartupCache(startupStore);
    cache.save({ options, places, serverDate: '2026-11-21T09:30:00+02:00' }, SERVER_NOW);
    expect(JSON.parse(localStorage.getItem('savitarna.startup') ?? 'null')).toMatchObject({
      places,
    });
    expect(cache.guess(SERVER_NOW)?.today).toBe('2026-11-21');
    cache.clear();
    expect(localStorage.getItem('savitarna.startup')).toBeNull();
  });

  it('keeps nothing, and fails nothing, when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const cache = createStartupCache(startupStore);
    expect(() =>
      cache.save({ options, places, serverDate: options.serverDate }, SERVER_NOW),
    ).not.toThrow();
    expect(cache.guess(SERVER_NOW)).toBeNull();
  });
});

describe('the start-up page', () => {
  it('is the board page the address shows, read as the board page reads it', () => {
    expect(startupPage('/', '')).toEqual({});
    expect(startupPage('/', '?data=2026-11-24')).toEqual({ date: '2026-11-24' });
    expect(startupPage('/rezervacija/2', '')).toEqual({ placeId: 2 });
    expect(startupPage('/rezervacija/3/', '?data=2026-11-24&x=1')).toEqual({
      placeId: 3,
      date: '2026-11-24',
    });
    // an id that is not a number is no venue: the board shows an empty page for it
    expect(startupPage('/rezervacija/abc', '')).toEqual({ placeId: Number.NaN });
  });

  it('is none on any other page', () => {
    for (const path of ['/prisijungti', '/rezervacija', '/rezervacija/2/x', '/uzsakymai', '//']) {
      expect(startupPage(path, '?data=2026-11-24')).toBeNull();
    }
  });
});
