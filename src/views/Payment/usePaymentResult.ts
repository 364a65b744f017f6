import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import {
  selectResultView,
  type PaymentKind,
  type PaymentOutcome,
  type PaymentResultView,
} from '../../../machines/paymentResult';
import { AppActorContext, usePaymentResultActor } from '../../app/hooks';

/**
 * A payment result page (machines/paymentResult.ts): reports its return when shown and says what
 * to show. The cart code it reports is the one this browser kept when the portal started (the
 * bank's return is a fresh page load), read from storage by the app root: by the time the page
 * shows, the cart machine may already have dropped a code whose cart it found paid or cancelled,
 * and the page must still tell "paid" from "lost".
 */
export function usePaymentResult(kind: PaymentKind, outcome: PaymentOutcome): PaymentResultView {
  const paymentResult = usePaymentResultActor();
  const code = AppActorContext.useSelector((s) => s.context.storedCart);
  const view = useSelector(paymentResult, (s) => selectResultView(s, kind, outcome));
  useEffect(() => {
    paymentResult.send({ type: 'payment.returned', kind, outcome, code });
  }, [paymentResult, kind, outcome, code]);
  return view;
}
