/**
 * The fault matrix as data: every call of the wire × every fault the simulator can force, and
 * what the user is to meet. A new call adds one row here and its flow in flows.tsx (the types
 * make the two agree); the suite (faults.*.test.tsx), `npm run test:faults` and
 * docs/reliability.md are generated from it.
 *
 * Pure data: the report script (scripts/faults-report.ts) reads it in Node, without a DOM.
 */

/** What the simulator forces (venue-sim/README.md, "Scenario controls"), and the held answer. */
export const FAULTS = ['500', 'drop', 'malformed', 'schema', 'latency'] as const;
export type Fault = (typeof FAULTS)[number];

export const FAULT_TITLES: Record<Fault, string> = {
  '500': 'HTTP 500',
  drop: 'dropped connection',
  malformed: 'malformed JSON',
  schema: 'breaks the schema',
  latency: 'slow answer',
};

export const FAULT_MEANING: Record<Fault, string> = {
  '500':
    'The server answers HTTP 500 with `{status: "error", message: "Simulated failure"}` (the content server: `status: false`). The wire reads it as a server refusal, with the server\'s message.',
  drop: 'The server closes the connection without answering. The wire reads it as a connection failure.',
  malformed:
    'The server answers 200 with a body that is not JSON (`{"status": "success", "data": [{`). The wire reads it as an answer nobody can read.',
  schema:
    "The server answers 200, well-formed and successful-looking, in the wrong shape (`data: {unexpected: true}`; the content server: `data: 42`). The wire's schema refuses it, so it reads as an answer nobody can read — except for calls whose answer carries nothing the portal reads (their schema is only the status), which take it as the success it says it is.",
  latency:
    'The server holds the answer until the test lets it go (the stand-in for a 5 s answer: the portal puts no time limit on any call, docs/rules.md §7, so how long it waits changes nothing it does). Meanwhile the portal shows it is working and stays usable; the answer, when it comes, completes the flow.',
};

/**
 * What a failed call shows.
 * - `toast`: the one error channel — "Connection error" for a dropped connection, "The server
 *   failed" for a 500 (its own message goes to the console only, docs/rules.md §8), "The server's
 *   answer could not be read" for malformed JSON or a broken schema.
 * - `message`: the screen says it in place (a form's message box, a dialog's alert), in words of
 *   its own (`text`, a catalogue id); with `toast`, the error channel says it too (`true`: in the
 *   words for the kind of failure, or a catalogue id), as for calls the session makes on its own;
 *   with `cause`, the words for the kind of failure stand under it, in place (a list, a row).
 * - `startup`: the start-up retry screen, worded by the kind of failure.
 * - `nothing`: the failure is not told: what the user asked for happens anyway (a logout signs
 *   the user out). (Lists, resale and invoice downloads, which SPEC §8 had silent, are told in
 *   place: docs/rules.md §8.)
 * - `accepted`: the fault's body carries nothing this call reads, so it is the success it says.
 */
export type Outcome =
  | { shows: 'toast'; text?: string }
  | { shows: 'message'; text: string; toast?: true | string; cause?: true }
  | { shows: 'startup' }
  | { shows: 'nothing' }
  | { shows: 'accepted' };

export interface Row {
  /** the wire function (src/api/booking.ts, content.ts) */
  call: string;
  /** the request as the simulator's failure rule matches it: a substring of "METHOD /path" */
  request: string;
  /** the user's flow that makes the call, in words */
  flow: string;
  /** what a failure shows (500, drop, malformed, and schema unless `schema` says otherwise) */
  failure: Outcome;
  /** a fault whose outcome differs from `failure` */
  overrides?: Partial<Record<Exclude<Fault, 'latency'>, Outcome>>;
  /** how the user tries again once the fault is lifted */
  retry: string;
}

const toast: Outcome = { shows: 'toast' };
const nothing: Outcome = { shows: 'nothing' };
const startup: Outcome = { shows: 'startup' };
const accepted: Outcome = { shows: 'accepted' };
const message = (text: string): Outcome => ({ shows: 'message', text });
/** Said in place, with the cause's sentence under it (docs/rules.md §8 "Lists"). */
const inPlace = (text: string): Outcome => ({ shows: 'message', text, cause: true });
const messageAndToast = (text: string, toast: true | string = true): Outcome => ({
  shows: 'message',
  text,
  toast,
});

export const MATRIX = [
  // ---- start-up ------------------------------------------------------------------------------
  {
    call: 'getOptions',
    request: 'GET /wp-json/data/v1/get_savitarna_options',
    flow: 'open the portal (start-up reads the venue settings)',
    failure: startup,
    retry: 'press "Try again" on the retry screen',
  },
  {
    call: 'getServerDate',
    request: 'GET /wp-json/data/v1/get_savitarna_date',
    flow: 'open the portal (start-up reads the server date)',
    failure: startup,
    retry: 'press "Try again" on the retry screen',
  },
  {
    call: 'getPlaces',
    request: 'GET /api/v1/allPlacesInfo',
    flow: 'open the portal (start-up reads the venues)',
    failure: startup,
    retry: 'press "Try again" on the retry screen',
  },
  // ---- the board -----------------------------------------------------------------------------
  {
    call: 'getPlaceInfo',
    request: 'GET /api/v1/placeInfo',
    flow: 'on the board, pick another venue',
    failure: message('board_failed'),
    retry: 'press the board\'s "Try again"',
  },
  {
    call: 'getTimeInfo',
    request: 'GET /api/v1/timeInfo',
    flow: 'on the board, open a free slot',
    failure: message('slot_failed'),
    retry: 'press "Try again" in the slot dialog',
  },
  // ---- session and account forms -------------------------------------------------------------
  {
    call: 'login',
    request: 'POST /api/v1/login',
    flow: 'on the login page, type e-mail and password and log in',
    // a server that failed is not a wrong password (docs/rules.md §8)
    failure: message('login_server_error'),
    overrides: { drop: message('login_connection_error') },
    retry: 'press "Log in" again',
  },
  {
    call: 'checkToken',
    request: 'POST /api/v1/checkToken',
    flow: 'on the login page, log in (the new token is checked)',
    failure: messageAndToast('login_server_error', 'nepavyko_prisijungti'),
    overrides: { drop: messageAndToast('login_connection_error', 'nepavyko_prisijungti') },
    retry: 'press "Log in" again',
  },
  {
    call: 'logout',
    request: 'POST /api/v1/logout',
    flow: 'signed in, log out',
    failure: nothing,
    overrides: { schema: accepted },
    retry: 'nothing to retry: the user is signed out anyway',
  },
  {
    call: 'register',
    request: 'POST /wp-json/data/v1/register',
    flow: 'in the register dialog, fill the form, accept the terms, register',
    failure: message('nepavyko_uzsiregistruoti'),
    overrides: { schema: accepted },
    retry: 'press "Register" again',
  },
  {
    call: 'loginAsUser',
    request: 'POST /wp-json/data/v1/login_as_user',
    flow: 'Ctrl+Alt+W, fill the admin login, log in as user 1001',
    failure: message('login_server_error'),
    overrides: { drop: message('login_connection_error') },
    retry: 'press "Log in" again',
  },
  {
    call: 'sendContact',
    request: 'POST /wp-json/data/v1/susisiekti',
    flow: 'open the contact panel, fill it, send',
    failure: message('error'),
    overrides: { schema: accepted },
    retry: 'press "Send" again',
  },
  {
    call: 'forgotPassword',
    request: 'POST /api/v1/forgotPassword',
    flow: 'on the lost-password page, type the e-mail and send',
    failure: message('nrastiemail'),
    overrides: { schema: accepted },
    retry: 'press "Send a reminder" again',
  },
  {
    call: 'changePassword',
    request: 'POST /api/v1/changePassword',
    flow: 'in settings, type the old and new password, change it',
    failure: message('nepavyko_changepass'),
    retry: 'press "Change password" again',
  },
  {
    call: 'getTerms',
    request: 'GET /wp-json/data/v1/get_savitarna_taisykles',
    flow: 'in the register dialog (a name typed), read the terms',
    failure: message('terms_failed'),
    retry: 'press "Try again" in the terms viewer',
  },
  {
    call: 'getConsents',
    request: 'GET /api/v2/subjects/1001/consents-v2',
    flow: 'signed in, open settings → consents',
    failure: messageAndToast('consents_failed'),
    retry: 'press "Try again" on the consents tab',
  },
  {
    call: 'setConsents',
    request: 'POST /api/v2/subjects/1001/consents-v2',
    flow: 'in settings → consents, switch the newsletter on',
    failure: inPlace('consents_save_failed'),
    overrides: { schema: accepted },
    retry: 'switch it on again',
  },
  {
    call: 'getCredit',
    request: 'GET /api/v1/credit',
    flow: 'signed in, open the balance page',
    failure: messageAndToast('balance_unknown'),
    retry: 'open the page again (reload)',
  },
  // ---- top-up --------------------------------------------------------------------------------
  {
    call: 'createCart',
    request: 'POST /api/v2/carts',
    flow: 'on the balance page, type 25, top up, confirm',
    failure: message('nepavyko_papildyti'),
    retry: 'top up and confirm again',
  },
  {
    call: 'addAccountCash',
    request: '/account_cash',
    flow: 'on the balance page, type 25, top up, confirm',
    failure: message('nepavyko_papildyti'),
    retry: 'top up and confirm again',
  },
  {
    call: 'orderCart',
    request: '/order',
    flow: 'on the balance page, type 25, top up, confirm',
    failure: message('nepavyko_papildyti'),
    retry: 'top up and confirm again',
  },
  // ---- cart ----------------------------------------------------------------------------------
  {
    call: 'createBasicCart',
    request: 'POST /api/v2/basic-carts',
    flow: 'signed in without a cart, open a slot and choose a length',
    failure: inPlace('slot_add_failed'),
    retry: 'choose the length again',
  },
  {
    call: 'addCourtReservation',
    request: '/court-reservations-add',
    flow: 'signed in, open a slot and choose a length',
    failure: inPlace('slot_add_failed'),
    retry: 'choose the length again',
  },
  {
    call: 'getCart',
    request: 'GET /api/v2/carts/',
    flow: 'signed in with a held time, open the portal (the kept cart is read)',
    failure: toast,
    retry: 'open the portal again (reload)',
  },
  {
    call: 'resumeCart',
    request: '/resume',
    flow: 'a minute before the hold ends, press "Extend" in the warning',
    failure: toast,
    retry: 'press "Extend" again',
  },
  {
    call: 'removeCourtReservation',
    request: 'DELETE /api/v2/carts/',
    flow: 'in the cart dialog, remove the time and confirm',
    failure: toast,
    retry: 'remove and confirm again',
  },
  {
    call: 'payByBank',
    request: '/user_order',
    flow: 'cart → reserve → internet bank → pay',
    failure: message('nepavyko_apmoketi'),
    retry: 'press "Pay" again',
  },
  {
    call: 'payByCredits',
    request: '/user_account_order',
    flow: 'cart → reserve → credits → pay',
    failure: message('nepavyko_apmoketi_naudojant_kreditus'),
    retry: 'press "Pay" again',
  },
  // ---- lists ---------------------------------------------------------------------------------
  {
    call: 'getOrders',
    request: 'GET /api/v1/orders',
    flow: 'signed in, open the orders page',
    failure: inPlace('orders_failed'),
    retry: 'press "Try again" where the list would be',
  },
  {
    call: 'sellOrder',
    request: 'POST /api/v1/sellOrder',
    flow: 'on the orders page, offer a future booking for sale and confirm it',
    failure: inPlace('resale_sell_failed'),
    overrides: { schema: accepted },
    retry: 'press "Sell" and confirm again',
  },
  {
    call: 'getInvoices',
    request: 'GET /api/v2/tp/invoice/list',
    flow: 'signed in, open the invoices page',
    failure: inPlace('invoices_failed'),
    retry: 'press "Try again" where the list would be',
  },
  {
    call: 'getInvoicePdf',
    request: 'GET /api/v2/tp/invoice/pdf/',
    flow: 'on the invoices page, download a PDF',
    failure: inPlace('invoices_download_failed'),
    retry: 'press "Download PDF" again',
  },
] as const satisfies readonly Row[];

export type CallName = (typeof MATRIX)[number]['call'];

/** The outcome a row expects for a fault (`latency`: null, the flow completes once answered). */
export function expected(row: Row, fault: Fault): Outcome | null {
  if (fault === 'latency') return null;
  return row.overrides?.[fault] ?? row.failure;
}

/** A cell's test name, which the report reads back. */
export const cellName = (call: string, fault: Fault) => `${call} × ${fault}`;

/**
 * Faults the matrix's cells cannot force, since they are the browser's, not a call's: the
 * connection lost and found again, and two tabs of one browser racing. Each is a Playwright test
 * in a real browser (`spec`, `test`: its title), run with the e2e suite, not with the cells;
 * docs/reliability.md lists them beside the matrix.
 */
export interface BeyondRow {
  situation: string;
  /** the e2e spec that drives it, from the repository root, and its test's title */
  spec: string;
  test: string;
  /** what the user meets, and what the server ends with */
  meets: string;
}

export const BEYOND_THE_MATRIX: readonly BeyondRow[] = [
  {
    situation: 'offline, then online again',
    spec: 'e2e/offline.spec.ts',
    test: 'offline: one banner, no toasts, the add refused in its dialog; back: read again, the countdown by the server',
    meets:
      'one banner (`offline_banner`), no toast per failed call; a slot’s times and the payment refused in place (the payment in the banner’s words), the choice kept, nothing sent; online again: the banner goes, board, cart and balance are read again, the countdown is the server’s',
  },
  {
    situation: 'offline, a form submitted',
    spec: 'e2e/offline.spec.ts',
    test: 'offline, the login form is refused in the banner’s words and keeps what was typed; online, the same press signs in',
    meets:
      'refused before it is sent (the server hears nothing), in the form, in the banner’s words; both fields kept; no toast; online, the same press signs in',
  },
  {
    situation: 'offline, the contact panel in English',
    spec: 'e2e/offline.spec.ts',
    test: 'offline, the contact panel says so in English and keeps the message; online it goes',
    meets:
      'refused before it is sent, in the panel, in the banner’s English words; every field kept; online, the same press sends it',
  },
  {
    situation: 'offline, in English',
    spec: 'e2e/offline.spec.ts',
    test: 'the banner speaks English to an English user',
    meets: 'the banner in the user’s language, as a polite live region (`role="status"`)',
  },
  {
    situation: 'offline, the hold extended and the cart read again',
    spec: 'e2e/offline.spec.ts',
    test: 'offline, extending the hold and reading the cart again are refused in the cart, in the banner’s words; online both go through',
    meets:
      'each refused before it is sent, in the cart: `cart_extend_failed` beside the extend button, `cart_read_failed` in the cart panel (the slot held stays, never “empty”), each with the banner’s words; no toast; online, the cart is read again and the same press extends',
  },
  {
    situation: 'offline, a resale offer and an invoice download, in English',
    spec: 'e2e/offline.spec.ts',
    test: 'offline, an offer for resale and an invoice’s download are refused beside their rows, in English; online they go through',
    meets:
      'refused before it is sent, beside its row (`resale_sell_failed`, `invoices_download_failed`) in the banner’s English words; the rows stay; no toast; online, the same press downloads',
  },
  {
    situation: 'one tab pays by credits while the other adds a slot',
    spec: 'e2e/tabs.spec.ts',
    test: 'one tab pays by credits while the other adds a slot: one cart, one balance, both told',
    meets:
      'one payment; both tabs show the server’s balance and the same cart; the payer sees “paid”, the other tab its slot added (into a new cart) or refused in its dialog, and says once, in words, that the other tab changed the cart (`other_tab_changed`)',
  },
  {
    situation: 'one tab logs out while the other pays',
    spec: 'e2e/tabs.spec.ts',
    test: 'one tab logs out while the other pays: signed out in both, told in both, paid at most once',
    meets:
      'signed out in both tabs; the paying tab is told `sesija_baigesi`; paid at most once, the balance the server’s',
  },
  {
    situation: 'both tabs extend the same hold',
    spec: 'e2e/tabs.spec.ts',
    test: 'both tabs extend the same hold: one hold, the same countdown in both',
    meets:
      'every extension answered; one hold; the two countdowns a second apart at most; each tab says once that the other changed the cart (`other_tab_changed`)',
  },
  {
    situation: 'a top-up paid in another tab',
    spec: 'e2e/tabs.spec.ts',
    test: 'a top-up paid in another tab: this tab shows the new balance and says so once (lt)',
    meets:
      'this tab shows the balance the other read, without a call of its own, and says once, politely, that the other tab changed the cart or the balance (`other_tab_changed`); the tab that topped up says nothing',
  },
  {
    situation: 'a top-up paid in another tab, in English',
    spec: 'e2e/tabs.spec.ts',
    test: 'a top-up paid in another tab: this tab shows the new balance and says so once (en)',
    meets: 'the same, in the user’s language: the new balance, and the words once, in English',
  },
  {
    situation: 'a long evening: three hours, 200 date and 50 venue switches, a held cart',
    spec: 'e2e/soak.spec.ts',
    test: 'a long evening: three hours of the venue’s clock, 250 switches, a held cart',
    meets:
      'the cart still held, its countdown lower; the now line and the past rows follow the venue’s clock (08:00 to 11:00); the JS heap after a forced garbage collection grows under 5 % from the first quarter of the switches to the last; as many timers, listeners and DOM nodes outside the page as at the start; no request left pending',
  },
];
