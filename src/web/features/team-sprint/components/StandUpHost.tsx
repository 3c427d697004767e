import { lazy, Suspense, useEffect } from 'react';
import { registerStandUpOpener } from '../../notifications';
import { openStandUp, useOpenStandUp } from '../stand-up-store';

const StandUpDialog = lazy(() => import('./StandUpDialog'));

/**
 * Mounted once in the shell: a STAND_UP notification's button opens the stand-up form of its team sprint, and the
 * dashboard's "Answer the stand-up" does too.
 */
export function StandUpHost() {
  const open = useOpenStandUp();
  useEffect(() => {
    registerStandUpOpener((n) => {
      if (n.sprintId && n.teamId) openStandUp(n.sprintId, n.teamId);
    });
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StandUpDialog key={open.sprintId} sprintId={open.sprintId} teamId={open.teamId} />
    </Suspense>
  );
}
