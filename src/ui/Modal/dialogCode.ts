import type { ComponentType, ReactNode } from 'react';

/**
 * What Modal.tsx and its react-aria dialog (ModalDialog.tsx, fetched after load) share: the props,
 * and the dialog once its code is in. Neither file imports the other's code: the dialog's code
 * stays out of the first load, and never loads Modal.tsx back.
 */
export interface ModalProps {
  title: string;
  isOpen: boolean;
  /** called when the user dismisses (Escape, close button, outside click) */
  onClose: () => void;
  /** mandatory dialogs (terms consent) have no close button and ignore outside clicks */
  isMandatory?: boolean;
  /** `center` (default): a dialog, a bottom sheet on phones; `side`: a panel from the right */
  placement?: 'center' | 'side';
  /**
   * A new key gives the open modal a new dialog in the same overlay: the page stays hidden and
   * locked (no restyle of the page, no layout forced twice), the new dialog takes focus and its
   * title is announced, and when the modal closes focus goes back to where it was before the
   * first.
   */
  contentKey?: string;
  children: ReactNode;
}

let dialog: ComponentType<ModalProps> | null = null;

/** react-aria's dialog (ModalDialog.tsx) once its code has been evaluated, else null. */
export const loadedDialog = (): ComponentType<ModalProps> | null => dialog;

/** Called by ModalDialog.tsx as it is evaluated, however it was imported. */
export function dialogLoaded(component: ComponentType<ModalProps>): void {
  dialog = component;
}
