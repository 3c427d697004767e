import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SPRINT_TEXT_LIMITS } from '../../../../shared/contracts/sprint-design-calls';
import { SPRINT_MAX_ITEMS } from '../../../../shared/sprint-enums';

export interface EditableItem {
  id?: number;
  /** a stable key for React while editing */
  key: string;
  label: string;
  description: string;
}
let nextKey = 0;
export const newItem = (): EditableItem => ({ key: `new-${++nextKey}`, label: '', description: '' });

/** 1-3 actions, behaviours or outcomes: edit, add, remove, move up and down (buttons, so keyboards can too). */
export function ItemsEditor({
  kind,
  items,
  onChange,
  showErrors,
}: {
  kind: 'actions' | 'behaviours' | 'outcomes';
  items: EditableItem[];
  onChange(items: EditableItem[]): void;
  showErrors: boolean;
}) {
  const { t } = useTranslation('sprint-design');
  const set = (i: number, patch: Partial<EditableItem>) =>
    onChange(items.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const move = (i: number, by: number) => {
    const next = [...items];
    const [x] = next.splice(i, 1);
    next.splice(i + by, 0, x);
    onChange(next);
  };
  return (
    <Box component="section" aria-labelledby={`${kind}-heading`} sx={{ mb: 3 }}>
      <Typography id={`${kind}-heading`} component="h2" variant="h3" gutterBottom>
        {t(`items.${kind}`)}
      </Typography>
      <Stack spacing={1.5}>
        {items.map((item, i) => {
          const n = i + 1;
          const missing = showErrors && item.label.trim() === '';
          return (
            <Paper key={item.key} variant="outlined" sx={{ p: 1.5 }}>
              <Stack
                sx={{ alignItems: { sm: 'flex-start' } }}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
              >
                <Stack spacing={1} sx={{ flex: 1 }}>
                  <TextField
                    label={t(`items.label.${kind}`, { n })}
                    value={item.label}
                    required
                    error={missing}
                    helperText={
                      missing ? t('items.required') : `${item.label.length}/${SPRINT_TEXT_LIMITS.label}`
                    }
                    onChange={(e) => set(i, { label: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: SPRINT_TEXT_LIMITS.label } }}
                  />
                  <TextField
                    label={t('items.description', { n })}
                    value={item.description}
                    multiline
                    minRows={1}
                    onChange={(e) => set(i, { description: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: SPRINT_TEXT_LIMITS.description } }}
                  />
                </Stack>
                <Stack direction={{ xs: 'row', sm: 'column' }}>
                  <IconButton
                    aria-label={t('items.moveUp', { label: item.label || n })}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    aria-label={t('items.moveDown', { label: item.label || n })}
                    disabled={i === items.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDownward />
                  </IconButton>
                  <IconButton
                    aria-label={t('items.remove', { label: item.label || n })}
                    disabled={items.length <= 1}
                    onClick={() => onChange(items.filter((_, j) => j !== i))}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {items.length < SPRINT_MAX_ITEMS && (
        <Button startIcon={<Add />} onClick={() => onChange([...items, newItem()])} sx={{ mt: 1 }}>
          {t(`items.add.${kind}`)}
        </Button>
      )}
    </Box>
  );
}

/** The items as the save call takes them. */
export const itemsBody = (items: EditableItem[]) =>
  items.map((i) => ({ id: i.id, label: i.label.trim(), description: i.description.trim() || null }));
export const itemsValid = (items: EditableItem[]) =>
  items.length > 0 && items.every((i) => i.label.trim() !== '');
export const editable = (
  items: { id: number; label: string; description: string | null }[],
): EditableItem[] =>
  items.map((i) => ({ id: i.id, key: `item-${i.id}`, label: i.label, description: i.description ?? '' }));
