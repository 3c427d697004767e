import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePortfolio } from '../api/portfolio';

/** /my/portfolio: the person's finished sprints by year (empty until sprints exist). */
export default function PortfolioPage() {
  const { t } = useTranslation('plan');
  const portfolio = usePortfolio();
  usePageTitle(t('portfolio.title'));
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography component="h1" variant="h1">
        {t('portfolio.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('portfolio.intro')}
      </Typography>
      {portfolio.isPending && <CircularProgress aria-label={t('loading')} />}
      {portfolio.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {portfolio.data?.total === 0 && <Alert severity="info">{t('portfolio.empty')}</Alert>}
      {portfolio.data?.years.map((y) => (
        <Box key={y.year} component="section" aria-labelledby={`portfolio-${y.year}`} sx={{ mb: 2 }}>
          <Typography id={`portfolio-${y.year}`} component="h2" variant="h3">
            {y.year} · {t('portfolio.sprints', { count: y.sprints.length })}
          </Typography>
          <List dense>
            {y.sprints.map((s) => (
              <ListItem key={s.id} disableGutters>
                <ListItemText primary={s.title} />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
