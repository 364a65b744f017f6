import { useId, type ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { Popover, type PopoverProps } from './Popover';
import * as styles from './Popover.css';

export type PopoverDialogProps = Pick<
  PopoverProps,
  'triggerRef' | 'isOpen' | 'onOpenChange' | 'placement'
> & {
  /** the dialog's heading and its name (a question) */
  title: string;
  /** its answers (a ButtonRow) */
  children: ReactNode;
};

/**
 * A small dialog beside what it is about (react-aria's Dialog in the kit's Popover): named by its
 * heading, closed by Escape and a press outside, focus back where it was.
 */
export function PopoverDialog({ title, children, ...props }: PopoverDialogProps) {
  const titleId = useId();
  return (
    <Popover {...props}>
      <Dialog className={styles.dialog} aria-labelledby={titleId}>
        <Heading slot="title" id={titleId} className={styles.dialogTitle}>
          {title}
        </Heading>
        {children}
      </Dialog>
    </Popover>
  );
}
