import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';

/**
 * Asks before leaving a form with unsaved changes (issue 21: nothing typed is lost): another tab, another page,
 * or closing the window. Answers the dialog to render.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('plan');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmationDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      text={t('unsaved.text')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
