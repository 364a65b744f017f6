/**
 * The message ids react-intl reported missing so far, from a `vi.spyOn(console, 'error')`:
 * IntlRoot reports a missing id as react-intl's MISSING_TRANSLATION error (src/app/IntlRoot.tsx).
 */
export function missingIds(consoleError: { mock: { calls: unknown[][] } }): string[] {
  return consoleError.mock.calls
    .map(([error]) => error as { code?: string; descriptor?: { id?: string } })
    .filter((error) => error?.code === 'MISSING_TRANSLATION')
    .map((error) => error.descriptor?.id ?? '?');
}
