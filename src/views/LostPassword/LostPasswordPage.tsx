import { Upcoming } from '../Page/Upcoming';

export default function LostPasswordPage() {
  return <Upcoming title="lost_password_title" />;
}
