import ErrorIcon from '@mui/icons-material/Error';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ShareIcon from '@mui/icons-material/Share';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { useFormat } from '../../../lib/i18n/use-format';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePublicCertificate } from '../api/gamification';
import { BadgeIcon } from '../components/BadgeIcon';
import { CriterionLine } from '../components/CriteriaPanel';

/**
 * /certification/:id, outside the sign-in guards: anyone sees whose certificate it is, for which sprint, when and
 * by whom it was issued, whether its signed credential verifies, and the PDF, LinkedIn and credential links.
 */
export default function PublicCertificatePage() {
  const { t, i18n } = useTranslation('gamification');
  const f = useFormat();
  const id = Number(useParams().id) || null;
  const cert = usePublicCertificate(id);
  usePageTitle(
    cert.data ? `${cert.data.badge.badge_name}: ${cert.data.user.fullname}` : t('certificate.pdfTitle'),
  );
  const c = cert.data;
  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 880, mx: 'auto', p: { xs: 2, md: 4 } }}>
        {!id || cert.isError ? (
          <Alert severity="error">{t('certificate.notFound')}</Alert>
        ) : !c ? (
          <CircularProgress aria-label={t('certificate.loading')} />
        ) : (
          <Paper
            component="article"
            aria-labelledby="certificate-title"
            sx={{ p: { xs: 2.5, md: 5 }, border: 3, borderColor: 'primary.main', textAlign: 'center' }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
              <BadgeIcon image={c.badge.image_name} earned size={88} />
            </Box>
            <Typography variant="overline" color="primary">
              {c.issuerName}
            </Typography>
            <PageTitle id="certificate-title" sx={{ mb: 2 }}>
              {c.badge.badge_name}
            </PageTitle>
            <Typography color="text.secondary">{t('certificate.awardedTo')}</Typography>
            <Typography component="p" variant="h2" sx={{ my: 1, wordBreak: 'break-word' }}>
              {c.user.fullname}
            </Typography>
            {c.sprint && <Typography>{t('certificate.forSprint', { sprint: c.sprint.label })}</Typography>}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 620, mx: 'auto' }}>
              {c.badge.description}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto auto',
                justifyContent: 'center',
                columnGap: 2,
                rowGap: 0.5,
                my: 3,
                '& dt': { fontWeight: 600, textAlign: 'right' },
                '& dd': { m: 0, textAlign: 'left' },
              }}
            >
              <dt>{t('certificate.issuedOn')}</dt>
              <dd>{f.longDate(c.issued_at)}</dd>
              <dt>{t('certificate.issuer')}</dt>
              <dd>{c.issuerName}</dd>
            </Box>
            <Alert
              severity={c.verified ? 'success' : 'error'}
              icon={c.verified ? <VerifiedIcon /> : <ErrorIcon />}
              sx={{ justifyContent: 'center', mb: 3 }}
            >
              {c.verified
                ? t('certificate.verified', { issuer: c.issuerName })
                : t('certificate.notVerified')}
            </Alert>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
              {c.pdfUrl && (
                <Button
                  variant="contained"
                  href={`${c.pdfUrl}?lng=${encodeURIComponent(i18n.language)}`}
                  startIcon={<PictureAsPdfIcon />}
                >
                  {t('certificate.downloadPdf')}
                </Button>
              )}
              {c.linkedInAddCertificateUrl && (
                <Button
                  variant="outlined"
                  href={c.linkedInAddCertificateUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<LinkedInIcon />}
                >
                  {t('certificate.addToLinkedIn')}
                </Button>
              )}
              {c.linkedInShareCertificateUrl && (
                <Button
                  variant="outlined"
                  href={c.linkedInShareCertificateUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<ShareIcon />}
                >
                  {t('certificate.shareLinkedIn')}
                </Button>
              )}
            </Box>
            {c.credentialUrl && (
              <Typography variant="body2" sx={{ mt: 2 }}>
                <Link href={c.credentialUrl}>
                  {/* the standard's name stays as it is in every language */}
                  <Trans
                    t={t}
                    i18nKey="certificate.credential"
                    components={{ name: <span translate="no" lang="en" /> }}
                  />
                </Link>
              </Typography>
            )}
            {c.criteria && (
              <Box sx={{ mt: 4, textAlign: 'left' }}>
                <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
                  {t('certificate.criteria')}
                </Typography>
                <List dense disablePadding>
                  {c.criteria.criteria.map((k) => (
                    <CriterionLine key={k.key} c={k} />
                  ))}
                </List>
              </Box>
            )}
          </Paper>
        )}
      </Box>
    </EmptyLayout>
  );
}
