import type { ReactNode } from 'react';
import { Button, ButtonRow } from '../Button/Button';
import { Modal } from './Modal';
import * as styles from './Modal.css';

/** A dialog's content: its parts in a column, the answers (a ButtonRow) last. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

/** A dialog's sentence. */
export function DialogText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

export interface QuestionDialogProps {
  title: string;
  isOpen: boolean;
  /** the question, under whatever `children` show first (what it is about, a warning) */
  text: ReactNode;
  /** the "no" answer's words; dismissing the dialog (Escape, close, outside) says no too */
  no: ReactNode;
  yes: ReactNode;
  onNo: () => void;
  onYes: () => void;
  /** the "yes" is under way: it stays pending (focus kept, presses ignored), "no" is off */
  isPending?: boolean;
  children?: ReactNode;
}

/**
 * A yes/no question in a modal dialog: the sentence, then "no" (secondary) and "yes" (primary,
 * last). Dismissing it is a "no", and focus goes back to where the user was.
 */
export function QuestionDialog({
  title,
  isOpen,
  text,
  no,
  yes,
  onNo,
  onYes,
  isPending = false,
  children,
}: QuestionDialogProps) {
  return (
    <Modal title={title} isOpen={isOpen} onClose={onNo}>
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
    </Modal>
  );
}
