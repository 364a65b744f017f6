import { UpcomingCard } from '../Page/Upcoming';

/** /nustatymai: change password. */
export function PasswordTab() {
  return <UpcomingCard />;
}
