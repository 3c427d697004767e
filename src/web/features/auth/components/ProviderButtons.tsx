import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { safeRedirect } from '../../../../shared/domain/safe-redirect';
import { useProviders } from '../api/providers';

/**
 * A "Sign in with <name>" button for each configured single sign-on provider. The page the person wanted
 * travels with them through the provider and back.
 */
export function ProviderButtons() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { data } = useProviders();
  const oidc = Object.entries(data ?? {}).filter(([, p]) => p.type === 'oidc' && p.authorizeUrl);
  if (oidc.length === 0) return null;
  const wanted = new URLSearchParams({ redirectUrl: safeRedirect(params.get('redirectUrl')) });
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {oidc.map(([key, p]) => (
        <Button key={key} variant="outlined" size="medium" href={`${p.authorizeUrl}?${wanted}`}>
          {t('login.withProvider', { name: p.name })}
        </Button>
      ))}
    </Stack>
  );
}
