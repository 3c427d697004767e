import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListEntry {
  key: string;
  label: string;
  secondary?: ReactNode;
  /** an entry chosen from a list (a capability, an outcome option) is not edited as text */
  editable?: boolean;
}

/**
 * An ordered list of a plan's entries; with editing, each can move up or down, be removed, or (with an editor)
 * be edited in place: the editor replaces the entry's line until it is saved or cancelled.
 */
export function ItemList({
  entries,
  editable,
  onMove,
  onRemove,
  renderEditor,
}: {
  entries: ListEntry[];
  editable: boolean;
  onMove?: (index: number, delta: -1 | 1) => void;
  onRemove?: (index: number) => void;
  renderEditor?: (index: number, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('plan');
  const [editing, setEditing] = useState<string | null>(null);
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {t('none')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {entries.map((e, i) =>
        editing === e.key && renderEditor ? (
          <ListItem key={e.key} disableGutters sx={{ display: 'block', py: 1 }}>
            {renderEditor(i, () => setEditing(null))}
          </ListItem>
        ) : (
          <ListItem
            key={e.key}
            disableGutters
            secondaryAction={
              editable && (
                <Box className="no-print">
                  {renderEditor && e.editable !== false && (
                    <IconButton
                      size="small"
                      aria-label={t('edit', { label: e.label })}
                      onClick={() => setEditing(e.key)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                  <IconButton
                    size="small"
                    aria-label={t('moveUp', { label: e.label })}
                    disabled={i === 0}
                    onClick={() => onMove?.(i, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('moveDown', { label: e.label })}
                    disabled={i === entries.length - 1}
                    onClick={() => onMove?.(i, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('remove', { label: e.label })}
                    onClick={() => onRemove?.(i)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
              )
            }
            sx={{ pr: editable ? (renderEditor ? 20 : 16) : 0 }}
          >
            <ListItemText
              primary={e.label}
              secondary={e.secondary}
              slotProps={{
                primary: { sx: { overflowWrap: 'anywhere' } },
                secondary: { component: 'div' },
              }}
            />
          </ListItem>
        ),
      )}
    </List>
  );
}

/** Moves one element of a list by delta places (a copy). */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const next = [...list];
  const target = index + delta;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
