import { useTranslation } from 'react-i18next';
import { safeRedirect } from '../../../../shared/domain/safe-redirect';
import { loginCalls, once } from './calls';
import { useLoginHost } from './host';
import { useLoaded } from './use-loaded';

const loadProviders = once(loginCalls.providers);

/**
 * A "Sign in with <name>" link for each configured single sign-on provider. The page the person wanted
 * travels with them through the provider and back.
 */
export function ProviderLinks() {
  const { t } = useTranslation('auth');
  const { search } = useLoginHost();
  const data = useLoaded(loadProviders);
  const oidc = Object.entries(data ?? {}).filter(([, p]) => p.type === 'oidc' && p.authorizeUrl);
  if (oidc.length === 0) return null;
  const wanted = new URLSearchParams({ redirectUrl: safeRedirect(search.get('redirectUrl')) });
  return (
    <div>
      {oidc.map(([key, p]) => (
        <a key={key} className="lean-button outlined" href={`${p.authorizeUrl}?${wanted}`}>
          {t('login.withProvider', { name: p.name })}
        </a>
      ))}
    </div>
  );
}
