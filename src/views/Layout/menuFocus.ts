/**
 * Focus handed from the hamburger's stand-in button (Header.tsx, before the menu's code is in) to
 * the real one (HamburgerMenu.tsx): the stand-in is replaced by a new element, and without this a
 * keyboard or a click that had put focus on it would find focus lost on the page.
 */
let standInFocused = false;

export const menuFocus = {
  /** the stand-in button got or lost focus */
  standIn(focused: boolean): void {
    standInFocused = focused;
  },
  /** whether the real button should take focus now (once) */
  take(): boolean {
    const take = standInFocused;
    standInFocused = false;
    return take;
  },
};
