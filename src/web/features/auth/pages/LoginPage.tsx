import { RouterLoginHost } from '../components/RouterLoginHost';
import { LoginScreen } from '../login/LoginScreen';

/** Sign-in inside the whole app (a person sent back to sign in); the first load shows it on the lean start. */
export default function LoginPage() {
  return (
    <RouterLoginHost>
      <LoginScreen />
    </RouterLoginHost>
  );
}
