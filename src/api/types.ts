/**
 * The surface of the wire: one function per call of docs/wire.md. Every function resolves to a
 * Result and never throws; every function takes CallOptions last so that an invoked actor can
 * pass its AbortSignal.
 */
import type {
  AdminLoginForm,
  CallOptions,
  Cart,
  Consent,
  ContactForm,
  CourtDay,
  CourtReservationRequest,
  Duration,
  Invoice,
  LoginForm,
  Order,
  PasswordChange,
  Place,
  RegistrationForm,
  Result,
  VenueOptions,
  User,
} from '../../machines/domain';

export interface ContentApi {
  getOptions(opts?: CallOptions): Promise<Result<VenueOptions>>;
  /** ISO 8601 with offset */
  getServerDate(opts?: CallOptions): Promise<Result<string>>;
  /** raw, untrusted HTML: sanitise before showing */
  getTerms(opts?: CallOptions): Promise<Result<string>>;
  register(form: RegistrationForm, opts?: CallOptions): Promise<Result<{ token: string | null }>>;
  loginAsUser(form: AdminLoginForm, opts?: CallOptions): Promise<Result<{ token: string }>>;
  sendContact(form: ContactForm, opts?: CallOptions): Promise<Result<null>>;
}

export interface PaymentReturnUrls {
  acceptUrl: string;
  cancelUrl: string;
  /** the bank provider, from the venue options (data.paymentMethod) */
  paymentMethod: string;
}

export interface BookingApi {
  getPlaces(opts?: CallOptions): Promise<Result<Place[]>>;
  getPlaceInfo(
    q: { placeId: number; date: string },
    opts?: CallOptions,
  ): Promise<Result<CourtDay[]>>;
  getTimeInfo(
    q: { courtId: number; date: string; time: string },
    opts?: CallOptions,
  ): Promise<Result<Duration[]>>;
  login(form: LoginForm, opts?: CallOptions): Promise<Result<{ token: string }>>;
  /** checks the given token (not the stored one) */
  checkToken(token: string, opts?: CallOptions): Promise<Result<User>>;
  logout(opts?: CallOptions): Promise<Result<null>>;
  /** balance in euros */
  getCredit(opts?: CallOptions): Promise<Result<number>>;
  forgotPassword(email: string, opts?: CallOptions): Promise<Result<null>>;
  changePassword(change: PasswordChange, opts?: CallOptions): Promise<Result<{ token: string }>>;
  /** POST /v2/basic-carts → code */
  createBasicCart(opts?: CallOptions): Promise<Result<string>>;
  getCart(code: string, opts?: CallOptions): Promise<Result<Cart>>;
  resumeCart(code: string, opts?: CallOptions): Promise<Result<Cart>>;
  addCourtReservation(
    code: string,
    req: CourtReservationRequest,
    opts?: CallOptions,
  ): Promise<Result<Cart>>;
  removeCourtReservation(code: string, itemId: number, opts?: CallOptions): Promise<Result<Cart>>;
  /**
   * Every court reservation in cart `code` deleted, one after another (logout's cleanup). A cart
   * that is already empty, paid or gone needs nothing: that is a success.
   */
  emptyCart(code: string, opts?: CallOptions): Promise<Result<null>>;
  /** user_order → bank page url */
  payByBank(code: string, urls: PaymentReturnUrls, opts?: CallOptions): Promise<Result<string>>;
  /** user_account_order */
  payByCredits(code: string, opts?: CallOptions): Promise<Result<Cart>>;
  getConsents(subject: string, opts?: CallOptions): Promise<Result<Consent[]>>;
  setConsents(subject: string, consents: Consent[], opts?: CallOptions): Promise<Result<null>>;
}

/**
 * The booking API's account calls: the orders, the top-up, the invoices (src/api/account.ts).
 * Only the pages that make them import them (src/app/accountCalls.ts), so they are not the board's.
 */
export interface AccountCalls {
  getOrders(q: { from: string; to: string }, opts?: CallOptions): Promise<Result<Order[]>>;
  sellOrder(q: { orderId: number; sell: boolean }, opts?: CallOptions): Promise<Result<null>>;
  /** POST /v2/carts → cart.reservationCode */
  createCart(opts?: CallOptions): Promise<Result<string>>;
  /** account_cash; amount in euros, sent with 2 decimals */
  addAccountCash(
    code: string,
    q: { subject: string; amount: number },
    opts?: CallOptions,
  ): Promise<Result<Cart>>;
  /** order → bank page url */
  orderCart(
    code: string,
    q: PaymentReturnUrls & { email: string },
    opts?: CallOptions,
  ): Promise<Result<string>>;
  getInvoices(q: { from: string; till: string }, opts?: CallOptions): Promise<Result<Invoice[]>>;
  getInvoicePdf(docId: number, opts?: CallOptions): Promise<Result<Blob>>;
}

export interface WireConfig {
  /** VITE_CONTENT_URL, default '/wp-json/data/v1/' */
  contentUrl: string;
  /**
   * whether the browser has no connection now: a call is then refused before it is sent
   * (docs/rules.md §8 "Offline"); the browser's `navigator.onLine` by default
   */
  offline?: () => boolean;
}
