import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Logo } from './Logo';
import { MAIN_ID } from './SkipLink';

/**
 * The empty layout: a logo that returns to the main dashboard, the page, and a footer with the year. With the
 * assistant's button, the page keeps room below its content for it.
 */
export function EmptyLayout({
  children,
  assistantSpace = 0,
}: {
  children: ReactNode;
  assistantSpace?: number;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="header" sx={{ px: 3, py: 2, color: 'primary.main' }}>
        <Logo />
      </Box>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, px: 2, pb: assistantSpace ? `${assistantSpace}px` : 4, outline: 'none' }}
      >
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
