/** The content server (<origin>/wp-json/data/v1/): site settings, date, terms, accounts, contact. */
import { formatIso } from './clock.js';
import { TERMS_HTML } from './data.js';
import { SimError } from './model.js';
import { route } from './router.js';
import { settingsJson } from './wire.js';

/** Content handlers return the body's fields besides `status: true`. */
export const contentRoutes = [
  route('GET', '/get_savitarna_options', (ctx) => ({ data: settingsJson(ctx.sim, ctx.origin) })),

  route('GET', '/get_savitarna_date', (ctx) => ({ data: formatIso(ctx.sim.now()) })),

  route('GET', '/get_savitarna_taisykles', () => ({ data: TERMS_HTML })),

  route('POST', '/register', (ctx) => {
    const p = ctx.params;
    const password = p.get('password') ?? '';
    const repeat = p.get('reenteredPassword');
    if (repeat !== undefined && repeat !== password) {
      throw new SimError(400, 'Slaptažodžiai nesutampa');
    }
    const token = ctx.sim.register({
      firstName: p.text('vardas'),
      lastName: p.text('pavarde'),
      email: p.text('email'),
      password,
      terms: p.flag('taisykles'),
      newsletter: p.flag('naujienos'),
    });
    return { session_token: token };
  }),

  route('POST', '/login_as_user', (ctx) => ({
    session_token: ctx.sim.loginAsUser(
      ctx.params.text('username'),
      ctx.params.get('password') ?? '',
      ctx.params.text('id'),
    ),
  })),

  route('POST', '/susisiekti', (ctx) => {
    const p = ctx.params;
    const message = {
      vardas: p.text('vardas'),
      tel_nr: p.text('tel_nr'),
      el_pastas: p.text('el_pastas'),
      text: p.text('text'),
      url: p.text('url'),
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
