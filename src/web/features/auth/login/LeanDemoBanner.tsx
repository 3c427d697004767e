import { useTranslation } from 'react-i18next';
import { loadDemoAccounts } from './calls';
import { useLoaded } from './use-loaded';

/** The sign-in screens' Demo banner (the whole app shows its own): demo mode is loud (decision 0028). */
export function LeanDemoBanner() {
  const { t } = useTranslation('auth');
  const data = useLoaded(loadDemoAccounts);
  if (!data?.enabled) return null;
  return (
    <aside className="lean-demo-banner" aria-label={t('demoBanner.label')} data-testid="demo-banner">
      <strong>{t('demoBanner.title')}</strong> {t('demoBanner.text')}
    </aside>
  );
}
