import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { CloseIcon } from '../icons';
import { AriaLocale } from '../Provider/AriaProvider';
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

/** The react-aria dialog behind Modal; loaded on first open (see Modal.tsx). */
export default function ModalDialog({
  title,
  isOpen,
  onClose,
  isMandatory = false,
  placement = 'center',
  children,
}: ModalProps) {
  const intl = useIntl();
  return (
    <AriaLocale>
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
    </AriaLocale>
  );
}
