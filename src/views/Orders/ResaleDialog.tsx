import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '../../../machines/domain';
import { useLocale } from '../../app/hooks';
import type { MessageId } from '../../app/intl-types';
import { formatLongDate, formatTime } from '../../format/dates';
import { formatPrice } from '../../format/money';
import { QuestionDialog } from '../../ui/Modal/QuestionDialog';
import * as styles from './Orders.css';

/** The dialog's words for each action: its title, what happens, and its yes. */
const WORDS = {
  sell: { title: 'resale_sell_title', text: 'resale_sell_text', yes: 'resale_sell_yes' },
  withdraw: {
    title: 'resale_withdraw_title',
    text: 'resale_withdraw_text',
    yes: 'resale_withdraw_yes',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

/**
 * Resale asks first (docs/rules.md §4 resale): the booking the user pressed sell or withdraw on,
 * named (venue, service, date, time, price), and what the action does. The list's machine is in
 * `confirming` while it is open and nothing has been sent; yes sends it and stays pending until
 * the answer, when the dialog closes (the page then puts focus back on the row and says what
 * happened). Closing it (Escape, ×, outside, "no") sends nothing.
 */
export function ResaleDialog({
  order,
  sending,
  onConfirm,
  onCancel,
}: {
  /** the booking asked about; null: closed */
  order: Order | null;
  /** the yes was given and the call runs */
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [locale] = useLocale();
  if (!order) return null;
  const words = WORDS[order.listedForSale ? 'withdraw' : 'sell'];
  const t = (id: MessageId) => intl.formatMessage({ id });
  const date = order.start.slice(0, 10);
  return (
    // (closed while the call runs, the machine keeps it open: the answer is on its way)
    <QuestionDialog
      title={t(words.title)}
      isOpen
      text={<FormattedMessage id={words.text} />}
      no={<FormattedMessage id="resale_no" />}
      yes={<FormattedMessage id={words.yes} />}
      onNo={onCancel}
      onYes={onConfirm}
      isPending={sending}
    >
      <dl className={styles.booking} data-testid="resale-booking">
        <dt className={styles.term}>{t('orders_col_venue')}</dt>
        <dd className={styles.value}>{order.venue}</dd>
        <dt className={styles.term}>{t('orders_col_service')}</dt>
        <dd className={styles.value}>{order.service}</dd>
        <dt className={styles.term}>{t('orders_col_date')}</dt>
        <dd className={styles.value}>{formatLongDate(date, locale)}</dd>
        <dt className={styles.term}>{t('orders_col_time')}</dt>
        <dd className={styles.value}>
          {formatTime(order.start.slice(11))}–{formatTime(order.end.slice(11))}
        </dd>
        <dt className={styles.term}>{t('orders_col_price')}</dt>
        <dd className={styles.value}>{formatPrice(order.price)}</dd>
      </dl>
    </QuestionDialog>
  );
}
