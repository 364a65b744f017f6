import { describe, expect, it } from 'vitest';
import {
  assign,
  createActor,
  fromPromise,
  setup,
  waitFor,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import {
  consentMachine,
  confirmedConsents,
  newsletterConsent,
  selectConsentRequired,
  selectConsentSaved,
  selectNewsletter,
} from '../../machines/consent';
import type { CallReport, Consent, Failure } from '../../machines/domain';
import { accepted, expired, failure, ids, input, notAccepted } from './consent.fixtures';

/** The consent actor against a tiny server: what it holds, and what was sent. */
function consentWith(held: Consent[], opts: { saveFails?: boolean } = {}) {
  let server = held.map((c) => ({ ...c }));
  const sent: Consent[][] = [];
  const actor = createActor(
    consentMachine.provide({
      actors: {
        getConsents: fromPromise(async () => server.map((c) => ({ ...c }))),
        setConsents: fromPromise(async ({ input: { consents } }) => {
          sent.push(consents);
          if (opts.saveFails) throw failure;
          server = [
            ...server.filter((c) => !consents.some((n) => n.templateId === c.templateId)),
            ...consents,
          ];
          return null;
        }),
      },
    }),
    { input },
  ).start();
  return { actor, sent };
}

describe('consent: the mandatory terms (docs/rules.md §4)', () => {
  it('a user who has not accepted the terms gets the modal at once', async () => {
    const { actor } = consentWith(notAccepted);
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(selectConsentRequired(snapshot)).toBe(true);
  });

  it('a user who has accepted them does not', async () => {
    const { actor } = consentWith(accepted);
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(snapshot.value).toBe('ready');
    expect(selectConsentRequired(snapshot)).toBe(false);
  });

  it('confirming without the newsletter records the terms only, then reads again and closes', async () => {
    const { actor, sent } = consentWith(notAccepted);
    await waitFor(actor, (s) => s.matches('required'));
    actor.send({ type: 'consent.confirmed', newsletter: false });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(sent).toEqual([[{ templateId: 5, consent: true, channels: ['email'] }]]);
    expect(selectNewsletter(snapshot)).toBe(false);
  });

  it('confirming with the newsletter records both', async () => {
    const { actor, sent } = consentWith(notAccepted);
    await waitFor(actor, (s) => s.matches('required'));
    actor.send({ type: 'consent.confirmed', newsletter: true });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(sent).toEqual([
      [
        { templateId: 5, consent: true, channels: ['email'] },
        { templateId: 1, consent: true, channels: ['email'] },
      ],
    ]);
    expect(selectNewsletter(snapshot)).toBe(true);
  });

  it('a failed confirm keeps the modal up and says why', async () => {
    const { actor } = consentWith(notAccepted, { saveFails: true });
    await waitFor(actor, (s) => s.matches('required'));
    actor.send({ type: 'consent.confirmed', newsletter: false });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('required') && s.context.failure !== null,
    );
    expect(selectConsentRequired(snapshot)).toBe(true);
    expect(snapshot.context.failure).toEqual(failure);
  });
});

describe('consent: the newsletter switch in settings', () => {
  it('on sends an acceptance with its channels, off a refusal with none; each then read again', async () => {
    const { actor, sent } = consentWith(accepted);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'newsletter.toggled', on: true });
    await waitFor(actor, (s) => s.matches('ready') && selectNewsletter(s));
    actor.send({ type: 'newsletter.toggled', on: false });
    const snapshot = await waitFor(actor, (s) => s.matches('ready') && !selectNewsletter(s));
    expect(sent).toEqual([
      [{ templateId: 1, consent: true, channels: ['email'] }],
      [{ templateId: 1, consent: false, channels: [] }],
    ]);
    expect(snapshot.context.consents).toContainEqual({
      templateId: 1,
      consent: false,
      channels: [],
    });
  });

  it('a failed save shows what the server holds and says why', async () => {
    const { actor } = consentWith(accepted, { saveFails: true });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'newsletter.toggled', on: true });
    const snapshot = await waitFor(actor, (s) => s.matches('ready') && s.context.failure !== null);
    expect(selectNewsletter(snapshot)).toBe(false);
  });

  it('a recorded switch says it was saved, once read again; the next switch clears it', async () => {
    const { actor } = consentWith(accepted);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectConsentSaved(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'newsletter.toggled', on: true });
    // not while it is being recorded or read again
    expect(selectConsentSaved(actor.getSnapshot())).toBe(false);
    const saved = await waitFor(actor, (s) => s.matches('ready') && selectNewsletter(s));
    expect(selectConsentSaved(saved)).toBe(true);
    actor.send({ type: 'newsletter.toggled', on: false });
    expect(selectConsentSaved(actor.getSnapshot())).toBe(false);
  });

  it('a failed save never says it was saved', async () => {
    const { actor } = consentWith(accepted, { saveFails: true });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'newsletter.toggled', on: true });
    const snapshot = await waitFor(actor, (s) => s.matches('ready') && s.context.failure !== null);
    expect(selectConsentSaved(snapshot)).toBe(false);
  });

  it('the channels the server keeps for a consent are sent back with an acceptance', () => {
    const held: Consent[] = [{ templateId: 1, consent: false, channels: ['sms', 'email'] }];
    expect(newsletterConsent(held, ids, true)).toEqual([
      { templateId: 1, consent: true, channels: ['sms', 'email'] },
    ]);
    expect(confirmedConsents([], ids, false)).toEqual([
      { templateId: 5, consent: true, channels: ['email'] },
    ]);
  });

  it('after a password change, calls carry the new token', async () => {
    const tokens: (string | null)[] = [];
    const actor = createActor(
      consentMachine.provide({
        actors: {
          getConsents: fromPromise(async ({ input: { access } }) => {
            tokens.push(access.token);
            return accepted;
          }),
          setConsents: fromPromise(async ({ input: { access } }) => {
            tokens.push(access.token);
            return null;
          }),
        },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'access.changed', token: 'renewed' });
    actor.send({ type: 'newsletter.toggled', on: true });
    await waitFor(actor, (s) => s.matches('ready') && tokens.length === 3);
    expect(tokens).toEqual(['tok', 'renewed', 'renewed']);
  });
});

describe("consent: a dead session (401) on a save is the app's business", () => {
  /** The consent actor under a stand-in app (systemId `app`); every save answers `answer`. */
  function underApp(held: Consent[], answer: Failure) {
    const app = createActor(
      setup({
        types: { context: {} as { heard: CallReport[] }, events: {} as CallReport },
        actors: {
          consent: consentMachine.provide({
            actors: {
              getConsents: fromPromise(async () => held),
              setConsents: fromPromise(() => Promise.reject(answer)),
            },
          }),
        },
      }).createMachine({
        context: { heard: [] },
        invoke: { id: 'consent', src: 'consent', input },
        on: {
          '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) },
        },
      }),
      { systemId: 'app' },
    ).start();
    const actor = app.getSnapshot().children.consent as AnyActorRef & {
      getSnapshot(): SnapshotFrom<typeof consentMachine>;
    };
    const failed = () =>
      app
        .getSnapshot()
        .context.heard.filter((h) => h.type === 'call.failed')
        .map((h) => h.call);
    return { actor, failed };
  }

  it.each([
    ['the newsletter switch', accepted, { type: 'newsletter.toggled', on: true } as const],
    [
      'the mandatory confirm',
      notAccepted,
      { type: 'consent.confirmed', newsletter: false } as const,
    ],
  ])(
    '%s refused as unauthorised goes to the app; another refusal stays in place',
    async (_, held, press) => {
      const quiet = underApp(held, failure);
      await waitFor(quiet.actor, (s) => !s.hasTag('busy'));
      quiet.actor.send(press);
      await waitFor(quiet.actor, (s) => !s.hasTag('busy'));
      expect(quiet.actor.getSnapshot().context.failure).toEqual(failure);
      expect(quiet.failed()).toEqual([]);

      const dead = underApp(held, expired);
      await waitFor(dead.actor, (s) => !s.hasTag('busy'));
      dead.actor.send(press);
      await waitFor(dead.actor, (s) => !s.hasTag('busy'));
      expect(dead.failed()).toEqual(['setConsents']);
    },
  );
});
