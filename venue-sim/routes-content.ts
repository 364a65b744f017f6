/** The content server (<origin>/wp-json/data/v1/): site settings, date, terms, accounts, contact. */
import { formatIso } from './clock.js';
import type { CallShape } from './contract.js';
import { TERMS_HTML } from './data.js';
import { SimError } from './model.js';
import { route } from './router.js';
import { settingsJson } from './wire.js';

/** The content server never reads a session token; its POSTs are JSON. */
const GET: CallShape = { body: 'none', auth: 'none' };
const JSON_POST: CallShape = { body: 'json', auth: 'none' };

/** Content handlers return the body's fields besides `status: true`. */
export const contentRoutes = [
  route('GET', '/get_savitarna_options', GET, (ctx) => ({
    data: settingsJson(ctx.sim, ctx.origin),
  })),

  route('GET', '/get_savitarna_date', GET, (ctx) => ({ data: formatIso(ctx.sim.now()) })),

  route('GET', '/get_savitarna_taisykles', GET, (ctx) => ({
    data: ctx.sim.scenario.termsHtml ?? TERMS_HTML,
  })),

  route('POST', '/register', JSON_POST, (ctx) => {
    const f = ctx.fields;
    const input = {
      firstName: f.string('vardas').trim(),
      lastName: f.string('pavarde').trim(),
      email: f.string('email').trim(),
      password: f.string('password'),
      terms: f.bool('taisykles'),
      newsletter: f.bool('naujienos'),
    };
    if (f.string('reenteredPassword') !== input.password) {
      throw new SimError(400, 'Slaptažodžiai nesutampa (reenteredPassword)');
    }
    return { session_token: ctx.sim.register(input) };
  }),

  route('POST', '/login_as_user', JSON_POST, (ctx) => {
    const username = ctx.fields.text('username');
    const password = ctx.fields.secret('password');
    const id = ctx.fields.text('id');
    if (!/^\d+$/.test(id)) {
      throw new SimError(400, `Laukas id turi būti naudotojo numeris (subject), gauta „${id}“`);
    }
    return { session_token: ctx.sim.loginAsUser(username, password, id) };
  }),

  route('POST', '/susisiekti', JSON_POST, (ctx) => {
    const f = ctx.fields;
    const message = {
      vardas: f.string('vardas').trim(),
      tel_nr: f.string('tel_nr').trim(),
      el_pastas: f.string('el_pastas').trim(),
      text: f.string('text'),
      url: f.string('url'),
    };
    if (
      !message.vardas ||
      !message.tel_nr ||
      !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(message.el_pastas)
    ) {
      throw new SimError(400, 'Užpildykite vardą, telefoną ir teisingą el. paštą');
    }
    ctx.sim.contactMessages.push(message);
    return {};
  }),
];
