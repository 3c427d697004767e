import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways when the screen is narrower than its columns (a phone): a named, focusable
 * region, so the keyboard scrolls it too, and the columns keep their width instead of wrapping a letter a line.
 * Its width comes from its container, never from its columns, so the page stays as wide as the phone.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      component={Paper}
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        // the table never widens what holds it (a grid track, a flex row): it takes the width it is given
        width: 0,
        minWidth: '100%',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {children}
    </TableContainer>
  );
}
