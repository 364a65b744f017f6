import { FormattedMessage } from 'react-intl';
import { useOverlayActions } from '../../app/hooks';
import { QuestionBody } from '../../ui/Modal/QuestionDialog';
import { createPresence } from '../../ui/presence';
import { HoldWarning } from './Hold';

/**
 * The question after a time is added (overlay modal `added`, docs/rules.md §4): choose more
 * (close) or go to the cart, the hold warning first. Its title is the message `cart_added_title`.
 *
 * Where the board is on screen, the slot dialog asks it in its own modal (SlotDialog hosts it):
 * the page stays hidden and locked while the dialog's content changes, where closing one modal
 * and opening another restyled the whole page twice and forced its layout (docs/performance.md
 * "Interactions"). Anywhere else CartModals asks it in a modal of its own.
 */
export function AddedQuestion() {
  const { close, openModal } = useOverlayActions();
  return (
    <QuestionBody
      text={<FormattedMessage id="cart_added_text" />}
      no={<FormattedMessage id="cart_choose_more" />}
      yes={<FormattedMessage id="cart_go_to_cart" />}
      onNo={close}
      onYes={() => openModal('cart')}
    >
      <HoldWarning placement="inline" />
    </QuestionBody>
  );
}

const host = createPresence();

/**
 * A dialog that asks the added question itself, for as long as it is mounted (not only open):
 * it is mounted well before any add answers, so CartModals and it agree in the very render that
 * opens the question.
 */
export const useHostAddedQuestion: () => void = host.usePlay;

/** Whether a mounted dialog asks the added question (then CartModals does not). */
export const useAddedQuestionHosted: () => boolean = host.usePlayed;
