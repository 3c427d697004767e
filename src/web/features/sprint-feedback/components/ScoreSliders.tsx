import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useFormat } from '../../../lib/i18n/use-format';

interface Item {
  id: number;
  label: string;
  description: string | null;
}

/** One 0-100 % slider per behaviour or outcome, under a heading of its kind. */
export function ScoreSliders(props: {
  heading: string;
  items: Item[];
  scores: Record<number, number>;
  onChange(itemId: number, score: number): void;
}) {
  const f = useFormat();
  if (!props.items.length) return null;
  return (
    <Box component="section" aria-label={props.heading}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {props.heading}
      </Typography>
      {props.items.map((item) => {
        const value = props.scores[item.id] ?? 50;
        return (
          <Box key={item.id} sx={{ mb: 2 }}>
            <Typography id={`score-${item.id}`}>{item.label}</Typography>
            {item.description && (
              <Typography variant="body2" color="text.secondary">
                {item.description}
              </Typography>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1 }}>
              <Slider
                value={value}
                min={0}
                max={100}
                step={5}
                onChange={(_, v) => props.onChange(item.id, v as number)}
                getAriaValueText={(v) => f.percent(v)}
                slotProps={{ input: { 'aria-labelledby': `score-${item.id}` } }}
              />
              <Typography sx={{ minWidth: 48, textAlign: 'right' }} aria-hidden>
                {f.percent(value)}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
