import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataExportView } from '../../../../shared/contracts/data-export';
import { downloadable } from '../../../../shared/domain/data-export';
import { errorText } from '../../../lib/api/error-text';
import { useFormat } from '../../../lib/i18n/use-format';
import { SectionError } from '../../../ui/QueryBoundary';
import { downloadOwnExport, useDataExport, useRequestExport } from '../api/data-export';

type SectionFrame = (p: { id: string; title: string; children: ReactNode }) => ReactNode;

function StatusLine({ e }: { e: DataExportView }) {
  const { t } = useTranslation('data-export');
  const f = useFormat();
  return (
    <Alert
      severity={e.status === 'FAILED' ? 'error' : e.status === 'EXPIRED' ? 'info' : 'success'}
      sx={{ mb: 2 }}
    >
      {t(`section.status.${e.status}`, {
        date: f.dateTime(e.expiresAt),
        downloaded: f.dateTime(e.downloadedAt),
      })}
      {e.requestedByAdmin && e.status !== 'EXPIRED' && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('section.byAdmin')}
        </Typography>
      )}
    </Alert>
  );
}

/**
 * The profile's "Your data" section (issue 34 point 8): ask for an archive of everything Stride holds about the
 * person, see whether it is being prepared, ready (until when), downloaded or expired, and download it.
 */
export function YourDataSection({ Section }: { Section: SectionFrame }) {
  const { t } = useTranslation('data-export');
  const current = useDataExport();
  const request = useRequestExport();
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const e = current.data ?? null;

  const download = async (id: number) => {
    setProblem(null);
    setDownloading(true);
    try {
      await downloadOwnExport(id);
      await current.refetch();
    } catch (err) {
      setProblem(errorText(err, t) || t('section.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  const ask = () => {
    setProblem(null);
    request.mutate(undefined, { onError: (err) => setProblem(errorText(err, t)) });
  };

  return (
    <Section id="your-data" title={t('section.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('section.intro')}
      </Typography>
      {current.isPending && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={20} aria-label={t('section.loading')} />
          <Typography variant="body2">{t('section.loading')}</Typography>
        </Box>
      )}
      {current.isError && <SectionError error={current.error} onRetry={() => void current.refetch()} />}
      {current.isSuccess && (
        <>
          {e ? <StatusLine e={e} /> : <Typography sx={{ mb: 2 }}>{t('section.empty')}</Typography>}
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {e && downloadable(e.status) && (
              <Button variant="contained" disabled={downloading} onClick={() => void download(e.id)}>
                {downloading ? t('section.downloading') : t('section.download')}
              </Button>
            )}
            {e?.status !== 'PREPARING' && (
              <Button
                variant={e && downloadable(e.status) ? 'outlined' : 'contained'}
                disabled={request.isPending}
                onClick={ask}
              >
                {e ? t('section.requestAgain') : t('section.request')}
              </Button>
            )}
          </Box>
        </>
      )}
    </Section>
  );
}
