import { Upcoming } from '../Page/Upcoming';

export default function OrdersPage() {
  return <Upcoming title="orders_title" />;
}
