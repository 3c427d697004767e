import AttachFileIcon from '@mui/icons-material/AttachFile';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/errors';
import { useFormat } from '../../../lib/i18n/use-format';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useMailbox, useRetryMail } from '../api/mailbox';
import { LinkifiedText } from '../components/LinkifiedText';

const STATUS_COLOR = { SENT: 'success', FAILED: 'error', PENDING: 'default', RECORDED: 'default' } as const;

/** Admin: the e-mails this organisation has sent or recorded (contents in the demo, delivery status elsewhere). */
export default function MailboxPage() {
  const { t } = useTranslation(['mailbox', 'common', 'errors']);
  const mailbox = useMailbox();
  const retry = useRetryMail();
  const time = useFormat().dateTime;

  usePageTitle(t('title'));
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageTitle>{t('title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('intro')}
      </Typography>
      {mailbox.isPending && <CircularProgress aria-label={t('common:loading')} />}
      {mailbox.isError && (
        <Alert severity="error">
          {isApiError(mailbox.error, 403) ? t('errors:noPermission') : t('failed')}
        </Alert>
      )}
      {mailbox.isSuccess && !mailbox.data.showsContents && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('statusOnly')}
        </Alert>
      )}
      {mailbox.isSuccess && mailbox.data.items.length === 0 && <Typography>{t('empty')}</Typography>}
      {retry.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('retried')}
        </Alert>
      )}
      {retry.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('retryFailed')}
        </Alert>
      )}
      {mailbox.data?.items.map((mail) => (
        <Accordion key={mail.id} disableGutters slotProps={{ heading: { component: 'h2' } }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`mail-${mail.id}-body`}
            id={`mail-${mail.id}`}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', width: '100%' }}>
              <Typography component="span" sx={{ fontWeight: 600, flex: '1 1 240px' }}>
                {mail.subject}
              </Typography>
              <Typography component="span" variant="body2" sx={{ flex: '1 1 180px' }}>
                {t('to', { address: mail.to })}
              </Typography>
              <Chip size="small" label={t(`status.${mail.status}`)} color={STATUS_COLOR[mail.status]} />
              <Typography component="span" variant="body2" color="text.secondary">
                {time(mail.sentAt ?? mail.createdAt)}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`mail-${mail.id}-body`}>
            {mail.lastError && (
              <Typography variant="body2" color="error" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                {t('lastError', { reason: mail.lastError })}
              </Typography>
            )}
            {mail.status === 'FAILED' && (
              <Button
                variant="outlined"
                size="small"
                sx={{ mb: 1 }}
                disabled={retry.isPending}
                onClick={() => retry.mutate(mail.id)}
              >
                {t('retry')}
              </Button>
            )}
            {mail.text === null && mailbox.data?.showsContents && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('notDemoAccount')}
              </Typography>
            )}
            {mail.text !== null && (
              <Typography
                component="div"
                variant="body2"
                data-mail-text
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                <LinkifiedText text={mail.text} />
              </Typography>
            )}
            {mail.attachments.length > 0 && (
              <Box component="ul" aria-label={t('attachments')} sx={{ mt: 1, pl: 0, listStyle: 'none' }}>
                {mail.attachments.map((name) => (
                  <li key={name}>
                    <Chip size="small" variant="outlined" icon={<AttachFileIcon />} label={name} />
                  </li>
                ))}
              </Box>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
