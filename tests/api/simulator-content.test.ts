// @vitest-environment node
/** The content server's calls against the venue simulator, mapped to domain types. */
import { describe, expect, it } from 'vitest';
import { NOW, simulatorForFile } from './support/sim';

const sim = simulatorForFile();

describe('content server (simulator)', () => {
  it('getOptions maps the settings, normalising "7" and naming the fields readably', async () => {
    const { content } = sim.wire();

    const result = await content.getOptions();

    expect(result).toEqual({
      ok: true,
      data: {
        contentApiUrl: `${sim.url}/wp-json/data/v1/`,
        bookingApiUrl: `${sim.url}/api`,
        paymentMethod: 'bank',
        consentIds: { terms: 5, newsletter: 1 },
        serverDate: NOW,
        workHours: { start: 7, end: 23 },
        mapUrl: expect.stringMatching(/^https:\/\//),
        phone: '+37060000000',
        paymentUrls: {
          balance: {
            accept: expect.stringMatching(/\/mokejimas\/sekmingai-balansas$/),
            cancel: expect.stringMatching(/\/mokejimas\/nesekmingai-balansas$/),
          },
          reservation: {
            accept: expect.stringMatching(/\/mokejimas\/sekminga-rezervacija$/),
            cancel: expect.stringMatching(/\/mokejimas\/nesekminga-rezervacija$/),
          },
        },
      },
    });
  });

  it('getOptions without the optional fields: no map, no phone, hours 7 to 23', async () => {
    await sim.scenario({ omitOptional: true });
    const result = await sim.wire().content.getOptions();
    expect(result).toMatchObject({
      ok: true,
      data: { mapUrl: null, phone: null, workHours: { start: 7, end: 23 } },
    });
  });

  it('getServerDate gives the server clock as ISO 8601 with offset', async () => {
    expect(await sim.wire().content.getServerDate()).toEqual({ ok: true, data: NOW });
  });

  it('getTerms gives the raw terms HTML', async () => {
    const result = await sim.wire().content.getTerms();
    if (!result.ok) throw new Error(result.message);
    expect(result.data).toContain('<h2>Taisyklės</h2>');
  });

  it('register gives a session token that checkToken accepts', async () => {
    const { content, booking } = sim.wire();
    const result = await content.register({
      firstName: 'Petras',
      lastName: 'Petraitis',
      email: 'petras@example.lt',
      password: 'petras1',
      reenteredPassword: 'petras1',
      newsletter: true,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.data.token).toEqual(expect.any(String));

    const user = await booking.checkToken(result.data.token ?? '');
    expect(user).toMatchObject({
      ok: true,
      data: { firstName: 'Petras', lastName: 'Petraitis', email: 'petras@example.lt' },
    });
  });

  it('register with a taken e-mail fails with the server message', async () => {
    const { content } = sim.wire();
    const result = await content.register({
      firstName: 'Jonas',
      lastName: 'Jonaitis',
      email: 'demo@example.lt',
      password: 'demo123',
      reenteredPassword: 'demo123',
      newsletter: false,
    });
    expect(result).toEqual({
      ok: false,
      error: 'server',
      message: 'Naudotojas su tokiu el. paštu jau yra',
      status: 409,
    });
  });

  it('loginAsUser lets an admin act as another user', async () => {
    const { content, booking } = sim.wire();
    const result = await content.loginAsUser({
      username: 'admin@example.lt',
      password: 'admin123',
      id: '1001',
    });
    if (!result.ok) throw new Error(result.message);
    expect(await booking.checkToken(result.data.token)).toMatchObject({
      ok: true,
      data: { subject: '1001', email: 'demo@example.lt' },
    });
  });

  it('loginAsUser with a wrong password fails', async () => {
    const result = await sim
      .wire()
      .content.loginAsUser({ username: 'admin@example.lt', password: 'nope', id: '1001' });
    expect(result).toMatchObject({ ok: false, error: 'server' });
  });

  it('sendContact delivers the message; an invalid e-mail is refused', async () => {
    const { content } = sim.wire();
    const form = { name: 'Jonas', phone: '+370', email: 'j@x.lt', text: 'Labas', url: 'http://p/' };

    expect(await content.sendContact(form)).toEqual({ ok: true, data: null });
    expect(await content.sendContact({ ...form, email: 'nope' })).toMatchObject({
      ok: false,
      error: 'server',
    });
  });
});
