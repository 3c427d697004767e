import { Typography, type TypographyProps } from '@mui/material';
import type { ReactNode } from 'react';
import { Phrases } from './Phrases';

/**
 * The title of a page: the one h1, in one size on every page (the theme's h1), wrapping between phrases in
 * Japanese and Chinese. Long names (a team's, a person's) wrap rather than widen a phone's page.
 */
export function PageTitle({
  children,
  sx,
  id,
  gutterBottom,
  testId,
}: {
  children: ReactNode;
  sx?: TypographyProps['sx'];
  id?: string;
  gutterBottom?: boolean;
  testId?: string;
}) {
  return (
    <Typography
      component="h1"
      variant="h1"
      id={id}
      gutterBottom={gutterBottom}
      data-testid={testId}
      sx={[{ overflowWrap: 'break-word' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Phrases>{children}</Phrases>
    </Typography>
  );
}
