/**
 * What the two back ends answer, as superstruct schemas, and the mappers that turn those bodies
 * into the readable domain types. Wire names (sab_id, tel_nr, …) never leave this file.
 *
 * Each schema describes a whole response body; the success envelope (`status`) is checked before
 * the schema runs (see http.ts). Validation runs with coercion, so the tolerant scalars below turn
 * numeric strings and 0/1 into numbers and booleans first. `type()` (not `object()`) lets the
 * servers add fields without breaking the portal.
 */
import {
  array,
  boolean,
  coerce,
  define,
  nullable,
  number,
  optional,
  refine,
  string,
  type,
  unknown,
  validate,
  type Infer,
  type Struct,
} from 'superstruct';
import type {
  Cart,
  Consent,
  CourtDay,
  Duration,
  Place,
  VenueOptions,
  User,
} from '../../machines/domain';

/**
 * A body read by its schema (coercions on): the value, or null when it does not fit. superstruct
 * prints a refused value into its message, and a body such as `{"toString": {}}` cannot be
 * printed (the print throws); that too is a body that does not fit, never an exception.
 */
export function readBody<T, S>(body: unknown, schema: Struct<T, S>): { value: T } | null {
  try {
    const [invalid, valid] = validate(body, schema, { coerce: true });
    return invalid ? null : { value: valid };
  } catch {
    return null;
  }
}
/** A decimal number as a PHP back end writes one: "12.50", "-3", " 7 ", "1e3". */
const DECIMAL = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\s*$/i;

/*
 * The coercions below take every value (`unknown()`) and decide in plain code which ones they
 * turn. A struct as the condition (`coerce(number(), string(), …)`) would build a StructError,
 * stack trace and all, for every value that is already of the right type: on a 12-court day a CPU
 * profile put that at 3–8 ms at 4× CPU (docs/board.md, "Measured").
 */

/**
 * A finite number that may arrive as a decimal numeric string ("12.50"). Blank strings, and
 * strings JavaScript would also read as numbers but no back end writes for one ("0x10",
 * "Infinity", "1e400"), stay invalid.
 */
export const num = coerce(
  refine(number(), 'finite', (value) => Number.isFinite(value)),
  unknown(),
  (value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value),
);

/** A boolean that may arrive as 1/0 or "1"/"0". */
export const bool = coerce(boolean(), unknown(), (value) =>
  value === 1 || value === '1' ? true : value === 0 || value === '0' ? false : value,
);

/** A string that may arrive as a number (ids, serial numbers, phone numbers). */
export const text = coerce(string(), unknown(), (value) =>
  typeof value === 'number' ? String(value) : value,
);

/** Absent, null and '' all mean "not given". */
const optionalText = optional(nullable(text));
const present = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

/**
 * An http(s) address, or null: the venue's map link is shown as a link, and a `javascript:` or
 * `data:` address from a server must not become one.
 */
function webAddress(value: string | null): string | null {
  if (value === null) return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/** A booking-API body `{status:"success", data}` with `data` matching the given schema. */
export const withData = <T, S>(data: Struct<T, S>) => type({ data });

/** Bodies whose data the portal does not read (logout, forgotPassword, sellOrder, setConsents). */
export const noData = type({ data: optional(unknown()) });
export const toNull = (): null => null;

// ---- content server ----------------------------------------------------------------------------

const paymentReturn = type({ accept: string(), cancel: string() });

export const optionsBody = withData(
  type({
    digiApiUrl: string(),
    nsoftApiUrl: string(),
    data: optional(nullable(type({ paymentMethod: optionalText }))),
    consentIDS: type({ taisykles: num, naujienos: num }),
    serverdate: string(),
    workHours: optional(nullable(type({ start: num, end: num }))),
    vieta: optionalText,
    tel_nr: optionalText,
    paymentUrls: type({ balance: paymentReturn, reservation: paymentReturn }),
  }),
);

const DEFAULT_WORK_HOURS = { start: 7, end: 23 };

export function toVenueOptions({ data }: Infer<typeof optionsBody>): VenueOptions {
  return {
    contentApiUrl: data.digiApiUrl,
    bookingApiUrl: data.nsoftApiUrl,
    paymentMethod: present(data.data?.paymentMethod) ?? 'bank',
    consentIds: { terms: data.consentIDS.taisykles, newsletter: data.consentIDS.naujienos },
    serverDate: data.serverdate,
    workHours: data.workHours
      ? { start: data.workHours.start, end: data.workHours.end }
      : { ...DEFAULT_WORK_HOURS },
    mapUrl: webAddress(present(data.vieta)),
    phone: present(data.tel_nr),
    paymentUrls: {
      balance: { accept: data.paymentUrls.balance.accept, cancel: data.paymentUrls.balance.cancel },
      reservation: {
        accept: data.paymentUrls.reservation.accept,
        cancel: data.paymentUrls.reservation.cancel,
      },
    },
  };
}

/** get_savitarna_date/ and get_savitarna_taisykles/ carry a bare string. */
export const stringBody = withData(string());
export const toData = <T>({ data }: { data: T }): T => data;

export const registerBody = type({ session_token: optionalText });
export const toOptionalToken = (body: Infer<typeof registerBody>) => ({
  token: present(body.session_token),
});

export const contentTokenBody = type({ session_token: text });
export const toToken = (body: { session_token: string }) => ({ token: body.session_token });

/** susisiekti answers a bare `{status:true}`. */
export const statusOnly = type({});

// ---- booking API -------------------------------------------------------------------------------

export const placesBody = withData(array(type({ id: num, placeName: string() })));
export const toPlaces = ({ data }: Infer<typeof placesBody>): Place[] =>
  data.map((place) => ({ id: place.id, name: place.placeName }));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A court's timetable, `{ "07:00:00": { status: "free" }, … }`, checked as one value: the same
 * rule as `record(string(), type({ status: string() }))`, which ran a struct for each of a 12-court
 * day's 400 slots (docs/board.md, "Measured").
 */
const timetable = define<Record<string, { status: string }>>(
  'timetable',
  (value) =>
    isObject(value) &&
    Object.values(value).every((slot) => isObject(slot) && typeof slot.status === 'string'),
);

const courtDay = type({ courtID: num, courtName: text, timetable });
/** docs/wire.md sends a list; the original back end sent a map keyed by court, so accept both. */
const courtDays = coerce(array(courtDay), unknown(), (value) =>
  isObject(value) && !Array.isArray(value) ? Object.values(value) : value,
);
export const placeInfoBody = withData(courtDays);
export const toCourtDays = ({ data }: Infer<typeof placeInfoBody>): CourtDay[] =>
  data.map((court) => ({
    courtId: court.courtID,
    courtName: court.courtName,
    timetable: Object.fromEntries(
      Object.entries(court.timetable).map(([time, slot]) => [time, slot.status]),
    ),
  }));

export const timeInfoBody = withData(
  type({ aviableDurations: array(type({ duration_min: num, price_with_discount: num })) }),
);
export const toDurations = ({ data }: Infer<typeof timeInfoBody>): Duration[] =>
  data.aviableDurations.map((d) => ({ minutes: d.duration_min, price: d.price_with_discount }));

export const bookingTokenBody = withData(type({ session_token: text }));
export const toBookingToken = ({ data }: Infer<typeof bookingTokenBody>) => ({
  token: data.session_token,
});

export const userBody = withData(
  type({ subject: text, first_name: string(), last_name: string(), email: string() }),
);
export const toUser = ({ data }: Infer<typeof userBody>): User => ({
  subject: data.subject,
  firstName: data.first_name,
  lastName: data.last_name,
  email: data.email,
});

export const creditBody = withData(type({ balance: num }));
export const toBalance = ({ data }: Infer<typeof creditBody>): number => data.balance;

export const basicCartBody = withData(type({ code: text }));
export const toBasicCartCode = ({ data }: Infer<typeof basicCartBody>): string => data.code;

const cartItem = type({
  id: num,
  from: string(),
  till: string(),
  price: num,
  price_wo_disc: num,
  product: text,
  product_id: num,
  quantity: num,
  service: type({ place_id: num, service_id: num }),
});
export const cartBody = withData(
  type({
    code: text,
    status: type({ status: num, expiration: optional(nullable(string())) }),
    system: type({ current_date_time: string() }),
    total: type({ total: num }),
    inside: type({ court_reservations: array(cartItem) }),
  }),
);
export const toCart = ({ data }: Infer<typeof cartBody>): Cart => ({
  code: data.code,
  status: data.status.status,
  expiration: present(data.status.expiration),
  serverNow: data.system.current_date_time,
  total: data.total.total,
  items: data.inside.court_reservations.map((item) => ({
    id: item.id,
    from: item.from,
    till: item.till,
    price: item.price,
    priceWithoutDiscount: item.price_wo_disc,
    product: item.product,
    productId: item.product_id,
    quantity: item.quantity,
    placeId: item.service.place_id,
    serviceId: item.service.service_id,
  })),
});

export const urlBody = withData(type({ url: string() }));
export const toUrl = ({ data }: Infer<typeof urlBody>): string => data.url;

export const consentsBody = withData(
  type({
    consents: array(
      type({ template_id: num, consent: bool, channels: optional(nullable(array(text))) }),
    ),
  }),
);
export const toConsents = ({ data }: Infer<typeof consentsBody>): Consent[] =>
  data.consents.map((c) => ({
    templateId: c.template_id,
    consent: c.consent,
    channels: c.channels ?? [],
  }));

/** The form value of POST consents-v2: channels only travel with a yes. */
export const consentsForm = (consents: Consent[]): string =>
  JSON.stringify(
    consents.map((c) => ({
      template_id: c.templateId,
      consent: c.consent ? 1 : 0,
      channels: c.consent ? c.channels : [],
    })),
  );
