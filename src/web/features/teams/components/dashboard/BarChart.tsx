import Box from '@mui/material/Box';

/**
 * A small horizontal bar chart: the picture for the eye (hidden from screen readers), the text lines that follow
 * it say the same in words. Values are counts out of `max`.
 */
export function BarChart({
  label,
  bars,
  max,
}: {
  label: string;
  bars: Array<{ key: string; name: string; value: number }>;
  max: number;
}) {
  return (
    <Box aria-hidden="true" title={label} sx={{ display: 'grid', gap: 0.75, mb: 1.5 }}>
      {bars.map((b) => (
        <Box
          key={b.key}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 10rem) 1fr 2rem',
            gap: 1,
            alignItems: 'center',
          }}
        >
          <Box
            sx={{ fontSize: '0.8rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {b.name}
          </Box>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, height: 12 }}>
            <Box
              sx={{
                bgcolor: 'primary.main',
                borderRadius: 1,
                height: 12,
                width: `${max > 0 ? Math.round((b.value / max) * 100) : 0}%`,
              }}
            />
          </Box>
          <Box sx={{ fontSize: '0.8rem', textAlign: 'right' }}>{b.value}</Box>
        </Box>
      ))}
    </Box>
  );
}
