import { lazy, Suspense, useEffect } from 'react';
import { registerCheckInOpener } from '../../notifications';
import { openCheckInDialog, useCheckInDialog } from '../dialog-store';

const CheckInDialog = lazy(() => import('./CheckInDialog'));

/**
 * Mounted once in the shell: registers the check-in opener with notifications (a check-in notification's button
 * opens the dialog, a team sprint's with its team) and shows the dialog when anything opens it.
 */
export function CheckInHost() {
  const open = useCheckInDialog();
  useEffect(() => {
    registerCheckInOpener((n) => {
      if (n.sprintId) openCheckInDialog(n.sprintId, n.teamId);
    });
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CheckInDialog key={`${open.sprintId}-${open.teamId}`} sprintId={open.sprintId} teamId={open.teamId} />
    </Suspense>
  );
}
