import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { inviteNomineeBody } from '../../../../shared/contracts/assessment';
import { errorText } from '../../../lib/api/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { muiField } from '../../../ui/form';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { inviteNominee, nomineesQuery, useNominees } from '../api/nominees';

type FormInput = z.input<typeof inviteNomineeBody>;
type FormOutput = z.output<typeof inviteNomineeBody>;

/** Job candidates of the organisation (ADMIN, BUYER): invite by e-mail, follow the status, open each result. */
export default function NomineesPage() {
  const { t } = useTranslation('assessment');
  const fmt = useFormat();
  const qc = useQueryClient();
  const list = useNominees();
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(inviteNomineeBody),
    defaultValues: { email: '', fullName: '', languageCode: currentLanguage() },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: FormOutput) => {
    setFeedback(null);
    try {
      const n = await inviteNominee(values);
      setFeedback({ ok: true, text: t('nominees.invited', { email: n.email }) });
      reset({ email: '', fullName: '', languageCode: values.languageCode });
      await qc.invalidateQueries({ queryKey: nomineesQuery.queryKey });
    } catch (e) {
      setFeedback({ ok: false, text: errorText(e, t) });
    }
  };

  usePageTitle(t('nominees.title'));
  return (
    <Box>
      <PageTitle sx={{ mb: 1 }}>{t('nominees.title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('nominees.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('nominees.inviteTitle')}
        </Typography>
        {feedback && (
          <Alert severity={feedback.ok ? 'success' : 'error'} role="alert" sx={{ mb: 2 }}>
            {feedback.text}
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            {...muiField(register('fullName'))}
            label={t('nominees.name')}
            size="small"
            error={Boolean(errors.fullName)}
            helperText={errors.fullName ? t('nominees.nameRequired') : undefined}
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          <TextField
            {...muiField(register('email'))}
            label={t('nominees.email')}
            type="email"
            size="small"
            error={Boolean(errors.email)}
            helperText={errors.email ? t('nominees.emailInvalid') : undefined}
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('nominees.invite')}
          </Button>
        </Box>
      </Paper>
      {list.isError && <Alert severity="error">{errorText(list.error, t)}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('nominees.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('nominees.name')}</TableCell>
              <TableCell>{t('nominees.email')}</TableCell>
              <TableCell>{t('nominees.status')}</TableCell>
              <TableCell>{t('nominees.invitedAt')}</TableCell>
              <TableCell>{t('nominees.result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{t('nominees.none')}</TableCell>
              </TableRow>
            )}
            {list.data?.items.map((n) => (
              <TableRow key={n.id}>
                <TableCell>{n.fullName}</TableCell>
                <TableCell>{n.email}</TableCell>
                <TableCell>
                  <Chip size="small" label={t(`nominees.statuses.${n.status}`)} />
                </TableCell>
                <TableCell>{fmt.longDate(n.invitedAt)}</TableCell>
                <TableCell>
                  {n.status === 'COMPLETED' || n.status === 'DISMISSED' ? (
                    <Link component={RouterLink} to={`/console/nominees/${n.id}`}>
                      {t('nominees.open', { name: n.fullName })}
                    </Link>
                  ) : (
                    '–'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
