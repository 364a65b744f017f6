import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ContactForm, Result } from '../../machines/domain';
import {
  contactMachine,
  validateContact,
  type ContactEvent,
  type ContactField,
} from '../../machines/contact';
import { settle } from '../../machines/domain';

const failure: Result<null> = { ok: false, error: 'server', message: 'Error' };

function contact(send: (form: ContactForm) => Promise<Result<null>>) {
  const sendContact = vi.fn(send);
  const actor = createActor(
    contactMachine.provide({
      // as the app root provides it: the data, or the Failure thrown
      actors: { sendContact: fromPromise(({ input }) => settle(sendContact(input))) },
    }),
  ).start();
  const type = (field: ContactField, value: string) =>
    actor.send({ type: 'field.changed', field, value } satisfies ContactEvent);
  const fillValid = () => {
    type('name', '  Ada ');
    type('phone', ' +37060000000');
    type('email', 'ada@example.lt ');
    type('text', ' Hello ');
  };
  return { actor, sendContact, type, fillValid };
}

describe('contact: validation (docs/rules.md §5)', () => {
  it('requires name, phone and e-mail (trimmed); the message is optional', () => {
    expect(validateContact({ name: ' ', phone: '', email: '\t', text: '' })).toEqual({
      name: 'required',
      phone: 'required',
      email: 'required',
    });
  });

  it('requires a valid e-mail', () => {
    expect(validateContact({ name: 'A', phone: '1', email: 'a@b', text: '' })).toEqual({
      email: 'email',
    });
    expect(validateContact({ name: 'A', phone: '1', email: ' a@b.lt ', text: '' })).toEqual({});
  });
});

describe('contact: the form', () => {
  it('submitting an invalid form stays editing, shows the errors and sends nothing', () => {
    const { actor, sendContact, type } = contact(async () => ({ ok: true, data: null }));
    type('email', 'nope');
    actor.send({ type: 'contact.submitted', url: '/' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'required',
      phone: 'required',
      email: 'email',
    });
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('editing a field clears that field’s error only', () => {
    const { actor, type } = contact(async () => ({ ok: true, data: null }));
    actor.send({ type: 'contact.submitted', url: '/' });
    type('name', 'A');
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'required', email: 'required' });
  });

  it('a valid form is sent trimmed with the page address, then cleared with a success message', async () => {
    const { actor, sendContact, fillValid } = contact(async () => ({ ok: true, data: null }));
    fillValid();
    actor.send({ type: 'contact.submitted', url: 'http://portal/rezervacija/2' });
    expect(actor.getSnapshot().value).toBe('sending');
    const snapshot = await waitFor(actor, (s) => s.matches('sent'));
    expect(sendContact).toHaveBeenCalledWith({
      name: 'Ada',
      phone: '+37060000000',
      email: 'ada@example.lt',
      text: ' Hello ',
      url: 'http://portal/rezervacija/2',
    });
    expect(snapshot.context).toEqual({
      values: { name: '', phone: '', email: '', text: '' },
      errors: {},
      outcome: 'send_email_success',
    });
  });

  it('a failed send keeps the inputs, shows the error message, and can be sent again', async () => {
    const results: Result<null>[] = [failure, { ok: true, data: null }];
    const { actor, sendContact, fillValid, type } = contact(async () => results.shift() ?? failure);
    fillValid();
    actor.send({ type: 'contact.submitted', url: '/' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.outcome).toBe('error');
    expect(failed.context.values.name).toBe('  Ada ');
    type('text', 'Hello again');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.outcome).toBeNull();
    actor.send({ type: 'contact.submitted', url: '/' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sendContact).toHaveBeenCalledTimes(2);
  });

  it('a send that throws is a failure too', async () => {
    const { actor, fillValid } = contact(async () => {
      throw new Error('offline');
    });
    fillValid();
    actor.send({ type: 'contact.submitted', url: '/' });
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.outcome).toBe('error');
  });

  it('while sending, edits and repeated submits are ignored (one request)', async () => {
    let finish: (r: Result<null>) => void = () => {};
    const { actor, sendContact, fillValid, type } = contact(
      () => new Promise((resolve) => (finish = resolve)),
    );
    fillValid();
    actor.send({ type: 'contact.submitted', url: '/' });
    actor.send({ type: 'contact.submitted', url: '/' });
    type('name', 'Changed');
    expect(actor.getSnapshot().context.values.name).toBe('  Ada ');
    finish({ ok: true, data: null });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sendContact).toHaveBeenCalledTimes(1);
  });

  it('submitting the emptied form after success shows what is required', async () => {
    const { actor, fillValid } = contact(async () => ({ ok: true, data: null }));
    fillValid();
    actor.send({ type: 'contact.submitted', url: '/' });
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'contact.submitted', url: '/' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toMatchObject({ name: 'required' });
    expect(actor.getSnapshot().context.outcome).toBeNull();
  });

  it('reset empties the form, errors and message', async () => {
    const { actor, fillValid } = contact(async () => failure);
    fillValid();
    actor.send({ type: 'contact.submitted', url: '/' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'contact.reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({
      values: { name: '', phone: '', email: '', text: '' },
      errors: {},
      outcome: null,
    });
  });
});

describe('contact: offline', () => {
  it("a message refused offline says the banner's words and keeps every field", async () => {
    const { actor, fillValid } = contact(async () => ({
      ok: false,
      error: 'connection',
      message: '',
      offline: true,
    }));
    fillValid();
    const typed = actor.getSnapshot().context.values;
    actor.send({ type: 'contact.submitted', url: 'http://portal/' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.outcome).toBe('offline_banner');
    expect(actor.getSnapshot().context.values).toEqual(typed);
  });
});
