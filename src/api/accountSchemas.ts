/**
 * The schemas of the booking API's account calls (src/api/account.ts): orders, the top-up's new
 * cart, invoices. Apart from src/api/schemas.ts because those calls' code comes with the pages
 * that make them, not with the board's first load (docs/wire.md); the same rules hold here.
 */
import { array, nullable, optional, string, type, type Infer } from 'superstruct';
import type { Invoice, Order } from '../../machines/domain';
import { bool, num, text, withData } from './schemas';

const order = type({
  sab_id: num,
  pard_id: optional(nullable(num)),
  sab_parduodamas: optional(nullable(bool)),
  sasi_galiojanuo: string(),
  iki: string(),
  pv_pavadinimas: text,
  pasl_pavadinimas: text,
  kaina: num,
  nar_kiekgalioja: optional(nullable(num)),
});
export const ordersBody = withData(type({ results: array(order) }));
export const toOrders = ({ data }: Infer<typeof ordersBody>): Order[] =>
  data.results.map((o) => ({
    id: o.sab_id,
    saleId: o.pard_id ?? null,
    listedForSale: o.sab_parduodamas === true,
    start: o.sasi_galiojanuo,
    end: o.iki,
    venue: o.pv_pavadinimas,
    service: o.pasl_pavadinimas,
    price: o.kaina,
    validCount: o.nar_kiekgalioja ?? 0,
  }));

export const newCartBody = withData(type({ cart: type({ reservationCode: text }) }));
export const toNewCartCode = ({ data }: Infer<typeof newCartBody>): string =>
  data.cart.reservationCode;

export const invoicesBody = withData(
  array(type({ doc_id: num, invoice_date: string(), serial_no: text, amount_in_cents: num })),
);
export const toInvoices = ({ data }: Infer<typeof invoicesBody>): Invoice[] =>
  data.map((invoice) => ({
    docId: invoice.doc_id,
    date: invoice.invoice_date,
    serialNo: invoice.serial_no,
    amount: invoice.amount_in_cents / 100,
  }));
