/**
 * The machines of the pages other than the board: the contact form, the terms, the payment
 * result, the top-up, the order and invoice lists. A chunk of its own, out of the board's first
 * load: the app asks for it (`loadPages`, machines/app.ts) once that load is over, or when a page
 * that needs one of them opens first, and starts their actors when it is in. Their calls are
 * bound here, as src/app/portal.ts binds the others.
 */
import { contactMachine } from '../../machines/contact';
import { paymentResultMachine } from '../../machines/paymentResult';
import { invoicesListMachine, ordersListMachine } from '../../machines/rangeList';
import { termsMachine } from '../../machines/terms';
import { topUpMachine } from '../../machines/topUp';
import type { createWire } from '../api';
import { fromWire } from './fromWire';
import type { PortalOptions } from './portal';

/** Each of them by the name the app machine gives its child. */
export const pageMachines = {
  contact: contactMachine,
  terms: termsMachine,
  paymentResult: paymentResultMachine,
  topUp: topUpMachine,
  ordersList: ordersListMachine,
  invoicesList: invoicesListMachine,
};

export type PageMachines = typeof pageMachines;

export interface PageDeps {
  wire: ReturnType<typeof createWire>;
  /** where a bank payment takes the browser */
  leave: (url: string) => void;
  /** how a downloaded file is saved */
  save: (blob: Blob, name: string) => void;
  cartStore: PortalOptions['cartStore'];
}

/** The pages' machines with every call bound to the wire and the browser. */
export function bindPageMachines({ wire, leave, save, cartStore }: PageDeps): PageMachines {
  const { content, booking } = wire;
  return {
    contact: contactMachine.provide({
      actors: { sendContact: fromWire((form, opts) => content.sendContact(form, opts)) },
    }),
    terms: termsMachine.provide({
      actors: { getTerms: fromWire((_: void, opts) => content.getTerms(opts)) },
    }),
    paymentResult: paymentResultMachine.provide({
      actors: {
        getCart: fromWire(({ access, code }, opts) => booking(access).getCart(code, opts)),
      },
      actions: {
        // only the cart the result was about: another tab may have started a new one since
        forgetCart: (_, { code }) => {
          if (cartStore.get() === code) cartStore.set(null);
        },
      },
    }),
    topUp: topUpMachine.provide({
      actors: {
        createCart: fromWire(({ access }, opts) => booking(access).createCart(opts)),
        addAccountCash: fromWire(async ({ access, code, subject, amount }, opts) => {
          const added = await booking(access).addAccountCash(code, { subject, amount }, opts);
          return added.ok ? { ok: true as const, data: null } : added;
        }),
        orderCart: fromWire(({ access, code, paymentMethod, email, returnUrls }, opts) =>
          booking(access).orderCart(
            code,
            { paymentMethod, email, acceptUrl: returnUrls.accept, cancelUrl: returnUrls.cancel },
            opts,
          ),
        ),
      },
      actions: { leaveForBank: (_, { url }) => leave(url) },
    }),
    ordersList: ordersListMachine.provide({
      actors: {
        load: fromWire(({ access, range }, opts) =>
          booking(access).getOrders({ from: range.from, to: range.to }, opts),
        ),
        act: fromWire(({ access, row }, opts) =>
          booking(access).sellOrder({ orderId: row.id, sell: !row.listedForSale }, opts),
        ),
      },
    }),
    invoicesList: invoicesListMachine.provide({
      actors: {
        load: fromWire(({ access, range }, opts) =>
          booking(access).getInvoices({ from: range.from, till: range.to }, opts),
        ),
        act: fromWire(({ access, row }, opts) => booking(access).getInvoicePdf(row.docId, opts)),
      },
      actions: {
        deliver: (_, { row, output }) => save(output, `${row.serialNo}.pdf`),
      },
    }),
  };
}
