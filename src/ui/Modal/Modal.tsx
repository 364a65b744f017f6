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
  children: ReactNode;
}

/** A modal dialog: focus is trapped and restored, Escape closes unless mandatory. */
export function Modal({ title, isOpen, onClose, isMandatory = false, children }: ModalProps) {
  const intl = useIntl();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!isMandatory}
      isKeyboardDismissDisabled={isMandatory}
      className={styles.overlay}
    >
      <AriaModal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={title}>
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
