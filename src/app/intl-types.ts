import type ltMessages from '../../messages/lt.json';

/**
 * Message ids are typed from the default catalog: `formatMessage({ id })` and
 * `<FormattedMessage id>` with an id missing from messages/lt.json fail the typecheck.
 */
export type MessageId = keyof typeof ltMessages;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
