import { describe, expect, it } from 'vitest';
import {
  assign,
  createActor,
  fromPromise,
  setup,
  SimulatedClock,
  waitFor,
  type AnyActorRef,
} from 'xstate';
import {
  cartMachine,
  formatCountdown,
  holdSeconds,
  isUsable,
  selectCanPay,
  selectCountdown,
  selectHoldEnding,
  selectHoldOver,
  selectNotice,
  shortfall,
  type PaymentMethod,
  type CartReport,
  type CartSnapshot,
} from '../../machines/cart';
import {
  isWebAddress,
  type BookingAccess,
  type CallReport,
  type Cart,
  type CourtReservationRequest,
  type Failure,
  type PaymentReturn,
} from '../../machines/domain';
import {
  broken,
  cartWith,
  connection,
  crashed,
  emptyUsable,
  expired,
  holding,
  input,
  missing,
  paid,
  pay,
  slot,
  taken,
  tooLittle,
  twoHeld,
} from './cart.fixtures';
import { deferred } from '../support/deferred';

describe('cart: which stored cart is usable (docs/rules.md §4)', () => {
  it('an open cart with an expiration after the server time is usable', () => {
    expect(isUsable(cartWith(1))).toBe(true);
  });
  it.each([
    ['paid (status 2)', cartWith(900, { status: 2 })],
    ['cancelled (status 5)', cartWith(900, { status: 5 })],
    ['without an expiration', cartWith(900, { expiration: null })],
    ['expired by the server time', cartWith(0)],
    ['expired long ago', cartWith(-3600)],
  ])('a cart %s is not', (_, cart) => {
    expect(isUsable(cart)).toBe(false);
  });
});

describe('cart: the countdown shown', () => {
  it('is mm:ss of expiration minus the server time', () => {
    expect(holdSeconds(cartWith(125))).toBe(125);
    expect(formatCountdown(125)).toBe('02:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(15 * 60)).toBe('15:00');
  });
  it("counts by the server's wall clock, whatever the browser's zone does that night", () => {
    // 70 minutes on the server's clock across the hour Los Angeles skips (8 March, 02:00) and the
    // one Vilnius skips (29 March, 03:00): the tests run in both zones
    for (const [from, to] of [
      ['2026-03-08 01:55:00', '2026-03-08 03:05:00'],
      ['2026-03-29 02:55:00', '2026-03-29 04:05:00'],
    ] as const) {
      expect(holdSeconds(cartWith(0, { serverNow: from, expiration: to }))).toBe(70 * 60);
    }
    expect(holdSeconds(cartWith(0, { expiration: 'soon' }))).toBe(0);
  });
  it('only an http(s) address may take the browser to the bank', () => {
    expect(isWebAddress('https://bank.test/pay?x=1')).toBe(true);
    expect(isWebAddress('http://127.0.0.1:5173/bank')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('/relative')).toBe(false);
    expect(isWebAddress('')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// A cart against a scripted server, under a stand-in app that records reports; the actor clock is
// simulated.

interface Server {
  carts: Map<string, Cart>;
  nextCode: number;
  calls: string[];
  fail: Partial<Record<string, Failure>>;
  /** calls that wait for the test to let them answer */
  held: Partial<Record<string, Promise<void>>>;
  bankUrl: string;
}

function scriptedCart(
  opts: {
    stored?: string | null;
    carts?: Record<string, Cart>;
    fail?: Server['fail'];
    balance?: number | null;
  } = {},
) {
  const server: Server = {
    carts: new Map(Object.entries(opts.carts ?? {})),
    nextCode: 2,
    calls: [],
    fail: { ...opts.fail },
    held: {},
    bankUrl: 'https://bank.test/pay/1',
  };
  const log: string[] = [];
  const serve = <I, O>(name: string, answer: (input: I) => O) =>
    fromPromise<O, I>(async ({ input }) => {
      server.calls.push(name);
      await server.held[name];
      const failure = server.fail[name];
      if (failure) throw failure;
      return answer(input);
    });
  const cartOf = (code: string) => {
    const cart = server.carts.get(code);
    if (!cart)
      throw { ok: false, error: 'server', message: 'Nerastas', status: 404 } satisfies Failure;
    return cart;
  };
  const machine = cartMachine.provide({
    actors: {
      getCart: serve('getCart', ({ code }: { access: BookingAccess; code: string }) =>
        cartOf(code),
      ),
      createCart: serve('createCart', (_: { access: BookingAccess }) => {
        const code = `c${server.nextCode++}`;
        server.carts.set(code, cartWith(900, { code, items: [], total: 0 }));
        return code;
      }),
      addToCart: serve(
        'addToCart',
        ({ code }: { access: BookingAccess; code: string; request: CourtReservationRequest }) => {
          const cart = cartOf(code);
          const next = cartWith(900, {
            code,
            items: [...cart.items, { ...holding.items[0]!, id: 20 + cart.items.length }],
          });
          server.carts.set(code, next);
          return next;
        },
      ),
      removeFromCart: serve(
        'removeFromCart',
        ({ code, itemId }: { access: BookingAccess; code: string; itemId: number }) => {
          const cart = cartOf(code);
          const next = { ...cart, items: cart.items.filter((i) => i.id !== itemId) };
          server.carts.set(code, next);
          return next;
        },
      ),
      resumeCart: serve('resumeCart', ({ code }: { access: BookingAccess; code: string }) => {
        const next = cartWith(900, { code, items: cartOf(code).items });
        server.carts.set(code, next);
        return next;
      }),
      payByBank: serve(
        'payByBank',
        (_: {
          access: BookingAccess;
          code: string;
          paymentMethod: string;
          returnUrls: PaymentReturn;
        }) => server.bankUrl,
      ),
      payByCredits: serve('payByCredits', ({ code }: { access: BookingAccess; code: string }) => ({
        ...cartOf(code),
        status: 2,
      })),
    },
    actions: {
      rememberCode: (_, { code }) => log.push(`remember:${code}`),
      forgetCode: (_, { code }) => log.push(`forget:${code}`),
      leaveForBank: (_, { url }) => log.push(`bank:${url}`),
    },
  });
  type Heard = CartReport | CallReport;
  const clock = new SimulatedClock();
  const app = createActor(
    setup({
      types: { context: {} as { heard: Heard[] }, events: {} as Heard },
      actors: { cart: machine },
    }).createMachine({
      context: { heard: [] },
      invoke: {
        id: 'cart',
        src: 'cart',
        input: { ...input, code: opts.stored ?? null, balance: opts.balance ?? null },
      },
      on: {
        '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) },
      },
    }),
    { systemId: 'app', clock },
  ).start();
  const cart = app.getSnapshot().children.cart as AnyActorRef & { getSnapshot(): CartSnapshot };
  const heard = () =>
    app.getSnapshot().context.heard.map((h) => h.type + ('call' in h ? `:${h.call}` : ''));
  const idle = () => waitFor(cart, (s: CartSnapshot) => !s.hasTag('busy'));
  /** the actor clock, `seconds` seconds on (one at a time: each tick sets the next) */
  const wait = (seconds: number) => {
    for (let i = 0; i < seconds; i++) clock.increment(1000);
  };
  return { server, log, clock, cart, heard, idle, wait };
}

describe('cart: get-or-create', () => {
  it('no stored code: empty; adding creates a cart, keeps its code, adds, and reports', async () => {
    const h = scriptedCart();
    expect(h.cart.getSnapshot().value).toBe('empty');
    h.cart.send({ type: 'cart.add', request: slot });
    await h.idle();
    expect(h.server.calls).toEqual(['createCart', 'addToCart']);
    expect(h.log).toEqual(['remember:c2', 'remember:c2']);
    expect(h.cart.getSnapshot().matches('held')).toBe(true);
    expect(h.heard()).toEqual([
      'cart.emptied',
      'call.succeeded:addToCart',
      'cart.changed',
      'cart.added',
    ]);
  });

  it("keeps a new cart's code as soon as it is made, while the slot is still on its way", async () => {
    // a logout in that moment empties the cart by the kept code (the session reads it), so the
    // slot the add puts in is not left held on the server
    const h = scriptedCart();
    const answer = deferred<void>();
    h.server.held.addToCart = answer.promise;
    h.cart.send({ type: 'cart.add', request: slot });
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('adding'));
    expect(h.log).toEqual(['remember:c2']);
    answer.resolve();
    await h.idle();
    // kept again once the slot is in: the other tabs read the cart with it
    expect(h.log).toEqual(['remember:c2', 'remember:c2']);
  });

  it('a refused add keeps the new (empty) cart for the next slot', async () => {
    const h = scriptedCart({ fail: { addToCart: taken } });
    h.cart.send({ type: 'cart.add', request: slot });
    await h.idle();
    expect(h.server.calls.slice(0, 2)).toEqual(['createCart', 'addToCart']);
    expect(h.log).toEqual(['remember:c2']);
  });

  it('a sign-in landing while a slot is added takes the token and goes on with the add', async () => {
    const h = scriptedCart();
    const tokens: (string | null)[] = [];
    h.cart.send({ type: 'cart.add', request: slot });
    // the app sends the visitor's waiting slot, then the session's new token
    h.cart.send({ type: 'access.changed', token: 'new' });
    expect(h.cart.getSnapshot().hasTag('adding')).toBe(true);
    await h.idle();
    tokens.push(h.cart.getSnapshot().context.access.token);
    expect(h.server.calls).toEqual(['createCart', 'addToCart']);
    expect(tokens).toEqual(['new']);
    expect(h.cart.getSnapshot().matches('held')).toBe(true);
    expect(h.heard()).toContain('cart.added');
  });

  it('a usable stored cart is used', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: emptyUsable } });
    await h.idle();
    h.cart.send({ type: 'cart.add', request: slot });
    await h.idle();
    expect(h.server.calls).toEqual(['getCart', 'getCart', 'addToCart']);
    expect(h.cart.getSnapshot().context.code).toBe('c1');
  });

  it.each([
    ['paid', cartWith(900, { status: 2 })],
    ['cancelled', cartWith(900, { status: 5 })],
    ['expired', cartWith(0)],
  ])('a %s stored cart is forgotten at start, and adding makes a new one', async (_, stored) => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: stored } });
    await h.idle();
    expect(h.cart.getSnapshot().value).toBe('empty');
    expect(h.log).toEqual(['forget:c1']);
    h.cart.send({ type: 'cart.add', request: slot });
    await h.idle();
    expect(h.server.calls).toEqual(['getCart', 'createCart', 'addToCart']);
    expect(h.cart.getSnapshot().context.code).toBe('c2');
  });

  it.each([
    ['a server error', broken],
    ['an unreadable answer', { ok: false, error: 'unreadable', message: '' } as Failure],
  ])('%s reading the stored cart keeps its code and says so', async (_, failure) => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, fail: { getCart: failure } });
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('empty'));
    expect(h.log).toEqual([]);
    expect(h.cart.getSnapshot().context.code).toBe('c1');
    expect(h.heard()).toContain('call.failed:getCart');
  });

  it('a cart the server does not have (404) is forgotten', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, fail: { getCart: missing } });
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('empty'));
    expect(h.log).toEqual(['forget:c1']);
  });

  it('a dropped connection keeps the stored code for the next try', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, fail: { getCart: connection } });
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('empty'));
    expect(h.log).toEqual([]);
    expect(h.cart.getSnapshot().context.code).toBe('c1');
  });

  it("a slot taken meanwhile: the server's message, the board read again, the cart as it was", async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding } });
    await h.idle();
    h.server.fail.addToCart = taken;
    h.cart.send({ type: 'cart.add', request: slot });
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('held'));
    expect(h.heard()).toContain('call.failed:addToCart');
    expect(h.heard()).toContain('cart.changed');
    expect(h.heard()).not.toContain('cart.added');
    expect(h.cart.getSnapshot().context.cart?.items).toEqual(holding.items);
  });

  it('a second add while one is under way is not sent', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding } });
    await h.idle();
    h.cart.send({ type: 'cart.add', request: slot });
    h.cart.send({ type: 'cart.add', request: slot });
    await h.idle();
    expect(h.server.calls.filter((c) => c === 'addToCart')).toHaveLength(1);
  });
});

describe('cart: the countdown, by the actor clock', () => {
  it('ticks mm:ss a second at a time, warns at 60 s, and extending restarts it from the server', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: cartWith(62) } });
    await h.idle();
    expect(selectCountdown(h.cart.getSnapshot())).toBe('01:02');
    h.wait(1);
    expect(selectCountdown(h.cart.getSnapshot())).toBe('01:01');
    expect(selectHoldEnding(h.cart.getSnapshot())).toBe(false);
    h.wait(1);
    expect(selectCountdown(h.cart.getSnapshot())).toBe('01:00');
    expect(selectHoldEnding(h.cart.getSnapshot())).toBe(true);
    h.cart.send({ type: 'hold.extendRequested' });
    await waitFor(h.cart, (s: CartSnapshot) => !s.hasTag('holdEnding'));
    expect(h.server.calls.at(-1)).toBe('resumeCart');
    expect(selectCountdown(h.cart.getSnapshot())).toBe('15:00');
  });

  it('at zero shows 00:00, refuses to pay, and tells the board its slots are free', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: cartWith(3) } });
    await h.idle();
    expect(selectCanPay(h.cart.getSnapshot())).toBe(true);
    h.wait(3);
    const snapshot = h.cart.getSnapshot();
    expect(selectCountdown(snapshot)).toBe('00:00');
    expect(selectHoldOver(snapshot)).toBe(true);
    expect(selectCanPay(snapshot)).toBe(false);
    h.cart.send(pay('credits'));
    expect(h.server.calls).not.toContain('payByCredits');
    expect(h.heard().at(-1)).toBe('cart.changed');
    // time goes on; the countdown does not go below zero
    h.wait(5);
    expect(selectCountdown(h.cart.getSnapshot())).toBe('00:00');
  });

  it('every answer from the server sets the countdown afresh', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: cartWith(100) } });
    await h.idle();
    h.wait(30);
    expect(selectCountdown(h.cart.getSnapshot())).toBe('01:10');
    h.cart.send({ type: 'cart.add', request: slot });
    await h.idle();
    expect(selectCountdown(h.cart.getSnapshot())).toBe('15:00');
  });
});

describe('cart: remove, pay', () => {
  it('removing asks first; confirmed, the item goes; the last one empties the cart', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding } });
    await h.idle();
    h.cart.send({ type: 'item.removeRequested', itemId: 11 });
    expect(h.cart.getSnapshot().context.removing).toBe(11);
    h.cart.send({ type: 'removal.cancelled' });
    expect(h.server.calls).toEqual(['getCart']);
    h.cart.send({ type: 'item.removeRequested', itemId: 11 });
    h.cart.send({ type: 'removal.confirmed' });
    await h.idle();
    expect(h.server.calls).toEqual(['getCart', 'removeFromCart']);
    expect(h.cart.getSnapshot().value).toBe('empty');
    expect(h.heard().slice(-2)).toEqual(['cart.changed', 'cart.emptied']);
    // the browser's other tabs are told, though the code stays the same
    expect(h.log).toEqual(['remember:c1']);
  });

  it('credits: paid, the code dropped, the success message, the app told; a double click sends once', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding } });
    await h.idle();
    h.cart.send(pay('credits'));
    h.cart.send(pay('credits'));
    await h.idle();
    expect(h.server.calls.filter((c) => c === 'payByCredits')).toHaveLength(1);
    expect(h.log).toEqual(['forget:c1']);
    expect(h.cart.getSnapshot().context).toMatchObject({
      code: null,
      cart: null,
      notice: { tone: 'success', message: 'pavykoapmoketi' },
    });
    // what was paid stays, for the summary under the message
    expect(selectNotice(h.cart.getSnapshot())).toEqual({
      tone: 'success',
      message: 'pavykoapmoketi',
      paid: holding,
    });
    expect(h.heard()).toContain('cart.paid');
  });

  it('credits refused by the venue (409): the refusal with its words, the cart intact', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding } });
    await h.idle();
    h.server.fail.payByCredits = taken;
    h.cart.send(pay('credits'));
    await h.idle();
    expect(h.cart.getSnapshot().matches('held')).toBe(true);
    expect(h.cart.getSnapshot().context).toMatchObject({
      code: 'c1',
      cart: holding,
      notice: {
        tone: 'error',
        message: 'nepavyko_apmoketi_naudojant_kreditus',
        cause: 'error_refused',
        detail: 'Laikas jau užimtas',
      },
    });
    expect(h.log).toEqual([]);
  });

  it.each(['credits', 'bank'] as const)(
    '%s refused as unauthorised (401): the app hears it and ends the session; the cart and its code stay',
    async (method) => {
      const h = scriptedCart({ stored: 'c1', carts: { c1: holding } });
      await h.idle();
      h.server.fail[method === 'credits' ? 'payByCredits' : 'payByBank'] = expired;
      h.cart.send(pay(method));
      await h.idle();
      expect(h.heard()).toContain(
        `call.failed:${method === 'credits' ? 'payByCredits' : 'payByBank'}`,
      );
      expect(h.cart.getSnapshot().matches('held')).toBe(true);
      expect(h.cart.getSnapshot().context).toMatchObject({ code: 'c1', cart: holding });
      expect(h.log).toEqual([]);
    },
  );

  it('bank: the browser goes to the returned address; anything but http(s) is a failure', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding } });
    await h.idle();
    h.cart.send(pay('bank'));
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('atBank'));
    expect(h.log).toEqual(['bank:https://bank.test/pay/1']);

    const bad = scriptedCart({ stored: 'c1', carts: { c1: holding } });
    await bad.idle();
    bad.server.bankUrl = 'javascript:alert(1)';
    bad.cart.send(pay('bank'));
    await bad.idle();
    expect(bad.log).toEqual([]);
    expect(bad.cart.getSnapshot().context.notice).toEqual({
      tone: 'error',
      message: 'nepavyko_apmoketi',
      cause: 'error_unreadable',
      detail: null,
      console: 'not a bank address: javascript:alert(1)',
    });
  });

  it("paid here while another tab kept a new cart: only this tab's code is let go, and the other cart is read", async () => {
    // docs/rules.md §4 "Tabs": the other tab made a cart for its slot while this payment was on
    // its way; that cart's code is the one the browser keeps, and this tab shows it once paid
    const other = cartWith(900, { code: 'c9', items: [holding.items[0]!], total: holding.total });
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding, c9: other }, balance: 100 });
    await h.idle();
    const answer = deferred<void>();
    h.server.held.payByCredits = answer.promise;
    h.cart.send(pay('credits'));
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('payingByCredits'));
    h.cart.send({ type: 'cart.storageChanged', code: 'c9' });
    answer.resolve();
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('held'));
    expect(h.log).toEqual(['forget:c1']);
    expect(h.server.calls).toEqual(['getCart', 'getCart', 'payByCredits', 'getCart']);
    expect(h.cart.getSnapshot().context).toMatchObject({ code: 'c9', cart: other });
    // the payment is still told, with what it paid
    expect(selectNotice(h.cart.getSnapshot())).toMatchObject({ tone: 'success', paid: holding });
    expect(h.heard()).toContain('cart.paid');
  });

  it('paid here while another tab let the cart go: the cart stays empty', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, balance: 100 });
    await h.idle();
    const answer = deferred<void>();
    h.server.held.payByCredits = answer.promise;
    h.cart.send(pay('credits'));
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('payingByCredits'));
    h.cart.send({ type: 'cart.storageChanged', code: null });
    answer.resolve();
    await h.idle();
    expect(h.cart.getSnapshot().value).toBe('empty');
    expect(h.server.calls).toEqual(['getCart', 'getCart', 'payByCredits']);
  });

  it("what another tab kept during an add that this tab's cart took is old news by the next payment", async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding, c9: holding }, balance: 100 });
    await h.idle();
    const answer = deferred<void>();
    h.server.held.addToCart = answer.promise;
    h.cart.send({ type: 'cart.add', request: slot });
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('adding'));
    h.cart.send({ type: 'cart.storageChanged', code: 'c9' });
    answer.resolve();
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('held'));
    h.server.calls.length = 0;
    h.cart.send(pay('credits', h.cart.getSnapshot().context.cart));
    await h.idle();
    expect(h.server.calls).toEqual(['getCart', 'payByCredits']);
    expect(h.cart.getSnapshot().value).toBe('empty');
  });

  it('another tab changed the stored code: the cart is read again, and the board and the balance', async () => {
    const h = scriptedCart({ carts: { c9: holding } });
    h.cart.send({ type: 'cart.storageChanged', code: 'c9' });
    await h.idle();
    expect(h.cart.getSnapshot().matches('held')).toBe(true);
    expect(h.heard()).toEqual([
      'cart.emptied',
      'cart.changed',
      'balance.refreshRequested',
      'call.succeeded:getCart',
    ]);
    h.cart.send({ type: 'cart.storageChanged', code: null });
    expect(h.cart.getSnapshot().value).toBe('empty');
  });
});

// ---------------------------------------------------------------------------------------------

describe('cart: a failed payment names its cause (docs/rules.md §8 "Errors name their cause")', () => {
  it('a short balance the portal knows: nothing is sent; the notice says by how much', async () => {
    // 24,00 € in the cart, 5,00 € of credit
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, balance: 5 });
    await h.idle();
    h.cart.send(pay('credits'));
    await h.idle();
    // read afresh before paying; the payment itself is not sent
    expect(h.server.calls).toEqual(['getCart', 'getCart']);
    expect(h.cart.getSnapshot().matches('held')).toBe(true);
    expect(h.cart.getSnapshot().context.notice).toEqual({
      tone: 'error',
      message: 'balance_short',
      shortfall: 19,
    });
    // the bank does not need the balance
    h.cart.send(pay('bank'));
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('atBank'));
    expect(h.server.calls).toEqual(['getCart', 'getCart', 'getCart', 'payByBank']);
  });

  it('the balance comes from the app at any time: a top-up that covers the total lets it pay', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding } });
    await h.idle();
    h.cart.send({ type: 'balance.known', balance: 23.99 });
    h.cart.send(pay('credits'));
    await h.idle();
    expect(h.cart.getSnapshot().context.notice).toMatchObject({ shortfall: 0.01 });
    // topped up: the short notice is no longer true, and goes
    h.cart.send({ type: 'balance.known', balance: 24 });
    expect(h.cart.getSnapshot().context.notice).toBeNull();
    h.cart.send(pay('credits'));
    await h.idle();
    expect(h.server.calls).toEqual(['getCart', 'getCart', 'getCart', 'payByCredits']);
    expect(h.cart.getSnapshot().context.notice).toMatchObject({ tone: 'success' });
  });

  it('an unknown balance is the server’s to judge: the payment is sent', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, balance: null });
    await h.idle();
    h.cart.send(pay('credits'));
    await h.idle();
    expect(h.server.calls).toEqual(['getCart', 'getCart', 'payByCredits']);
  });

  it('a short balance the server finds (402) is named as one; the balance is read again and tells by how much', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, balance: 50 });
    await h.idle();
    h.server.fail.payByCredits = tooLittle;
    h.cart.send(pay('credits'));
    await h.idle();
    expect(h.cart.getSnapshot().context.notice).toEqual({
      tone: 'error',
      message: 'balance_short',
      shortfall: null,
    });
    expect(h.heard()).toContain('balance.refreshRequested');
    h.cart.send({ type: 'balance.known', balance: 12.5 });
    expect(h.cart.getSnapshot().context.notice).toMatchObject({ shortfall: 11.5 });
    expect(h.cart.getSnapshot().context.cart).toEqual(holding);
  });

  it.each([
    ['credits', 'a refusal (4xx)', taken, 'error_refused', 'Laikas jau užimtas', null],
    ['credits', 'a server failure (5xx)', crashed, 'error_server', null, 'Simulated failure'],
    ['credits', 'a lost connection', connection, 'connection_error', null, null],
    [
      'credits',
      'an unreadable answer',
      { ok: false, error: 'unreadable', message: 'Unexpected end of JSON' } as Failure,
      'error_unreadable',
      null,
      'Unexpected end of JSON',
    ],
    ['bank', 'a refusal (4xx)', taken, 'error_refused', 'Laikas jau užimtas', null],
    ['bank', 'a server failure (5xx)', crashed, 'error_server', null, 'Simulated failure'],
    ['bank', 'a lost connection', connection, 'connection_error', null, null],
  ] as const)(
    '%s, %s: its own sentence; the server’s words only under a refusal, a failure’s for the console',
    async (method, _, failure, cause, detail, console) => {
      const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, balance: 50 });
      await h.idle();
      h.server.fail[method === 'credits' ? 'payByCredits' : 'payByBank'] = failure;
      h.cart.send(pay(method));
      await h.idle();
      expect(h.cart.getSnapshot().context.notice).toEqual({
        tone: 'error',
        message:
          method === 'credits' ? 'nepavyko_apmoketi_naudojant_kreditus' : 'nepavyko_apmoketi',
        cause,
        detail,
        console,
      });
      expect(h.cart.getSnapshot().matches('held')).toBe(true);
      expect(h.heard()).not.toContain('balance.refreshRequested');
    },
  );

  it('the shortfall is counted to the cent', () => {
    const cart = (total: number) => cartWith(900, { total });
    expect(shortfall(5, cart(12.5))).toBe(7.5);
    expect(shortfall(6.99, cart(7))).toBe(0.01);
    expect(shortfall(7, cart(7))).toBeNull();
    expect(shortfall(null, cart(7))).toBeNull();
    expect(shortfall(5, null)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------

describe('cart: money leaves only for the cart the pay dialog showed (docs/rules.md §4 "Paying what was shown")', () => {
  /** what the dialog says when the cart changed under it: the total it had shown */
  const changed = (shownTotal: number) => ({
    tone: 'changed',
    message: 'pay_cart_changed',
    shownTotal,
  });
  const paidBy = (method: PaymentMethod) => (method === 'credits' ? 'payByCredits' : 'payByBank');

  it.each(['credits', 'bank'] as const)(
    'another tab added a time this tab has not heard of: by %s nothing is paid; the dialog gets the new items and total, and pays them on the next press',
    async (method) => {
      const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, balance: 100 });
      await h.idle();
      // the other tab's add is done on the server; its word has not reached this tab
      h.server.carts.set('c1', twoHeld);
      h.cart.send(pay(method));
      await h.idle();
      expect(h.server.calls).toEqual(['getCart', 'getCart']);
      expect(h.log).toEqual([]);
      const snapshot = h.cart.getSnapshot();
      expect(snapshot.matches('held')).toBe(true);
      expect(snapshot.context.cart).toEqual(twoHeld);
      expect(selectNotice(snapshot)).toEqual(changed(24));
      expect(selectCanPay(snapshot)).toBe(true);
      // the board shows the other tab's time too
      expect(h.heard()).toContain('cart.changed');

      // the dialog now shows 48,00 €: that sum is paid
      h.cart.send(pay(method, twoHeld));
      await waitFor(h.cart, (s: CartSnapshot) => s.matches('atBank') || s.matches('empty'));
      expect(h.server.calls).toEqual(['getCart', 'getCart', 'getCart', paidBy(method)]);
    },
  );

  it('the dialog showed another cart than this tab knows: nothing is sent, not even the read', async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, balance: 100 });
    await h.idle();
    h.cart.send(pay('credits', cartWith(900, { total: 17 })));
    expect(h.server.calls).toEqual(['getCart']);
    expect(selectNotice(h.cart.getSnapshot())).toEqual(changed(17));
    // the same total but other times is another cart too
    h.cart.send(pay('bank', cartWith(900, { items: [{ ...holding.items[0]!, id: 99 }] })));
    expect(h.server.calls).toEqual(['getCart']);
    expect(selectNotice(h.cart.getSnapshot())).toEqual(changed(24));
  });

  it('by credits after the change, the balance is judged against the new total', async () => {
    // 30,00 € covers the 24,00 € shown, not the 48,00 € the cart now holds
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, balance: 30 });
    await h.idle();
    h.server.carts.set('c1', twoHeld);
    h.cart.send(pay('credits'));
    await h.idle();
    expect(selectNotice(h.cart.getSnapshot())).toEqual(changed(24));
    h.cart.send(pay('credits', twoHeld));
    await h.idle();
    expect(h.server.calls).not.toContain('payByCredits');
    expect(selectNotice(h.cart.getSnapshot())).toEqual({
      tone: 'error',
      message: 'balance_short',
      shortfall: 18,
    });
  });

  it("another tab's change heard while the cart is read before paying: it is read again, and the dialog says the cart changed", async () => {
    const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, balance: 100 });
    await h.idle();
    const answer = deferred<void>();
    h.server.held.getCart = answer.promise;
    h.cart.send(pay('credits'));
    await waitFor(h.cart, (s: CartSnapshot) => s.matches('confirming'));
    h.server.carts.set('c1', twoHeld);
    h.cart.send({ type: 'cart.storageChanged', code: 'c1' });
    answer.resolve();
    await h.idle();
    expect(h.server.calls).not.toContain('payByCredits');
    expect(h.cart.getSnapshot().context.cart).toEqual(twoHeld);
    expect(selectNotice(h.cart.getSnapshot())).toEqual(changed(24));
    expect(h.heard()).toContain('balance.refreshRequested');
  });

  it.each([
    ['paid in another tab', paid, 'forget:c1'],
    ['emptied in another tab', emptyUsable, null],
  ] as const)(
    'a cart %s meanwhile: nothing is paid, and the cart shows what is left',
    async (_, now, forgot) => {
      const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, balance: 100 });
      await h.idle();
      h.server.carts.set('c1', now);
      h.cart.send(pay('credits'));
      await h.idle();
      expect(h.server.calls).toEqual(['getCart', 'getCart']);
      expect(h.cart.getSnapshot().value).toBe('empty');
      expect(h.log).toEqual(forgot === null ? [] : [forgot]);
    },
  );

  it.each(['credits', 'bank'] as const)(
    "by %s, a hold the venue's clock has ended before the page's countdown did: nothing is paid, the time is up as at 00:00",
    async (method) => {
      const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, balance: 100 });
      await h.idle();
      h.server.carts.set('c1', cartWith(-5));
      h.cart.send(pay(method));
      await h.idle();
      expect(h.server.calls).toEqual(['getCart', 'getCart']);
      const snapshot = h.cart.getSnapshot();
      expect(selectHoldOver(snapshot)).toBe(true);
      // the times stay on screen, with the words that they are free again
      expect(snapshot.context.cart?.items).toEqual(holding.items);
    },
  );

  it.each([
    ['credits', 'nepavyko_apmoketi_naudojant_kreditus'],
    ['bank', 'nepavyko_apmoketi'],
  ] as const)(
    'by %s, a cart that cannot be read before paying is not paid unseen; the dialog says why',
    async (method, message) => {
      const h = scriptedCart({ stored: 'c1', carts: { c1: holding }, balance: 100 });
      await h.idle();
      h.server.fail.getCart = connection;
      h.cart.send(pay(method));
      await h.idle();
      expect(h.server.calls).toEqual(['getCart', 'getCart']);
      expect(selectNotice(h.cart.getSnapshot())).toMatchObject({
        tone: 'error',
        message,
        cause: 'connection_error',
      });
      expect(h.cart.getSnapshot().context.cart).toEqual(holding);
    },
  );
});
