/** The content server's calls (docs/wire.md, "Content server"); paths relative to VITE_CONTENT_URL. */
import type { Http } from './http';
import type { ContentApi } from './types';
import {
  contentTokenBody,
  registerBody,
  optionsBody,
  statusOnly,
  stringBody,
  toData,
  toNull,
  toOptionalToken,
  toVenueOptions,
  toToken,
} from './schemas';

export function createContentApi(http: Http): ContentApi {
  return {
    getOptions: (opts) =>
      http.content(
        'getOptions',
        (api, signal) => api.get('get_savitarna_options/', { signal }),
        optionsBody,
        toVenueOptions,
        opts,
      ),

    getServerDate: (opts) =>
      http.content(
        'getServerDate',
        (api, signal) => api.get('get_savitarna_date/', { signal }),
        stringBody,
        toData,
        opts,
      ),

    getTerms: (opts) =>
      http.content(
        'getTerms',
        (api, signal) => api.get('get_savitarna_taisykles/', { signal }),
        stringBody,
        toData,
        opts,
      ),

    register: (form, opts) =>
      http.content(
        'register',
        (api, signal) =>
          api.post('register', {
            signal,
            json: {
              vardas: form.firstName,
              pavarde: form.lastName,
              email: form.email,
              password: form.password,
              reenteredPassword: form.reenteredPassword,
              taisykles: true,
              naujienos: form.newsletter,
            },
          }),
        registerBody,
        toOptionalToken,
        opts,
      ),

    loginAsUser: (form, opts) =>
      http.content(
        'loginAsUser',
        (api, signal) =>
          api.post('login_as_user', {
            signal,
            json: { username: form.username, password: form.password, id: form.id },
          }),
        contentTokenBody,
        toToken,
        opts,
      ),

    sendContact: (form, opts) =>
      http.content(
        'sendContact',
        (api, signal) =>
          api.post('susisiekti', {
            signal,
            json: {
              vardas: form.name,
              tel_nr: form.phone,
              el_pastas: form.email,
              text: form.text,
              url: form.url,
            },
          }),
        statusOnly,
        toNull,
        opts,
      ),
  };
}
