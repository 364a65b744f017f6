/** A wire under test, with its error channel recorded and a token the test can change. */
import { createWire } from '../../../src/api';
import type { Failure } from '../../../machines/domain';

export function wireFor(contentUrl: string, bookingUrl?: string) {
  const failures: Array<{ failure: Failure; call: string }> = [];
  let token: string | null = null;
  const wire = createWire({
    contentUrl,
    getToken: () => token,
    onFailure: (failure, call) => failures.push({ failure, call }),
  });
  if (bookingUrl !== undefined) wire.setBookingUrl(bookingUrl);
  return {
    wire,
    content: wire.content,
    booking: wire.booking,
    failures,
    signIn: (value: string | null) => {
      token = value;
    },
  };
}
