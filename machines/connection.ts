/**
 * Whether the portal can reach the servers (docs/rules.md §8 "Offline"): online or offline, told
 * once by a banner (src/views/Layout/OfflineBanner.tsx) rather than by a toast per failed call.
 *
 * The browser says when it loses and finds its connection (the `offline` and `online` window
 * events, bound by the app root to `watchBrowser`). A call that failed for want of an answer, heard
 * while online (`call.failed`, relayed by the app), asks the browser again (`connection.probe`):
 * some browsers tell the event late, and a lost connection then shows at the first failed call.
 *
 * The machine tells the app (machines/app.ts): `connection.lost` (the toasts keep quiet about
 * lost connections while the banner says it) and `connection.restored` (the banner goes; the
 * board, the cart and the balance are read again, the cart's countdown from the server's time).
 */
import { fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate';
import { reportee, type CallReport } from './domain';

export type ConnectionEvent =
  /** the browser says it has no connection */
  | { type: 'connection.offline' }
  /** the browser says it has one again */
  | { type: 'connection.online' }
  /** a call failed or worked (relayed by the app); only a lost connection's failure matters here */
  | CallReport;

/** What the connection tells the app. */
export type ConnectionReport = { type: 'connection.lost' } | { type: 'connection.restored' };

/** What the browser watcher hears: ask the browser whether it is online now. */
export type ConnectionProbe = { type: 'connection.probe' };

export const connectionMachine = setup({
  types: {
    events: {} as ConnectionEvent,
  },
  actors: {
    /**
     * the browser's `online` / `offline` events as `connection.online` / `connection.offline`, its
     * state at start-up and whenever probed (`connection.probe`); the app root binds it
     */
    watchBrowser: fromCallback<ConnectionProbe>(() => () => {}),
  },
  actions: {
    report: sendTo(reportee, (_, report: ConnectionReport) => report),
    /** ask the browser whether it still has a connection */
    probe: sendTo('watchBrowser', { type: 'connection.probe' } satisfies ConnectionProbe),
  },
  guards: {
    /** a call that got no answer at all (not a refusal, not an unreadable one) */
    noAnswer: ({ event }) => event.type === 'call.failed' && event.failure.error === 'connection',
  },
}).createMachine({
  id: 'connection',
  description: 'Whether the portal can reach the servers: online, or offline with a banner.',
  invoke: { id: 'watchBrowser', src: 'watchBrowser' },
  initial: 'online',
  states: {
    online: {
      description: 'The browser has a connection; failed calls are told as they come.',
      tags: ['online'],
      on: {
        'connection.offline': {
          target: 'offline',
          description: 'The browser lost its connection: the banner says so, once.',
          actions: { type: 'report', params: { type: 'connection.lost' } },
        },
        'call.failed': {
          guard: 'noAnswer',
          description: 'A call got no answer: ask the browser whether it is still online.',
          actions: 'probe',
        },
      },
    },
    offline: {
      // Calls that need the network fail without a toast each; what was typed stays.
      description: 'No connection: the banner says so.',
      tags: ['offline'],
      on: {
        'connection.online': {
          target: 'online',
          // The board, the cart and the balance are read again.
          description: 'The connection is back: the banner goes.',
          actions: { type: 'report', params: { type: 'connection.restored' } },
        },
      },
    },
  },
});

export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

/** For views: the browser has no connection. */
export const selectOffline = (s: ConnectionSnapshot) => s.hasTag('offline');
