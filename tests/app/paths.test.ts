import { describe, expect, it } from 'vitest';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { BOARD_PATH_SOURCE, boardPlaceOf, paths, routes } from '../../src/app/paths';

type RouteName = keyof typeof routes;

/** The routes (src/app/Routes.tsx matches `routes`) that an address matches, by name. */
const matching = (address: string): RouteName[] =>
  (Object.keys(routes) as RouteName[]).filter(
    (name) => matchRoute(parse, routes[name], address)[0],
  );

/** Each address the views build, and the one route it must land on. */
const BUILT: Array<[string, RouteName]> = [
  [paths.home, 'home'],
  [paths.venue(2), 'venue'],
  [paths.venue('17'), 'venue'],
  [paths.login, 'login'],
  [paths.lostPassword, 'lostPassword'],
  [paths.balance, 'balance'],
  [paths.orders, 'orders'],
  [paths.invoices, 'invoices'],
  [paths.settings, 'settings'],
  [paths.consents, 'settings'],
  [paths.balancePaid, 'balancePaid'],
  [paths.balanceNotPaid, 'balanceNotPaid'],
  [paths.reservationPaid, 'reservationPaid'],
  [paths.reservationNotPaid, 'reservationNotPaid'],
];

describe('paths: every address the views build lands on its page', () => {
  it.each(BUILT)('%s is matched by the %s route, and by no other', (address, route) => {
    expect(matching(address)).toEqual([route]);
  });

  it('every route has an address that reaches it', () => {
    const reached = new Set(BUILT.map(([, route]) => route));
    expect([...reached].sort()).toEqual(Object.keys(routes).sort());
  });

  it('the addresses are the Lithuanian ones SPEC §2 names', () => {
    expect(paths.venue(2)).toBe('/rezervacija/2');
    expect(paths.orders).toBe('/uzsakymai');
    expect(paths.consents).toBe('/nustatymai/sutikimai');
  });

  it("a venue's segment comes from data and stays one segment", () => {
    expect(paths.venue('a/b')).toBe('/rezervacija/a%2Fb');
    expect(matching(paths.venue('a/b'))).toEqual(['venue']);
  });

  it('the settings route hands the consents tab its segment', () => {
    const [, params] = matchRoute(parse, routes.settings, paths.consents);
    expect(params?.tab).toBe('sutikimai');
    expect(matchRoute(parse, routes.settings, paths.settings)[1]?.tab).toBeUndefined();
  });
});

describe("the board's addresses (the prerendered shell's pattern)", () => {
  it('are Home and a venue page, and no other page', () => {
    const board = new RegExp(BOARD_PATH_SOURCE);
    for (const [address, route] of BUILT) {
      expect(board.test(address), address).toBe(route === 'home' || route === 'venue');
    }
  });

  it('name the venue, or none for Home', () => {
    expect(boardPlaceOf(paths.home)).toBe('');
    expect(boardPlaceOf(paths.venue(3))).toBe('3');
    expect(boardPlaceOf(`${paths.venue(3)}/`)).toBe('3');
    expect(boardPlaceOf(paths.orders)).toBeNull();
  });
});
