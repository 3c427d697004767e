import { useTranslation } from 'react-i18next';
import { loadDemoAccounts } from './calls';
import { useLoaded } from './use-loaded';

/**
 * While demo data is on, the demo accounts behind a "Demo accounts" disclosure (closed at first, so the form
 * comes first on a phone); choosing one fills in the sign-in form.
 */
export function DemoAccountList({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth');
  const data = useLoaded(loadDemoAccounts);
  if (!data?.enabled || data.accounts.length === 0) return null;
  return (
    <details className="lean-demo">
      <summary>{t('demo.title')}</summary>
      <div className="lean-demo-body">
        <p className="lean-helper">
          {data.password ? t('demo.hintWithPassword', { password: data.password }) : t('demo.hint')}
        </p>
        <ul>
          {data.accounts.map((account) => (
            <li key={account.email}>
              <button
                type="button"
                className="lean-account"
                onClick={() => onPick(account.email, data.password ?? '')}
              >
                {account.email}
                <small>
                  {t('demo.details', {
                    roles: account.roles.join(', '),
                    organisations: account.organisations.join(', '),
                  })}
                </small>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
