/**
 * A slot chosen on the board, on its way into the cart (docs/rules.md §4): a signed-in user's goes
 * in at once, as theirs; a visitor's waits while they sign in (the login modal), then goes in as
 * the user they signed in as, and is dropped if they dismiss the modal instead.
 *
 * A child of the app (systemId `signInToAdd`), started with the portal. It hears the board's
 * `cart.addRequested` with who is signed in (the app adds it), a sign-in made in a modal
 * (`session.signedIn`) and the overlay's `overlay.modalClosed`, all through the app, and tells the
 * app what follows: `signInToAdd.signInNeeded` (the login modal opens), `signInToAdd.ready` (the
 * slot goes into the cart; the user stays on the page the slot is on) and, for a modal sign-in
 * with no slot waiting, `signInToAdd.nothingWaited` (the user goes Home).
 */
import { assign, sendTo, setup } from 'xstate';
import { reportee, type CourtReservationRequest, type User } from './domain';

export type SignInToAddEvent =
  /** the board's request, with who is signed in as the app knows it (null: a visitor) */
  | { type: 'cart.addRequested'; request: CourtReservationRequest; user: User | null }
  | { type: 'session.signedIn'; user: User }
  | { type: 'overlay.modalClosed' };

/** What the add flow tells the app. */
export type SignInToAddReport =
  /** a visitor chose a slot: they sign in first */
  | { type: 'signInToAdd.signInNeeded' }
  /** the slot goes into the cart, as this user (`clientId`) */
  | { type: 'signInToAdd.ready'; request: CourtReservationRequest }
  /** a sign-in made in a modal, with no slot waiting for it */
  | { type: 'signInToAdd.nothingWaited' };

export const signInToAddMachine = setup({
  types: {
    context: {} as { waiting: CourtReservationRequest | null },
    events: {} as SignInToAddEvent,
  },
  actions: {
    /** the slot into the cart, as `user` */
    addAs: sendTo(
      reportee,
      (_, { request, user }: { request: CourtReservationRequest; user: User }) =>
        ({
          type: 'signInToAdd.ready',
          request: { ...request, clientId: user.subject },
        }) satisfies SignInToAddReport,
    ),
    askToSignIn: sendTo(reportee, { type: 'signInToAdd.signInNeeded' } as const),
    tellNothingWaited: sendTo(reportee, { type: 'signInToAdd.nothingWaited' } as const),
  },
  guards: {
    signedIn: (_, { user }: { user: User | null }) => user !== null,
  },
}).createMachine({
  id: 'signInToAdd',
  description: 'A chosen slot into the cart, as the signed-in user; a visitor signs in first.',
  context: { waiting: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No slot waits.',
      on: {
        'cart.addRequested': [
          {
            guard: { type: 'signedIn', params: ({ event }) => event },
            description: 'Signed in: into the cart at once, as this user.',
            actions: {
              type: 'addAs',
              params: ({ event }) => ({ request: event.request, user: event.user! }),
            },
          },
          {
            target: 'waiting',
            description: 'A visitor: the login modal first; the slot waits for the sign-in.',
            actions: [assign({ waiting: ({ event }) => event.request }), 'askToSignIn'],
          },
        ],
        'session.signedIn': {
          description: 'Signed in through a modal with no slot waiting: the user goes Home.',
          actions: 'tellNothingWaited',
        },
      },
    },
    waiting: {
      description: 'A visitor’s slot waits while they sign in.',
      on: {
        'session.signedIn': {
          target: 'idle',
          // As the user now signed in.
          description: 'Signed in: the waiting slot goes into the cart; the page stays.',
          actions: [
            {
              type: 'addAs',
              params: ({ context, event }) => ({ request: context.waiting!, user: event.user }),
            },
            assign({ waiting: null }),
          ],
        },
        'overlay.modalClosed': {
          target: 'idle',
          description: 'The login modal was dismissed: the waiting slot is dropped.',
          actions: assign({ waiting: null }),
        },
      },
    },
  },
});
