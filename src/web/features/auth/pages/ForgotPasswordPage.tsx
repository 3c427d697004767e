import { RouterLoginHost } from '../components/RouterLoginHost';
import { ForgotPasswordScreen } from '../login/ForgotPasswordScreen';

/** "Forgot password?" inside the whole app; the first load shows it on the lean start. */
export default function ForgotPasswordPage() {
  return (
    <RouterLoginHost>
      <ForgotPasswordScreen />
    </RouterLoginHost>
  );
}
