/**
 * Scenario `probe`: a test's own payload (an XSS probe) appended to every text the back ends
 * supply that the portal shows — venue, court and service names, the cart's products, orders'
 * venue and service, invoices' serial numbers, the user's name, and every error `message` — so an
 * e2e test can check that none of it runs. Terms HTML has its own knob (`termsHtml`).
 */

/** The wire fields that carry a server-supplied text the portal shows. */
export const PROBED_FIELDS: ReadonlySet<string> = new Set([
  'placeName',
  'courtName',
  'product',
  'pv_pavadinimas',
  'pasl_pavadinimas',
  'serial_no',
  'first_name',
  'last_name',
  'message',
]);

/** A copy of `body` with `probe` appended to each probed text field, at any depth. */
export function probed(body: unknown, probe: string | null): unknown {
  if (probe === null) return body;
  if (Array.isArray(body)) return body.map((item) => probed(item, probe));
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      PROBED_FIELDS.has(key) && typeof value === 'string'
        ? `${value}${probe}`
        : probed(value, probe),
    ]),
  );
}
