/** The login, register and hidden admin modals (opened through the overlay machine). */
export function AccountModals() {
  return null;
}
