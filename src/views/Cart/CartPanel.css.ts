import { style } from '@vanilla-extract/css';
import { emptyPanelPlace } from './panelLook';

/**
 * The place of a signed-in user's cart while its code comes (CartPanel.tsx): an empty card as
 * tall as an empty cart. On a phone the left column stands above the board, where a cart
 * appearing would push the board down (a layout shift).
 */
export const place = style(emptyPanelPlace);
