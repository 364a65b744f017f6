import type { ReactNode } from 'react';
import { Button, ButtonRow } from '../Button/Button';
import { Modal } from './Modal';
import * as styles from './Modal.css';

/**
 * A dialog's content: its parts in a column, the answers (a ButtonRow) last. The answers stay at
 * the bottom of the screen while a dialog taller than the screen scrolls under them (Modal.css.ts).
 */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

/** A dialog's sentence. */
export function DialogText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

export interface QuestionBodyProps {
  /** the question, under whatever `children` show first (what it is about, a warning) */
  text: ReactNode;
  /** the "no" answer's words */
  no: ReactNode;
  yes: ReactNode;
  onNo: () => void;
  onYes: () => void;
  /** the "yes" is under way: it stays pending (focus kept, presses ignored), "no" is off */
  isPending?: boolean;
  children?: ReactNode;
}

/**
 * A yes/no question's content: the sentence, then "no" (secondary) and "yes" (primary, last).
 * QuestionDialog puts it in a modal of its own; a dialog that asks it in its own place (the slot
 * dialog after an add) draws it in its Modal.
 */
export function QuestionBody({
  text,
  no,
  yes,
  onNo,
  onYes,
  isPending = false,
  children,
}: QuestionBodyProps) {
  return (
    <DialogBody>
      {children}
      <DialogText>{text}</DialogText>
      <ButtonRow>
        <Button tone="secondary" isDisabled={isPending} onPress={onNo}>
          {no}
        </Button>
        <Button isPending={isPending} onPress={onYes}>
          {yes}
        </Button>
      </ButtonRow>
    </DialogBody>
  );
}

export interface QuestionDialogProps extends QuestionBodyProps {
  title: string;
  isOpen: boolean;
}

/**
 * A yes/no question in a modal dialog (QuestionBody). Dismissing it (Escape, close, outside) is a
 * "no", and focus goes back to where the user was.
 */
export function QuestionDialog({ title, isOpen, onNo, ...body }: QuestionDialogProps) {
  return (
    <Modal title={title} isOpen={isOpen} onClose={onNo}>
      <QuestionBody onNo={onNo} {...body} />
    </Modal>
  );
}
