import { Upcoming } from '../Page/Upcoming';

export default function BalancePage() {
  return <Upcoming title="balance_title" />;
}
