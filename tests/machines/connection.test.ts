import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, type AnyEventObject } from 'xstate';
import {
  connectionMachine,
  selectOffline,
  type ConnectionEvent,
  type ConnectionProbe,
} from '../../machines/connection';
import type { Failure } from '../../machines/domain';

const noAnswer: Failure = { ok: false, error: 'connection', message: '' };
const refused: Failure = { ok: false, error: 'server', message: 'Nope', status: 409 };

/**
 * The connection under a stand-in app (systemId `app`, where reports go), with a stand-in browser:
 * `browser.online` is what the browser says when asked; `browser.say` fires its window event.
 */
function start() {
  const browser = { online: true, probes: 0, say: (_: ConnectionEvent['type']) => {} };
  const reports: AnyEventObject[] = [];
  const connection = connectionMachine.provide({
    actors: {
      watchBrowser: fromCallback<ConnectionProbe>(({ sendBack, receive }) => {
        browser.say = (type) => sendBack({ type });
        receive(() => {
          browser.probes += 1;
          sendBack({ type: browser.online ? 'connection.online' : 'connection.offline' });
        });
      }),
    },
  });
  const app = createMachine({
    invoke: { id: 'connection', src: connection },
    on: { '*': { actions: ({ event }) => reports.push(event) } },
  });
  const actor = createActor(app, { systemId: 'app' }).start();
  const child = actor.getSnapshot().children.connection!;
  const send = (event: ConnectionEvent) => child.send(event);
  const offline = () => selectOffline(child.getSnapshot() as never);
  return { browser, reports, send, offline };
}

describe('connection: online and offline', () => {
  it('the browser going offline is told once; coming back is told once', () => {
    const { browser, reports, offline } = start();
    browser.say('connection.offline');
    browser.say('connection.offline');
    expect(offline()).toBe(true);
    browser.say('connection.online');
    browser.say('connection.online');
    expect(offline()).toBe(false);
    expect(reports.map((r) => r.type)).toEqual(['connection.lost', 'connection.restored']);
  });

  it('a call that got no answer asks the browser; offline, the banner comes', () => {
    const { browser, reports, send, offline } = start();
    browser.online = false;
    send({ type: 'call.failed', call: 'payByCredits', failure: noAnswer });
    expect(browser.probes).toBe(1);
    expect(offline()).toBe(true);
    expect(reports.map((r) => r.type)).toEqual(['connection.lost']);
  });

  it('a refusal, or no answer while the browser is online, leaves it online', () => {
    const { browser, reports, send, offline } = start();
    send({ type: 'call.failed', call: 'addToCart', failure: refused });
    expect(browser.probes).toBe(0);
    send({ type: 'call.failed', call: 'addToCart', failure: noAnswer });
    expect(browser.probes).toBe(1);
    expect(offline()).toBe(false);
    expect(reports).toEqual([]);
  });

  it('offline, a failed call does not ask again', () => {
    const { browser, send } = start();
    browser.say('connection.offline');
    send({ type: 'call.failed', call: 'getCart', failure: noAnswer });
    expect(browser.probes).toBe(0);
  });
});
