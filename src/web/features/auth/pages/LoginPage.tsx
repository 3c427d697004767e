import { LoginScreen } from '../login/LoginScreen';
import { RouterLoginHost } from '../login/RouterLoginHost';

/** Sign-in inside the whole app (a person sent back to sign in); the first load shows it on the lean start. */
export default function LoginPage() {
  return (
    <RouterLoginHost>
      <LoginScreen />
    </RouterLoginHost>
  );
}
