/**
 * The one place where machines meet the wire: every placeholder actor and action a machine
 * declares is bound here to `src/api` and browser storage, once. Views receive the provided
 * logic through context and never see the wire.
 */
import { fromPromise } from 'xstate';
import { appMachine, type AppInput } from '../../machines/app';
import { boardMachine } from '../../machines/board';
import { contactMachine } from '../../machines/contact';
import { sessionMachine } from '../../machines/session';
import type { Locale } from '../../machines/domain';
import { createWire } from '../api';
import type { AppActor } from './hooks';

export interface PortalOptions {
  /** VITE_CONTENT_URL */
  contentUrl: string;
  tokenStore: { get(): string | null; set(token: string | null): void };
  localeStore: { get(): Locale; set(locale: Locale): void };
}

export interface Portal {
  logic: PortalLogic;
  input: AppInput;
  /** connect the running app actor: the error channel and the token read from it */
  attach(app: AppActor): void;
}

export type PortalLogic = ReturnType<typeof provideMachines>;

export function createPortalWiring(options: PortalOptions): Portal {
  let app: AppActor | null = null;
  const wire = createWire({
    contentUrl: options.contentUrl,
    // the session actor is the source of truth; storage only survives reloads
    getToken: () => {
      const session = app?.system.get('session') as
        { getSnapshot(): { context: { token: string | null } } } | undefined;
      return session ? session.getSnapshot().context.token : options.tokenStore.get();
    },
    onFailure: (failure) => {
      app?.system
        .get('toasts')
        ?.send({ type: 'toast.shown', message: failure.message, kind: 'error' });
    },
  });
  return {
    logic: provideMachines(wire, options),
    input: { storedToken: options.tokenStore.get(), locale: options.localeStore.get() },
    attach(actor) {
      app = actor;
    },
  };
}

function provideMachines(wire: ReturnType<typeof createWire>, options: PortalOptions) {
  const { content, booking } = wire;
  const session = sessionMachine.provide({
    actors: {
      checkToken: fromPromise(({ input, signal }) => booking.checkToken(input.token, { signal })),
    },
    actions: {
      rememberToken: (_, { token }) => options.tokenStore.set(token),
      forgetToken: () => options.tokenStore.set(null),
    },
  });
  const app = appMachine.provide({
    actors: {
      loadOptions: fromPromise(({ signal }) => content.getOptions({ signal })),
      loadServerDate: fromPromise(({ signal }) => content.getServerDate({ signal })),
      loadPlaces: fromPromise(({ signal }) => booking.getPlaces({ signal })),
      session,
    },
    actions: {
      useBookingUrl: (_, { url }) => wire.setBookingUrl(url),
      persistLocale: (_, { locale }) => options.localeStore.set(locale),
    },
  });
  const board = boardMachine.provide({
    actors: {
      loadPlaceInfo: fromPromise(({ input, signal }) => booking.getPlaceInfo(input, { signal })),
    },
  });
  const contact = contactMachine.provide({
    actors: {
      sendContact: fromPromise(({ input, signal }) => content.sendContact(input, { signal })),
    },
  });
  return { app, board, contact };
}
