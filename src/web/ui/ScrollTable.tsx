import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways when the screen is narrower than its columns (a phone): a named, focusable
 * region, so the keyboard scrolls it too, and the columns keep their width instead of wrapping a letter a line.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      component={Paper}
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      {children}
    </TableContainer>
  );
}
