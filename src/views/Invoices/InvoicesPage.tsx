import { Upcoming } from '../Page/Upcoming';

export default function InvoicesPage() {
  return <Upcoming title="invoices_title" />;
}
