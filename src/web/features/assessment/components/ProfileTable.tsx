import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ChartRow } from '../../../../shared/domain/gla-chart';
import { useFormat } from '../../../lib/i18n/use-format';
import { ScrollTable } from '../../../ui/ScrollTable';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The chart's values as a table: always there for screen readers, shown to everyone on "Show as table". */
export function ProfileTable({
  rows,
  shown,
  caption,
}: {
  rows: ChartRow[];
  shown: boolean;
  caption: string;
}) {
  const { t } = useTranslation('assessment');
  const fmt = useFormat();
  const score = (v: number | null) => (v === null ? t('profile.insufficient') : fmt.number(v, 1));
  const table = (
    <Table size="small" data-testid="profile-table">
      <caption style={shown ? undefined : visuallyHidden}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{t('chart.rank')}</TableCell>
          <TableCell scope="col">{t('chart.capability')}</TableCell>
          <TableCell scope="col" align="right">
            {t('survey.style')}
          </TableCell>
          <TableCell scope="col" align="right">
            {t('survey.strategy')}
          </TableCell>
          <TableCell scope="col" align="right">
            {t('chart.benchmark')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.code} data-capability-row={r.code}>
            <TableCell>{r.rank}</TableCell>
            <TableCell component="th" scope="row">
              {r.name}
              {r.top && ` (${t('profile.topMark')})`}
              {r.bottom && ` (${t('profile.bottomMark')})`}
            </TableCell>
            <TableCell align="right">{score(r.style)}</TableCell>
            <TableCell align="right">{score(r.strategy)}</TableCell>
            <TableCell align="right">{r.benchmark === null ? '–' : fmt.number(r.benchmark, 1)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  // hidden, the table sits in a 1 px box that clips it (a table itself is never narrower than its columns);
  // shown, it scrolls sideways on a phone
  return shown ? (
    <Box sx={{ mt: 1 }}>
      <ScrollTable label={caption}>{table}</ScrollTable>
    </Box>
  ) : (
    <Box sx={visuallyHidden}>{table}</Box>
  );
}
