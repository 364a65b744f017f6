import { useEffect, useRef } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { CloseIcon } from '../icons';
import { AriaLocale } from '../Provider/AriaProvider';
import { dialogLoaded, type ModalProps } from './dialogCode';
import * as styles from './Modal.css';

export type { ModalProps };

/** The react-aria dialog behind Modal; loaded on first open (see Modal.tsx). */
export default function ModalDialog({
  title,
  isOpen,
  onClose,
  isMandatory = false,
  placement = 'center',
  contentKey,
  children,
}: ModalProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLElement>(null);
  // react-aria moves focus in once the entry animation has run (the deferral below): a key pressed
  // before that (Escape, Tab) went to the page. Focus moves at once, only the `inert` waits.
  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.contains(document.activeElement)) {
      element.focus({ preventScroll: true });
    }
  }, [contentKey]);
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
        // The page's `inert` waits for the dialog's entry animation (react-aria's unstable
        // option: check it on each upgrade): the frame that first shows the dialog does not also
        // restyle every element of the page (docs/performance.md "Interactions"). For that
        // animation the page is covered, and focus is in the dialog, but it is not yet inert.
        UNSTABLE_deferUntilEntered
      >
        <AriaModal className={styles.modal[placement]}>
          <Dialog key={contentKey} ref={dialog} className={styles.dialog}>
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

// the app fetches this code after load (src/app/deferred.ts): from then on Modal draws it directly
dialogLoaded(ModalDialog);
