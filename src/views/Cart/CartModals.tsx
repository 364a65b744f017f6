import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import {
  selectCanPay,
  selectCart,
  selectNotice,
  selectPaying,
  shownOf,
  type CartNotice,
  type PaymentMethod,
} from '../../../machines/cart';
import { useBalance, useCartActor, useOverlayActions, useOverlayOpen } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Button, ButtonRow } from '../../ui/Button/Button';
import { Link } from '../../ui/Link/Link';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { Modal } from '../../ui/Modal/Modal';
import { DialogBody, DialogText } from '../../ui/Modal/QuestionDialog';
import { Radio, RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { formatPrice } from '../../format/money';
import { AddedQuestion, useAddedQuestionHosted } from './AddedQuestion';
import { CartItemList, CartReadFailure, CartTotal } from './CartParts';
import { HoldLine, HoldWarning } from './Hold';
import * as styles from './Cart.css';

/**
 * The cart's dialogs (overlay modals `added`, `cart`, `pay`; docs/rules.md §2, §4) and the hold
 * warning over any page. The overlay machine opens and closes them: one at a time, all closed by
 * a route change or when the cart empties (machines/app.ts passes `cart.emptied` on).
 */
export function CartModals() {
  const open = useOverlayOpen();
  const addedHosted = useAddedQuestionHosted();
  return (
    <>
      {open === 'added' && !addedHosted ? <AddedDialog /> : null}
      {open === 'cart' ? <CartDialog /> : null}
      {open === 'pay' ? <PayDialog /> : null}
      {/* a dialog's backdrop hides the page: the dialogs carry the warning themselves */}
      {open === 'added' || open === 'cart' || open === 'pay' ? null : (
        <HoldWarning placement="page" />
      )}
    </>
  );
}

/**
 * After a time is added: choose more (close) or go to the cart, in a modal of its own where no
 * slot dialog asks it in its place (AddedQuestion.tsx).
 */
function AddedDialog() {
  const intl = useIntl();
  const { close } = useOverlayActions();
  return (
    <Modal title={intl.formatMessage({ id: 'cart_added_title' })} isOpen onClose={close}>
      <AddedQuestion />
    </Modal>
  );
}

/** The items (each removable, after a question), the total, the time left, and reserve. */
function CartDialog() {
  const intl = useIntl();
  const cart = useCartActor();
  const held = useSelector(cart, selectCart);
  const canPay = useSelector(cart, selectCanPay);
  const { close, openModal } = useOverlayActions();
  const items = held?.items ?? [];
  return (
    <Modal title={intl.formatMessage({ id: 'cart_title' })} isOpen onClose={close}>
      <DialogBody>
        <HoldWarning placement="inline" />
        <CartReadFailure />
        {items.length === 0 ? (
          <DialogText>
            <FormattedMessage id="cart_empty" />
          </DialogText>
        ) : (
          <>
            <HoldLine />
            <CartItemList items={items} removable />
            <CartTotal total={held?.total ?? 0} />
          </>
        )}
        <ButtonRow>
          <Button isDisabled={!canPay} onPress={() => openModal('pay')}>
            <FormattedMessage id="cart_reserve" />
          </Button>
        </ButtonRow>
      </DialogBody>
    </Modal>
  );
}

/**
 * How to pay: internet bank (the browser leaves for the bank) or credits (the balance shown). The
 * pay button is pending while the payment is under way, so a second press sends nothing; a
 * failure is said here by its cause, and the cart stays as it was (docs/rules.md §4 "Paying", §8
 * "Errors name their cause"). The press carries what the dialog shows: if the cart has changed
 * meanwhile (another tab), nothing is paid and the dialog shows the cart as it is now, to pay the
 * new sum or go back to the cart (docs/rules.md §4 "Paying what was shown").
 */
function PayDialog() {
  const intl = useIntl();
  const cart = useCartActor();
  const held = useSelector(cart, selectCart);
  const canPay = useSelector(cart, selectCanPay);
  const paying = useSelector(cart, selectPaying);
  const notice = useSelector(cart, selectNotice);
  const { balance, loading } = useBalance();
  const { close, openModal } = useOverlayActions();
  // the choice on screen until the pay button carries it to the machine
  const [method, setMethod] = useState<PaymentMethod>('bank');
  const total = formatPrice(held?.total ?? 0);
  const balanceText =
    balance === null
      ? intl.formatMessage({ id: loading ? 'balansas_kraunamas' : 'pay_balance_unknown' })
      : intl.formatMessage({ id: 'jusu_balansas' }, { amount: formatPrice(balance) });

  return (
    <Modal
      title={intl.formatMessage({ id: 'pay_title' })}
      isOpen
      onClose={() => {
        // what the dialog said goes with it
        cart.send({ type: 'notice.dismissed' });
        close();
      }}
    >
      <DialogBody>
        <HoldWarning placement="inline" />
        {notice?.tone === 'changed' ? <CartChanged shownTotal={notice.shownTotal} /> : null}
        <HoldLine />
        {notice?.tone === 'changed' && held ? <CartItemList items={held.items} /> : null}
        <CartTotal total={held?.total ?? 0} />
        <RadioGroup
          label={<FormattedMessage id="pay_method" />}
          value={method}
          onChange={(value) => setMethod(value === 'credits' ? 'credits' : 'bank')}
          isDisabled={paying}
        >
          <Radio value="bank" description={<FormattedMessage id="pay_bank_hint" />}>
            <FormattedMessage id="pay_bank" />
          </Radio>
          <Radio value="credits" description={balanceText}>
            <FormattedMessage id="pay_credits" />
          </Radio>
        </RadioGroup>
        {notice?.tone === 'error' ? (
          <PaymentFailure notice={notice} onTopUp={() => cart.send({ type: 'notice.dismissed' })} />
        ) : null}
        <ButtonRow>
          {notice?.tone === 'changed' ? (
            <Button
              tone="secondary"
              isDisabled={paying}
              onPress={() => {
                cart.send({ type: 'notice.dismissed' });
                openModal('cart');
              }}
            >
              <FormattedMessage id="pay_back_to_cart" />
            </Button>
          ) : null}
          <Button
            isPending={paying}
            // pending, not disabled, while paying: focus stays on the button
            isDisabled={!canPay && !paying}
            // what the dialog shows goes with the press: money leaves only for that cart
            onPress={() => cart.send({ type: 'pay.requested', method, shown: shownOf(held) })}
          >
            <FormattedMessage id="pay_submit" values={{ total }} />
          </Button>
        </ButtonRow>
      </DialogBody>
    </Modal>
  );
}

/**
 * The cart changed between what the dialog showed and the press (another tab added or removed a
 * time): nothing was paid; what it holds now and for how much, against the sum shown. An alert:
 * the press the user made had this answer.
 */
function CartChanged({ shownTotal }: { shownTotal: number }) {
  const held = useSelector(useCartActor(), selectCart);
  return (
    <div data-testid="pay-cart-changed">
      <MessageBox tone="error">
        <p className={styles.failureLead}>
          <FormattedMessage id="pay_cart_changed" />
        </p>
        <p className={styles.failureText}>
          <FormattedMessage
            id="pay_cart_changed_now"
            values={{
              count: held?.items.length ?? 0,
              total: formatPrice(held?.total ?? 0),
              shown: formatPrice(shownTotal),
            }}
          />
        </p>
      </MessageBox>
    </div>
  );
}

/**
 * Why the payment failed (docs/rules.md §8 "Errors name their cause"). A short balance says by how
 * much, with the way to top up; any other failure leads with the payment that failed, then the
 * portal's sentence for its cause, then (a refusal's only) the server's words. What the server
 * said of its own failure goes to the developer console, never to the page.
 */
function PaymentFailure({
  notice,
  onTopUp,
}: {
  notice: Extract<CartNotice, { tone: 'error' }>;
  onTopUp: () => void;
}) {
  const note = notice.message === 'balance_short' ? null : notice.console;
  useEffect(() => {
    if (note !== null) console.warn(`payment failed: ${note}`);
  }, [note]);
  if (notice.message === 'balance_short') {
    return (
      <MessageBox tone="error">
        <p className={styles.failureLead}>
          {notice.shortfall === null ? (
            <FormattedMessage id="balance_short_unknown" />
          ) : (
            <FormattedMessage
              id="balance_short"
              values={{ amount: formatPrice(notice.shortfall) }}
            />
          )}
        </p>
        {/* the route change closes the dialog; what it said goes with it */}
        <Link href={paths.balance} onPress={onTopUp}>
          <FormattedMessage id="balance_top_up" />
        </Link>
      </MessageBox>
    );
  }
  return (
    <MessageBox tone="error">
      <p className={styles.failureLead}>
        <FormattedMessage id={notice.message} />
      </p>
      <p className={styles.failureText}>
        <FormattedMessage id={notice.cause} />
      </p>
      {notice.detail === null ? null : (
        <p className={styles.failureDetail} data-testid="payment-failure-detail">
          {notice.detail}
        </p>
      )}
    </MessageBox>
  );
}
