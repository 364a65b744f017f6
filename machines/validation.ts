/**
 * Pure field validators shared by every form machine (contact, and the account forms of
 * machines/accountForms.ts). Each answers one question about one string; a form's validate function
 * combines them into its own error map.
 */

/** Empty or only whitespace. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/**
 * A sensible e-mail shape after trimming: something@something.tld, no spaces, one @.
 * Deliberately loose: the server is the judge of deliverability.
 */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** An http(s) address: the only kind that may take the browser away (to the bank). */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The field error ids the forms show (message ids are the view's business). */
export type FieldError = 'required' | 'email' | 'minLength' | 'mismatch';

/** The fields of `values` (from `fields`) that are blank, as a `required` error map. */
export function requiredErrors<V extends Record<string, string>, F extends keyof V & string>(
  values: V,
  fields: readonly F[],
): Partial<Record<F, 'required'>> {
  const errors: Partial<Record<F, 'required'>> = {};
  for (const field of fields) {
    if (isBlank(values[field] ?? '')) errors[field] = 'required';
  }
  return errors;
}

/** True when an error map holds no error. */
export function hasNoErrors(errors: Partial<Record<string, FieldError>>): boolean {
  return Object.values(errors).every((error) => error === undefined);
}
