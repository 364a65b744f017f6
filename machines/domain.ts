/**
 * What every machine shares, and the only module of machines/ a machine may load at run time
 * besides xstate and date-fns (docs/qa.md "Stand-alone machines"; tests/architecture.test.ts).
 * Everything here is pure: types, validators and the small xstate helpers through which a machine
 * declares its calls and reports to the app. Nothing here imports a machine.
 *
 *   1. Domain types: the names the machines speak. Wire names (sasi_galiojanuo, tel_nr, …) stop
 *      at src/api; everything past it uses these readable names.
 *   2. Calls and reports: `call`, `settle`, `failureFrom`, `reportFailure` / `reportSuccess`.
 *   3. Dates.
 *   4. Field validation and the form types every form shares.
 *   5. Child machines: `child`, the typed placeholder through which a parent names a child machine
 *      it knows only by `import type`.
 */
import { isExists } from 'date-fns';
import {
  fromPromise,
  sendTo,
  type AnyActorLogic,
  type AnyActorRef,
  type EventObject,
  type MachineContext,
  type ParameterizedObject,
} from 'xstate';

// =============================================================================================
// 1. Domain types
// =============================================================================================

/**
 * Why a call failed: no answer (`connection`), the server said no (`server`: a non-2xx status or a
 * failure envelope), or an answer nobody can read (`unreadable`: malformed JSON, a body that breaks
 * its schema). `cancelled` calls were aborted on purpose and are never shown.
 */
export type FailureKind = 'connection' | 'server' | 'unreadable' | 'cancelled';
export interface Failure {
  ok: false;
  error: FailureKind;
  /** the server's own `message` when it sent one; empty otherwise */
  message: string;
  /** the HTTP status when the server answered */
  status?: number;
  /**
   * never sent: the browser was offline, so the wire refused the call before sending it (a
   * `connection` failure; docs/rules.md §8 "Offline")
   */
  offline?: true;
}
export type Result<T> = { ok: true; data: T } | Failure;

/** Options for every wire call. */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * What every booking-API call needs besides its own fields: the API's base address (nsoftApiUrl
 * from the venue options) and the session token when signed in. Machines keep it in context and
 * hand it to each call as input; the wire keeps no state of its own.
 */
export interface BookingAccess {
  url: string;
  token: string | null;
}

export type Locale = 'lt' | 'en';

export interface PaymentReturn {
  accept: string;
  cancel: string;
}

/** A venue's working hours, in hours from midnight (7.5 = 07:30). */
export interface WorkHours {
  start: number;
  end: number;
}

/** get_savitarna_options/ */
export interface VenueOptions {
  /** digiApiUrl: the content server as the site sees it */
  contentApiUrl: string;
  /** nsoftApiUrl: the booking API base */
  bookingApiUrl: string;
  /** data.paymentMethod: bank provider sent as payment_method (default 'bank') */
  paymentMethod: string;
  /** consentIDS */
  consentIds: { terms: number; newsletter: number };
  /** serverdate, ISO 8601 with offset */
  serverDate: string;
  /** workHours, default 7..23 */
  workHours: WorkHours;
  /** vieta: map link, null when absent */
  mapUrl: string | null;
  /** tel_nr: phone, null when absent */
  phone: string | null;
  paymentUrls: { balance: PaymentReturn; reservation: PaymentReturn };
}

export interface Place {
  id: number;
  name: string;
}

export type SlotStatus = 'free' | 'full' | 'fullsell' | 'mycart' | 'my' | (string & {});

export interface CourtDay {
  courtId: number;
  courtName: string;
  /** timetable keyed by 'HH:mm:ss' */
  timetable: Record<string, SlotStatus>;
}

export interface Duration {
  minutes: number;
  /** price_with_discount, euros */
  price: number;
}

export interface User {
  subject: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface CartItem {
  id: number;
  /** 'yyyy-MM-dd HH:mm:ss' */
  from: string;
  till: string;
  price: number;
  priceWithoutDiscount: number;
  product: string;
  productId: number;
  quantity: number;
  placeId: number;
  serviceId: number;
}

export interface Cart {
  code: string;
  /** 1 open, 2 paid, 5 cancelled */
  status: number;
  /** 'yyyy-MM-dd HH:mm:ss' or null */
  expiration: string | null;
  /** system.current_date_time, 'yyyy-MM-dd HH:mm:ss' */
  serverNow: string;
  total: number;
  items: CartItem[];
}

export interface CourtReservationRequest {
  courtId: number;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm:ss */
  time: string;
  durationMins: number;
  clientId?: string;
}

export interface Order {
  /** sab_id */
  id: number;
  /** pard_id */
  saleId: number | null;
  /** sab_parduodamas === 1 */
  listedForSale: boolean;
  /** sasi_galiojanuo, 'yyyy-MM-dd HH:mm:ss' */
  start: string;
  /** iki */
  end: string;
  /** pv_pavadinimas */
  venue: string;
  /** pasl_pavadinimas */
  service: string;
  /** kaina, euros */
  price: number;
  /** nar_kiekgalioja */
  validCount: number;
}

export interface Invoice {
  docId: number;
  /** yyyy-MM-dd */
  date: string;
  serialNo: string;
  /** amount_in_cents / 100 */
  amount: number;
}

export interface Consent {
  templateId: number;
  consent: boolean;
  channels: string[];
}

export interface LoginForm {
  username: string;
  password: string;
}

export interface AdminLoginForm {
  username: string;
  password: string;
  /** target user id */
  id: string;
}

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  reenteredPassword: string;
  newsletter: boolean;
}

export interface ContactForm {
  name: string;
  phone: string;
  email: string;
  text: string;
  /** current page address at sending */
  url: string;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

// =============================================================================================
// 2. Calls and reports (docs/architecture.md, "Calls")
// =============================================================================================
//
// A machine declares each call it makes as a placeholder (`call<Output, Input>('name')`); the app
// root provides the real one through `settle`, so an invoked call resolves with its data or
// rejects with its Failure. Every invoke then has two branches and no guard:
//
//   invoke: { src: 'loadPlaceInfo', input: …,
//             onDone:  { target: 'loaded', actions: assign({ courts: ({ event }) => event.output }) },
//             onError: { target: 'failed', actions: assign({ failure: failureFrom }) } }
//
// Failures a machine does not show in place go to the error channel with `reportFailure(call)`;
// a call that succeeds again clears its old report with `reportSuccess(call)`. Both are events to
// the app machine (systemId `app`), which owns the error channel; a machine run on its own (a
// test, the Stately visualizer) has no app and reports nowhere.

/** Calls whose failures can reach the error channel, by the name the app and toasts know them. */
export type CallName =
  | 'checkToken'
  | 'getPlaceInfo'
  | 'getOptions'
  | 'getServerDate'
  | 'getPlaces'
  | 'sendContact'
  | 'getCredit'
  | 'getConsents'
  | 'emptyCart'
  | 'getCart'
  | 'addToCart'
  | 'removeFromCart'
  | 'resumeCart'
  | 'payByBank'
  | 'payByCredits'
  | 'getOrders'
  | 'sellOrder'
  | 'getInvoices'
  | 'getInvoicePdf'
  | 'setConsents'
  | 'topUp';

/** A catalogue message id a machine may ask the error channel to show instead of the generic one. */
export type FailureText = 'nepavyko_prisijungti' | 'sesija_baigesi';

/** What a machine tells the app about its calls. */
export type CallReport =
  | { type: 'call.failed'; call: CallName; failure: Failure; text?: FailureText }
  | { type: 'call.succeeded'; call: CallName };

/** A call a machine makes, as a placeholder the app root provides (fails until provided). */
export function call<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
}

/**
 * What an invoked call resolves or rejects with: an ok Result's data, or its Failure thrown. A
 * cancelled call never settles: whoever aborted it has stopped listening (and an actor that React
 * stops and starts again in development must not hear the old call's abort as a failure).
 */
export async function settle<T>(result: Promise<Result<T>>): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.data;
  if (settled.error === 'cancelled') return new Promise<never>(() => {});
  throw settled;
}

const KINDS: readonly FailureKind[] = ['connection', 'server', 'unreadable', 'cancelled'];

export function isFailure(value: unknown): value is Failure {
  if (typeof value !== 'object' || value === null) return false;
  const { ok, error, message } = value as Partial<Failure>;
  return (
    ok === false &&
    typeof error === 'string' &&
    KINDS.includes(error) &&
    typeof message === 'string'
  );
}

/**
 * Whatever an invoked call rejected with, as a Failure: a wire Failure as it is; anything thrown
 * (a broken actor, a bug) as a server failure with no message of the server's own.
 */
export function failureOf(error: unknown): Failure {
  return isFailure(error) ? error : { ok: false, error: 'server', message: '' };
}

/**
 * A call refused as unauthorised (401): the session has ended on the server. A machine that shows
 * its other failures in place (or not at all) still reports this one: the app relays every
 * `call.failed` to the session, which ends on it (the `unauthorised` guard below), and to the
 * toasts, which say so (machines/toasts.ts).
 */
export const isUnauthorised = (error: unknown): boolean => failureOf(error).status === 401;

/**
 * The one `unauthorised` guard, for a machine's `setup({ guards: { unauthorised } })`; an
 * `onError` asks it with `guard: UNAUTHORISED`. Its branch goes first and reports the failure
 * (`reportFailure`), so the session ends and the toasts say so; the branch after it shows any other
 * failure in place. The two stay written out in each machine, with their own descriptions: the
 * diagram shows what each call does on a 401.
 */
export const unauthorised = (_: unknown, { error }: { error: unknown }): boolean =>
  isUnauthorised(error);

/** `guard: UNAUTHORISED` in an invoke's `onError`: the failed call's error, to `unauthorised`. */
export const UNAUTHORISED = {
  type: 'unauthorised',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/** For `onError`: `assign({ failure: failureFrom })`. */
export const failureFrom = ({ event }: { event: { error: unknown } }): Failure =>
  failureOf(event.error);

/**
 * Whether the server refused the call: it answered, with a 4xx or a failure envelope in a 2xx
 * answer. The one failure that says something about what was asked; no answer, a server that
 * broke and an answer nobody can read say nothing about it.
 */
export const isRefusal = (failure: Failure): boolean =>
  failure.error === 'server' && failure.status !== undefined && failure.status < 500;

/**
 * The portal's own sentence for each cause of a failed call (catalogue ids, docs/rules.md §8
 * "Errors name their cause"): no answer, the server broke, an answer nobody can read, and a
 * refusal the server gave (a 4xx, or a failure envelope in a 2xx answer).
 */
export type FailureSentence =
  'connection_error' | 'offline_banner' | 'error_server' | 'error_unreadable' | 'error_refused';

/** How a failed call is told: see `explainFailure`. */
export interface FailureExplanation {
  /** the catalogue id of the portal's own sentence: always what the user reads first */
  sentence: FailureSentence;
  /** the server's own words, shown under the sentence: only a refusal's, and only when it sent some */
  detail: string | null;
  /** the server's message for the developer console alone (a 5xx's, an unreadable answer's) */
  console: string | null;
}

/**
 * How any failed call is told to the user, in one place for the toasts and for every failure a
 * view shows in place (docs/rules.md §8 "Errors name their cause"). The portal's sentence, chosen
 * by the cause, always leads. A refusal the server explains (the venue's own words, e.g. "Laikas
 * 10:00 jau užimtas") may stand under it as a detail; a server failure's or an unreadable answer's
 * message is technical text in whatever language the server speaks ("Simulated failure"), so the
 * user never sees it: the view hands `console` to console.warn for the developer. A failure with
 * no HTTP status that is not a lost connection (a cancelled call, a broken actor) is told as a
 * server failure. A call the wire refused because the browser is offline is told in the offline
 * banner's words (docs/rules.md §8 "Offline").
 */
export function explainFailure(failure: Failure): FailureExplanation {
  const message = failure.message === '' ? null : failure.message;
  switch (failure.error) {
    case 'connection':
      // refused offline: the banner's own words, so the user reads one reason wherever they look
      return {
        sentence: failure.offline ? 'offline_banner' : 'connection_error',
        detail: null,
        console: null,
      };
    case 'unreadable':
      return { sentence: 'error_unreadable', detail: null, console: message };
    case 'server':
      if (isRefusal(failure)) {
        return { sentence: 'error_refused', detail: message, console: null };
      }
      return { sentence: 'error_server', detail: null, console: message };
    case 'cancelled':
      return { sentence: 'error_server', detail: null, console: message };
  }
}

/**
 * A machine's own text for a failed call ("Nepavyko užsiregistruoti", the contact panel's `error`),
 * or the offline banner's words when the wire refused the call because the browser is offline
 * (docs/rules.md §8 "Offline"): where the user acted, the same reason the banner gives.
 */
export function offlineOr<T extends string>(error: unknown, own: T): T | 'offline_banner' {
  return failureOf(error).offline ? 'offline_banner' : own;
}

/**
 * The app machine (systemId `app`), the parent of every long-lived actor, which reports go to. A
 * machine run on its own, as in its tests, has no app.
 */
export const appOf = (system: { get(systemId: string): AnyActorRef | undefined }) =>
  system.get('app');

/** Where reports go: the app, or (a machine run on its own) back to itself, which ignores them. */
export const reportee = ({
  system,
  self,
}: {
  system: Parameters<typeof appOf>[0];
  self: AnyActorRef;
}) => appOf(system) ?? self;

/**
 * Where a failure is reported: the app its input handed it as `app`, for a machine a page runs in
 * an actor system of its own (src/app/hooks.ts `usePageActor`); else `reportee`.
 */
const failureReportee = ({
  context,
  ...where
}: {
  context: MachineContext;
  system: Parameters<typeof appOf>[0];
  self: AnyActorRef;
}): AnyActorRef => (context.app as AnyActorRef | null | undefined) ?? reportee(where);

/** For `onError`: tell the app's error channel that `call` failed (optionally with its own text). */
export const reportFailure = <
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TParams extends ParameterizedObject['params'] | undefined,
  TEvent extends EventObject,
>(
  callName: CallName,
  text?: FailureText,
) =>
  sendTo<TContext, TExpressionEvent, TParams, AnyActorRef, TEvent>(
    failureReportee,
    ({ event }: { event: TExpressionEvent }): CallReport => ({
      type: 'call.failed',
      call: callName,
      failure: failureOf((event as { error?: unknown }).error),
      ...(text ? { text } : {}),
    }),
  );

/** For `onDone`: the call works again, so an earlier report of its failure is out of date. */
export const reportSuccess = <
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TParams extends ParameterizedObject['params'] | undefined,
  TEvent extends EventObject,
>(
  callName: CallName,
) =>
  sendTo<TContext, TExpressionEvent, TParams, AnyActorRef, TEvent>(reportee, (): CallReport => ({
    type: 'call.succeeded',
    call: callName,
  }));

// =============================================================================================
// 3. Dates: calendar dates as the machines speak them, 'yyyy-MM-dd' strings, compared as strings
// =============================================================================================

/**
 * A real calendar date written 'yyyy-MM-dd' ('2026-02-30' is not). (date-fns' isExists on the
 * written parts rather than parseISO + isValid: the same answer for every year from 100 on, in
 * a twentieth of the code, which the first load carries.)
 */
export function isCalendarDate(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return parts !== null && isExists(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
}

// =============================================================================================
// 4. Field validation and form types (the contact form and the account forms of machines/form.ts)
// =============================================================================================
//
// Each validator answers one question about one string; a form's validate function combines them
// into its own error map.

/** Empty or only whitespace. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/**
 * A sensible e-mail shape after trimming: something@something.tld, no spaces, one @.
 * Deliberately loose: the server is the judge of deliverability.
 */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/**
 * An amount of money as a user types it, read the Lithuanian way (docs/rules.md §5 "Amounts
 * typed"): the last `,` or `.`, when one or two digits follow it to the end, is the decimal
 * separator; every other comma and dot, every space (no-break and narrow ones too) and the euro
 * sign are grouping and dropped. "1 000,50 €" → 1000.5, "10,5" → 10.5, "1,000" → 1000,
 * "1.000,50" → 1000.5. Empty (or only spaces and euro signs) → null; anything else that is not
 * digits → NaN, for the caller's "enter a number".
 *
 * Here rather than in src/format beside the money formats: the machines that take typed amounts
 * may load only ./domain (docs/architecture.md "Stand-alone machines"), and the views read the
 * amount through their machine.
 */
export function parseTypedAmount(text: string): number | null {
  const kept = text.replace(/[\s€]/g, '');
  if (kept === '') return null;
  const parts = /^(.*)[.,](\d{1,2})$/.exec(kept);
  const whole = (parts ? (parts[1] ?? '') : kept).replace(/[.,]/g, '');
  const decimals = parts?.[2] ?? '';
  if (!/^\d*$/.test(whole) || whole + decimals === '') return Number.NaN;
  return Number(`${whole === '' ? '0' : whole}.${decimals === '' ? '0' : decimals}`);
}

/** An http(s) address: the only kind that may take the browser away (to the bank). */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The field error ids the forms show (message ids are the view's business). */
export type FieldError = 'required' | 'email' | 'minLength' | 'mismatch';

/** The fields of `values` (from `fields`) that are blank, as a `required` error map. */
export function requiredErrors<V extends Record<string, string>, F extends keyof V & string>(
  values: V,
  fields: readonly F[],
): Partial<Record<F, 'required'>> {
  const errors: Partial<Record<F, 'required'>> = {};
  for (const field of fields) {
    if (isBlank(values[field] ?? '')) errors[field] = 'required';
  }
  return errors;
}

/** True when an error map holds no error. */
export function hasNoErrors(errors: Partial<Record<string, FieldError>>): boolean {
  return Object.values(errors).every((error) => error === undefined);
}

/** A form's fields: text inputs and checkboxes. */
export type FormValues = Record<string, string | boolean>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, FieldError>>;

/** The outcomes an account form can show (catalogue ids, docs/rules.md §8). */
export type FormMessage =
  | 'offline_banner'
  | 'nepavyko_prisijungti'
  | 'login_server_error'
  | 'login_connection_error'
  | 'nepavyko_uzsiregistruoti'
  | 'registracija_sekminga'
  | 'sekminga_issiusta'
  | 'nrastiemail'
  | 'pavyko_changepass'
  | 'nepavyko_changepass';

/** What the message box says: a catalogue id and its tone. */
export interface FormOutcome {
  tone: 'error' | 'success';
  message: FormMessage;
  /** the server's own words under it: a refusal's only (`explainFailure`) */
  detail?: string;
}

/** Where the user submitted from, for the parent to decide where they go next. */
export type FormOrigin = 'page' | 'modal';

/** What a form hands its parent on a valid submit: `{ type: 'login.submitted', values, origin }`. */
export interface FormSubmission<T extends string, Out> {
  type: T;
  values: Out;
  origin: FormOrigin;
}

// =============================================================================================
// 5. Child machines (parents that stand alone; docs/architecture.md, "Stand-alone machines")
// =============================================================================================
//
// A parent (the app, the session) declares each child machine as a placeholder typed by the real
// machine, which it knows only by a type-only import (`import type { cartMachine } from './cart'`,
// erased at build time): so the parent's file stands alone, while `spawnChild`'s input,
// `sendTo`, `snapshot.children.cart` and the child's snapshot stay fully typed. The app root
// (src/app/portal.ts) provides the real machines once, with `.provide({ actors })`; tests provide
// them the same way.

/**
 * A child machine declared by its type only. Started without the real machine provided, it fails
 * at once with an error that names it (its parent errors in turn: nothing runs half-wired).
 *
 * @example
 *   import type { cartMachine } from './cart';
 *   setup({ actors: { cart: child<typeof cartMachine>('cart') } })
 */
export function child<TLogic extends AnyActorLogic>(name: string): TLogic {
  const unprovided = (): never => {
    throw new Error(
      `The child machine '${name}' is a placeholder: provide the real one with ` +
        `.provide({ actors: { ${name}: … } }) (the app root does, in src/app/portal.ts).`,
    );
  };
  const placeholder: AnyActorLogic = {
    getInitialSnapshot: unprovided,
    transition: unprovided,
    getPersistedSnapshot: unprovided,
  };
  return placeholder as TLogic;
}
