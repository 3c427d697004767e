import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { LanguageSelect } from '../../../ui/LanguageSelect';
import { PageTitle } from '../../../ui/PageTitle';

/**
 * The card the pages before sign-in share (login, sign-up, set password, policy): the empty layout, a titled
 * card, and under it the language choice and anything else the page puts there.
 */
export function AuthCard(props: {
  title: string;
  children: ReactNode;
  maxWidth?: number;
  languageSelect?: boolean;
  after?: ReactNode;
}) {
  const { title, children, maxWidth = 440, languageSelect = true, after } = props;
  return (
    <EmptyLayout>
      <Box sx={{ maxWidth, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
          <PageTitle gutterBottom>{title}</PageTitle>
          {children}
        </Paper>
        {languageSelect && (
          <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
            <LanguageSelect />
          </Box>
        )}
        {after}
      </Box>
    </EmptyLayout>
  );
}
