import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { CloseIcon } from '../icons';
import * as styles from './Modal.css';

export interface ModalProps {
  title: string;
  isOpen: boolean;
  /** called when the user dismisses (Escape, close button, outside click) */
  onClose: () => void;
  /** mandatory dialogs (terms consent) have no close button and ignore outside clicks */
  isMandatory?: boolean;
  /** `center` (default): a dialog, a bottom sheet on phones; `side`: a panel from the right */
  placement?: 'center' | 'side';
  children: ReactNode;
}

/** A modal dialog: focus is trapped and restored, Escape closes unless mandatory. */
export function Modal({
  title,
  isOpen,
  onClose,
  isMandatory = false,
  placement = 'center',
  children,
}: ModalProps) {
  const intl = useIntl();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!isMandatory}
      isKeyboardDismissDisabled={isMandatory}
      className={styles.overlay[placement]}
    >
      <AriaModal className={styles.modal[placement]}>
        <Dialog className={styles.dialog}>
          <div className={styles.head}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {isMandatory ? null : (
              <Button
                tone="ghost"
                size="icon"
                onPress={onClose}
                aria-label={intl.formatMessage({ id: 'uzdaryti' })}
              >
                <CloseIcon />
              </Button>
            )}
          </div>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
