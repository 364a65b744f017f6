/** The mandatory terms-consent modal and the terms viewer. */
export function ConsentModals() {
  return null;
}
