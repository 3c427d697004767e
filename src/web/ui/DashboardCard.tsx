import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A card's one action: a link to a page, or something done in place. */
export type CardAction =
  | { label: string; to: string }
  | { label: string; onClick(): void; disabled?: boolean };

interface Props {
  title: string;
  /** A short status shown as a chip beside the title. */
  status?: string;
  /** the card's action, at its foot, the same on every card */
  action?: CardAction;
  /** spans two columns of the dashboard's grid on wide screens */
  wide?: boolean;
  children: ReactNode;
}

/** The action button of a dashboard card (cards that build their own foot use it too). */
export function CardActionButton({ action }: { action: CardAction }) {
  return 'to' in action ? (
    <Button variant="outlined" size="small" component={RouterLink} to={action.to}>
      {action.label}
    </Button>
  ) : (
    <Button variant="outlined" size="small" onClick={action.onClick} disabled={action.disabled}>
      {action.label}
    </Button>
  );
}

/** One card of the main dashboard: title and status, the content, and its action at the foot. */
export function DashboardCard({ title, status, action, wide, children }: Props) {
  return (
    <Card
      component="section"
      variant="outlined"
      aria-label={title}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...(wide ? { gridColumn: { sm: 'span 2' } } : {}),
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography component="h2" variant="h3">
            {title}
          </Typography>
          {/* a short status keeps its line ("In progress", "Nicht begonnen"); the title wraps first */}
          {status && <Chip label={status} size="small" sx={{ flexShrink: 0, maxWidth: '50%', mt: 0.25 }} />}
        </Stack>
        {children}
      </CardContent>
      {action && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <CardActionButton action={action} />
        </CardActions>
      )}
    </Card>
  );
}
