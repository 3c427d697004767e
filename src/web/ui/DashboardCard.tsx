import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** A short status shown as a chip beside the title. */
  status?: string;
  children: ReactNode;
}

/** One card of the main dashboard. */
export function DashboardCard({ title, status, children }: Props) {
  return (
    <Card component="section" variant="outlined" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography component="h2" variant="h3">
            {title}
          </Typography>
          {status && <Chip label={status} size="small" />}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
