import { lazy, Suspense, useEffect } from 'react';
import { registerCheckInOpener } from '../../notifications';
import { openCheckInDialog, useCheckInDialog } from '../dialog-store';

const CheckInDialog = lazy(() => import('./CheckInDialog'));

/**
 * Mounted once in the shell: registers the check-in opener with notifications (a check-in notification's button
 * opens the dialog) and shows the dialog when anything opens it.
 */
export function CheckInHost() {
  const sprintId = useCheckInDialog();
  useEffect(() => {
    registerCheckInOpener((n) => {
      if (n.sprintId) openCheckInDialog(n.sprintId);
    });
  }, []);
  if (!sprintId) return null;
  return (
    <Suspense fallback={null}>
      <CheckInDialog key={sprintId} sprintId={sprintId} />
    </Suspense>
  );
}
