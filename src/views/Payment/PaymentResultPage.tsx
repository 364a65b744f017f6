import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../app/intl-types';
import { ButtonLink } from '../../ui/Button/Button';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { Card } from '../../ui/Card/Card';
import { Page } from '../Page/Page';

export type PaymentResult =
  'balance-success' | 'balance-failure' | 'reservation-success' | 'reservation-failure';

/** What each /mokejimas/* return address says and where its button leads (SPEC §2, §8). */
const RESULTS: Record<
  PaymentResult,
  { ok: boolean; title: MessageId; text: MessageId; button: MessageId; href: string }
> = {
  'balance-success': {
    ok: true,
    title: 'apmokejimas_ivyko_title',
    text: 'apmokejimas_ivyko_balansas_text',
    button: 'rezervuoti_kortus',
    href: '/',
  },
  'balance-failure': {
    ok: false,
    title: 'apmokejimas_neivyko_title',
    text: 'apmokejimas_neivyko_balansas_text',
    button: 'i_balansa',
    href: '/balansas',
  },
  'reservation-success': {
    ok: true,
    title: 'apmokejimas_ivyko_title',
    text: 'apmokejimas_ivyko_rezervacija_text',
    button: 'i_uzsakymus',
    href: '/uzsakymai',
  },
  'reservation-failure': {
    ok: false,
    title: 'apmokejimas_neivyko_title',
    text: 'apmokejimas_neivyko_rezervacija_text',
    button: 'rezervuoti_kortus',
    href: '/',
  },
};

export default function PaymentResultPage({ result }: { result: PaymentResult }) {
  const view = RESULTS[result];
  return (
    <Page title={view.title}>
      <Card width="narrow">
        <MessageBox tone={view.ok ? 'success' : 'error'}>
          <FormattedMessage id={view.text} />
        </MessageBox>
        <ButtonLink href={view.href}>
          <FormattedMessage id={view.button} />
        </ButtonLink>
      </Card>
    </Page>
  );
}
