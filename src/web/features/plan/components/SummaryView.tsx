import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../../shared/contracts/plan';
import { DEVELOPMENT_PLAN_ITEM_TYPES } from '../../../../shared/enums';
import { useFormat } from '../../../lib/i18n/use-format';
import { useGoals } from '../api/goals';
import type { GuestAccess } from '../api/keys';
import { useNetwork } from '../api/network';

/** Print: only the plan, no navigation, buttons or comment forms. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, footer, .MuiTabs-root, .no-print, .MuiSnackbar-root': { display: 'none !important' },
        // the side navigation's column too, so the plan takes the whole page
        'div:has(> nav)': { display: 'none !important' },
        body: { background: '#fff' },
        main: { padding: '0 !important', margin: '0 !important' },
        '.plan-summary section': { breakInside: 'avoid' },
      },
    }}
  />
);

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ mb: 0.5, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Lines({ items }: { items: { key: string | number; text: string; sub?: string | null }[] }) {
  const { t } = useTranslation('plan');
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('none')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {items.map((i) => (
        <li key={i.key}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {i.text}
            {i.sub ? ` — ${i.sub}` : ''}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** The whole plan on one page; it prints well. */
export function SummaryView({ plan, guest }: { plan: Plan; guest?: GuestAccess | null }) {
  const { t } = useTranslation('plan');
  const fmt = useFormat();
  const goals = useGoals(plan.id, guest);
  const network = useNetwork(plan.id, guest);
  const role = plan.agilePlanRole;
  const items = (type: string) =>
    plan.agileItemList
      .filter((i) => i.type === type)
      .map((i) => ({
        key: i.id,
        // capabilities read in the reader's language
        text: i.type.endsWith('_CAP_RECOMMENDATION') && i.code ? t(`capabilities.${i.code}`) : i.label,
      }));
  const level = (l: string | null) => (l ? t(`levels.${l}`) : t('role.notChosen'));

  return (
    <Box className="plan-summary">
      {printStyles}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography color="text.secondary">{t('summary.intro')}</Typography>
        <Button
          className="no-print"
          startIcon={<PrintIcon />}
          variant="outlined"
          onClick={() => window.print()}
        >
          {t('print')}
        </Button>
      </Box>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('sections.CAREER_CHALLENGE')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Part title={t('role.current')}>
          <Typography variant="body2">
            {role.currentRole.label ?? t('role.notChosen')} · {level(role.currentLevel)}
          </Typography>
          <Lines items={items('ROLE_CHALLENGE')} />
        </Part>
        <Part title={t('role.next')}>
          <Typography variant="body2">
            {role.nextRole.label ?? t('role.notChosen')} · {level(role.nextLevel)}
          </Typography>
          <Lines items={items('FUTURE_ROLE_CHALLENGE')} />
        </Part>
      </Box>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('sections.ADAPTIVE_DEVELOPMENT_PLAN')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {DEVELOPMENT_PLAN_ITEM_TYPES.map((type) => (
          <Part key={type} title={t(`itemTypes.${type}`)}>
            <Lines items={items(type)} />
          </Part>
        ))}
      </Box>
      {plan.note && (
        <Part title={t('devPlan.note')}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {plan.note}
          </Typography>
        </Part>
      )}
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('sections.DEVELOPMENT_GOALS_AND_DELIVERABLES')}
      </Typography>
      <Lines
        items={(goals.data?.items ?? []).map((g) => ({ key: g.id, text: g.label, sub: g.description }))}
      />
      <Typography component="h2" variant="h3" sx={{ mt: 2, mb: 1 }}>
        {t('sections.KEY_MILESTONES')}
      </Typography>
      <Lines
        items={plan.agileMilestoneList.map((m) => ({
          key: m.id,
          text: `${fmt.longDate(m.date)}: ${m.title}`,
          sub: t(`milestones.types.${m.type}`),
        }))}
      />
      <Typography component="h2" variant="h3" sx={{ mt: 2, mb: 1 }}>
        {t('sections.NETWORK')}
      </Typography>
      <Lines
        items={(network.data?.items ?? []).map((n) => ({
          key: n.id,
          text: `${n.name} (${t(`network.types.${n.type}`)})`,
          sub: t(`network.status.${n.status}`),
        }))}
      />
    </Box>
  );
}
