import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDemoAccounts } from '../api/demo-accounts';

/** While demo data is on, the demo accounts; choosing one fills in the sign-in form. */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth');
  const { data } = useDemoAccounts();
  if (!data?.enabled || data.accounts.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="demo-accounts-title" variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography id="demo-accounts-title" component="h2" variant="h3">
        {t('demo.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {data.password ? t('demo.hintWithPassword', { password: data.password }) : t('demo.hint')}
      </Typography>
      <List>
        {data.accounts.map((account) => (
          <li key={account.email}>
            <ListItemButton onClick={() => onPick(account.email, data.password ?? '')}>
              <ListItemText
                primary={account.email}
                secondary={t('demo.details', {
                  roles: account.roles.join(', '),
                  organisations: account.organisations.join(', '),
                })}
              />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Paper>
  );
}
