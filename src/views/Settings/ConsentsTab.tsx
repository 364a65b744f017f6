import { UpcomingCard } from '../Page/Upcoming';

/** /nustatymai/sutikimai: the user's consents. */
export function ConsentsTab() {
  return <UpcomingCard />;
}
