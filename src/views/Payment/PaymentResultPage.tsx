import { FormattedMessage } from 'react-intl';
import type {
  PaymentKind,
  PaymentOutcome,
  PaymentResultView,
} from '../../../machines/paymentResult';
import type { MessageId } from '../../app/intl-types';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { Spinner } from '../../ui/Spinner/Spinner';
import { Page } from '../Page/Page';
import { NewBalance } from '../Cart/PaidSummary';
import { BookingSummary, StillHeld } from './PaymentEndings';
import { usePaymentResult } from './usePaymentResult';
import * as styles from './PaymentResultPage.css';

export type PaymentResult =
  'balance-success' | 'balance-failure' | 'reservation-success' | 'reservation-failure';

const RETURNS: Record<PaymentResult, { kind: PaymentKind; outcome: PaymentOutcome }> = {
  'balance-success': { kind: 'balance', outcome: 'success' },
  'balance-failure': { kind: 'balance', outcome: 'failure' },
  'reservation-success': { kind: 'reservation', outcome: 'success' },
  'reservation-failure': { kind: 'reservation', outcome: 'failure' },
};

const ORDERS = { label: 'i_uzsakymus', href: paths.orders } as const;
const HOME = { label: 'rezervuoti_kortus', href: paths.home } as const;
const BALANCE = { label: 'i_balansa', href: paths.balance } as const;

interface Shown {
  title: MessageId;
  text: MessageId;
  tone: 'success' | 'error' | 'info';
  /** where the page sends the user next; none while the payment is being checked */
  next: { label: MessageId; href: string } | null;
}

/**
 * What a return says (docs/rules.md §2, §8, "Payment results"): the bank's answer, and for an
 * accepted reservation what the cart said when it was read.
 */
function shownFor(kind: PaymentKind, view: PaymentResultView): Shown {
  switch (view) {
    case 'confirming':
      return {
        title: 'apmokejimas_tvirtinamas_title',
        text: 'apmokejimas_tvirtinamas_text',
        tone: 'info',
        next: null,
      };
    case 'confirmed':
      return {
        title: 'apmokejimas_ivyko_title',
        text: 'apmokejimas_ivyko_rezervacija_text',
        tone: 'success',
        next: ORDERS,
      };
    case 'accepted':
      return {
        title: 'apmokejimas_ivyko_title',
        text: 'apmokejimas_ivyko_rezervacija_nepatikrinta_text',
        tone: 'success',
        next: ORDERS,
      };
    case 'lost':
      return {
        title: 'apmokejimas_prarasta_title',
        text: 'apmokejimas_prarasta_text',
        tone: 'error',
        next: HOME,
      };
    case 'unconfirmed':
      return {
        title: 'apmokejimas_tvirtinamas_title',
        text: 'apmokejimas_nepatvirtintas_text',
        tone: 'info',
        next: ORDERS,
      };
    case 'toppedUp':
      return {
        title: 'apmokejimas_ivyko_title',
        text: 'apmokejimas_ivyko_balansas_text',
        tone: 'success',
        next: HOME,
      };
    case 'notPaid':
      return kind === 'balance'
        ? {
            title: 'apmokejimas_neivyko_title',
            text: 'apmokejimas_neivyko_balansas_text',
            tone: 'error',
            next: BALANCE,
          }
        : {
            title: 'apmokejimas_neivyko_title',
            text: 'apmokejimas_neivyko_rezervacija_text',
            tone: 'error',
            next: HOME,
          };
  }
}

/** The four /mokejimas/* return addresses: what the bank's answer means for this browser. */
export default function PaymentResultPage({ result }: { result: PaymentResult }) {
  const { kind, outcome } = RETURNS[result];
  const view = usePaymentResult(kind, outcome);
  const shown = shownFor(kind, view);
  return (
    <Page title={shown.title}>
      <Card width="narrow">
        <MessageBox tone={shown.tone}>
          <span className={styles.message}>
            {view === 'confirming' && <Spinner size="small" />}
            <FormattedMessage id={shown.text} />
          </span>
        </MessageBox>
        {view === 'confirmed' && <BookingSummary />}
        {view === 'toppedUp' && <NewBalance />}
        {view === 'notPaid' && kind === 'reservation' && <StillHeld />}
        {shown.next && (
          <ButtonLink href={shown.next.href}>
            <FormattedMessage id={shown.next.label} />
          </ButtonLink>
        )}
      </Card>
    </Page>
  );
}
