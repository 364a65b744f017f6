import { useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import {
  selectAmount,
  selectAmountError,
  selectAmountText,
  selectConfirming,
  selectTopUpBusy,
  selectTopUpFailure,
  TOP_UP_MAX,
  TOP_UP_MIN,
  topUpMachine,
  type AmountError,
  type TopUpEvent,
} from '../../../machines/topUp';
import type { BookingAccess } from '../../../machines/domain';
import {
  useBalance,
  useBookingAccess,
  usePageActor,
  usePageEffects,
  useUser,
  useVenueOptions,
  type PageEffects,
} from '../../app/hooks';
import { accountCalls } from '../../app/accountCalls';
import { fromWire } from '../../app/fromWire';
import type { MessageId } from '../../app/intl-types';
import { formatPrice, formatTopUpAmount } from '../../format/money';
import { Button, ButtonRow } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { PopoverDialog } from '../../ui/Popover/PopoverDialog';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { StepperField } from '../../ui/StepperField/StepperField';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { Page } from '../Page/Page';
import * as styles from './BalancePage.css';

const errorMessage: Record<AmountError, MessageId> = {
  required: 'topup_error_required',
  notNumber: 'topup_error_notNumber',
  min: 'topup_error_min',
  max: 'topup_error_max',
};

/**
 * /balansas (docs/rules.md §2 balance page, §5 top-up amount): the balance, the amount as typed,
 * a stepper, and "top up" → a popover naming the sum that will be sent, in Lithuanian format, with
 * a single yes and a cancel that only closes it (as Escape does; focus goes back to the top-up
 * button, the amount stays as typed). The machine (machines/topUp.ts) reads and checks the amount,
 * repeats a held step and pays.
 */
export default function BalancePage() {
  return (
    <Page title="balance_title">
      <div className={styles.layout}>
        <CurrentBalance />
        <TopUp />
      </div>
    </Page>
  );
}

function CurrentBalance() {
  const intl = useIntl();
  const { balance, loading } = useBalance();
  return (
    <Card as="section" aria-labelledby="balance-current">
      <h2 id="balance-current" className={styles.cardTitle}>
        <FormattedMessage id="balance_current" />
      </h2>
      <p className={styles.balance} aria-busy={loading || undefined} data-testid="balance-amount">
        {loading ? (
          <>
            <Skeleton shape="text" width="5em" />
            <VisuallyHidden>{intl.formatMessage({ id: 'balansas_kraunamas' })}</VisuallyHidden>
          </>
        ) : balance === null ? (
          <span className={styles.unknown}>{intl.formatMessage({ id: 'balance_unknown' })}</span>
        ) : (
          formatPrice(balance)
        )}
      </p>
    </Card>
  );
}

/** The top-up's calls and its way to the bank (machines/topUp.ts), on the portal's wire. */
function boundTopUp(effects: PageEffects) {
  const account = accountCalls(effects);
  return topUpMachine.provide({
    actors: {
      createCart: fromWire(({ access }, opts) => account(access).createCart(opts)),
      addAccountCash: fromWire(async ({ access, code, subject, amount }, opts) => {
        const added = await account(access).addAccountCash(code, { subject, amount }, opts);
        return added.ok ? { ok: true as const, data: null } : added;
      }),
      orderCart: fromWire(({ access, code, paymentMethod, email, returnUrls }, opts) =>
        account(access).orderCart(
          code,
          { paymentMethod, email, acceptUrl: returnUrls.accept, cancelUrl: returnUrls.cancel },
          opts,
        ),
      ),
    },
    actions: { leaveForBank: (_, { url }) => effects.leaveForBank(url) },
  });
}

interface TopUpAccess {
  access: BookingAccess;
  subject: string;
  email: string;
}
const accessChanged = (who: TopUpAccess): TopUpEvent => ({ type: 'access.changed', ...who });

/**
 * The balance page's top-up (machines/topUp.ts), run by the page: what was typed goes when the
 * page does. The signed-in user pays with the venue's payment method and comes back to the
 * balance's return addresses.
 */
function useTopUp() {
  const effects = usePageEffects();
  const machine = useMemo(() => boundTopUp(effects), [effects]);
  const access = useBookingAccess();
  const user = useUser();
  const [subject, email] = [user?.subject ?? '', user?.email ?? ''];
  const who = useMemo(() => ({ access, subject, email }), [access, subject, email]);
  const { paymentMethod, paymentUrls } = useVenueOptions();
  const input = { ...who, paymentMethod, returnUrls: paymentUrls.balance };
  return usePageActor(machine, input, who, accessChanged);
}

function TopUp() {
  const intl = useIntl();
  const topUp = useTopUp();
  const text = useSelector(topUp, selectAmountText);
  const amount = useSelector(topUp, selectAmount);
  const error = useSelector(topUp, selectAmountError);
  const confirming = useSelector(topUp, selectConfirming);
  const busy = useSelector(topUp, selectTopUpBusy);
  const failure = useSelector(topUp, selectTopUpFailure);
  // the popover opens next to the top-up button
  const anchorRef = useRef<HTMLSpanElement>(null);
  const limits = { min: TOP_UP_MIN, max: TOP_UP_MAX };

  return (
    <Card as="section" aria-labelledby="topup-title">
      <h2 id="topup-title" className={styles.cardTitle}>
        <FormattedMessage id="topup_title" />
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          topUp.send({ type: 'topUp.requested' });
        }}
      >
        <StepperField
          label={intl.formatMessage({ id: 'topup_amount' })}
          description={intl.formatMessage({ id: 'topup_hint' }, limits)}
          errorMessage={error ? intl.formatMessage({ id: errorMessage[error] }, limits) : null}
          value={text}
          onChange={(next) => topUp.send({ type: 'amount.changed', text: next })}
          isDisabled={busy}
          isStepDisabled={confirming}
          stepLabels={{
            decrease: intl.formatMessage({ id: 'topup_decrease' }),
            increase: intl.formatMessage({ id: 'topup_increase' }),
          }}
          // held (pointer, Space or Enter) starts a step, let go stops the repeat
          onStepStart={(direction) => topUp.send({ type: 'step.pressed', direction })}
          onStepEnd={() => topUp.send({ type: 'step.released' })}
          inputMode="decimal"
        />
        <span ref={anchorRef} className={styles.submit}>
          <Button type="submit" isPending={busy}>
            {intl.formatMessage({ id: 'topup_submit' })}
          </Button>
        </span>
      </form>
      {failure ? <MessageBox tone="error">{intl.formatMessage({ id: failure })}</MessageBox> : null}
      <PopoverDialog
        triggerRef={anchorRef}
        isOpen={confirming || (busy && failure === null)}
        onOpenChange={(open) => {
          if (!open) topUp.send({ type: 'topUp.cancelled' });
        }}
        placement="bottom start"
        title={intl.formatMessage(
          { id: 'topup_confirm' },
          { amount: formatTopUpAmount(amount ?? 0) },
        )}
      >
        <ButtonRow>
          {/* once yes is pressed the payment is under way: nothing is left to cancel here */}
          {busy ? null : (
            <Button tone="secondary" onPress={() => topUp.send({ type: 'topUp.cancelled' })}>
              {intl.formatMessage({ id: 'topup_cancel' })}
            </Button>
          )}
          <Button isPending={busy} onPress={() => topUp.send({ type: 'topUp.confirmed' })}>
            {intl.formatMessage({ id: 'topup_yes' })}
          </Button>
        </ButtonRow>
      </PopoverDialog>
    </Card>
  );
}
