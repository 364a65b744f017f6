import { Upcoming } from '../Page/Upcoming';

export default function LoginPage() {
  return <Upcoming title="login_title" />;
}
