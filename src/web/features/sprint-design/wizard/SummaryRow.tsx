import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One line of the start step's summary (inside its `dl`): what, then its value. */
export function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 0.5 }}
    >
      <Typography component="dt" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
