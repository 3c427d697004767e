import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SideNav } from '../navigation/SideNav';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_ID } from './SkipLink';

export const SIDE_NAV_WIDTH = 232;

/**
 * Desktop: header, a permanent side navigation, the page and the footer. With the assistant's button
 * (assistantSpace: the room it needs, in px), the page keeps a column on its right free, so the fixed button never
 * covers a card's edge.
 */
export function DenseLayout({
  children,
  assistantSpace = 0,
}: {
  children: ReactNode;
  assistantSpace?: number;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box
          sx={{
            width: SIDE_NAV_WIDTH,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            overflowY: 'auto',
          }}
        >
          <SideNav />
        </Box>
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            p: 3,
            pr: assistantSpace ? `${assistantSpace}px` : 3,
            outline: 'none',
          }}
        >
          {children}
        </Box>
      </Box>
      <Footer />
    </Box>
  );
}
