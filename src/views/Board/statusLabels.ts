import type { MessageId } from '../../app/intl-types';

/**
 * Every look a board cell can have, with the message that names it. The server's statuses that
 * have a label (docs/rules.md §3: full, free, fullsell, mycart, my; `closed`), the two the board derives
 * itself (`past`: started before the server's now; `closed`: the work-hours end row) and the
 * fallback for a status nobody told us about (`unknown`).
 *
 * The ids are typed against lt.json; tests/views/statusLabels.test.ts checks both catalogues, so a
 * missing `status.*` text fails a test instead of quietly reading "Unavailable".
 */
export const SLOT_LABELS = {
  free: 'status.free',
  full: 'status.full',
  fullsell: 'status.fullsell',
  mycart: 'status.mycart',
  my: 'status.my',
  past: 'status.past',
  closed: 'status.closed',
  unknown: 'status.unknown',
} as const satisfies Record<string, MessageId>;

export type SlotLook = keyof typeof SLOT_LABELS;

export const SLOT_LOOKS = Object.keys(SLOT_LABELS) as SlotLook[];

/** A status as the server sent it, or `unknown` when it has no label of its own. */
export function lookOfStatus(status: string): SlotLook {
  return Object.hasOwn(SLOT_LABELS, status) ? (status as SlotLook) : 'unknown';
}
