/**
 * The types the machines speak. Wire names (sasi_galiojanuo, tel_nr, …) stop at src/api;
 * everything past it uses these readable names. Pure types: no runtime code here.
 */

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
  workHours: { start: number; end: number };
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
