import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoBanner } from '../features/auth/components/DemoBanner';
import { normalizeLanguage } from '../lib/i18n/languages';
import { queryClient } from '../lib/query-client';
import { useCachedUserState } from '../lib/session/user-state';
import { InitialLoader } from '../ui/PageLoader';
import { ToastHost } from '../ui/toasts';
import { SessionGuard } from './SessionGuard';
import { appTheme } from './theme';

function ThemedApp({ children }: { children: ReactNode }) {
  const user = useCachedUserState();
  // MUI's own texts follow the interface language; no suspending here, above every Suspense boundary
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  return (
    <ThemeProvider theme={appTheme(user?.theme ?? 'default', language)}>
      <CssBaseline />
      <Suspense fallback={null}>
        <DemoBanner />
      </Suspense>
      <Suspense fallback={<InitialLoader />}>{children}</Suspense>
      <SessionGuard />
      {/* the one place toasts appear */}
      <ToastHost />
    </ThemeProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
}
