import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdviceItem, FeedbackItem } from '../../../../shared/contracts/sprint-feedback';
import { feedbackSummary } from '../../../../shared/domain/feedback-summary';
import { useFormat } from '../../../lib/i18n/use-format';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useCurrentSprint } from '../../sprint-board';
import { useSprintAdvice, useSprintFeedback } from '../api/calls';

function Author({ item, when }: { item: { name: string; role: string; avatar: string }; when: string }) {
  const { t } = useTranslation('sprint-design');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 15 }}>
        {item.avatar}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`roles.${item.role}`)} · {when}
        </Typography>
      </Box>
    </Stack>
  );
}

function FeedbackCard({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation('sprint-feedback');
  const f = useFormat();
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} aria-label={item.name}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Author item={item} when={f.dateTime(item.updated)} />
        <Chip size="small" label={t(`types.${item.type}`)} />
      </Stack>
      {item.text && <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>{item.text}</Typography>}
      {item.scores ? (
        <Box sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
          {item.scores.map((s) => (
            <Box key={s.itemId}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">{s.label}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {f.percent(s.score)}
                </Typography>
              </Stack>
              <LinearProgress variant="determinate" value={s.score} aria-label={s.label} />
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('page.scoresHidden')}
        </Typography>
      )}
    </Paper>
  );
}

function AdviceCard({ item }: { item: AdviceItem }) {
  const f = useFormat();
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} aria-label={item.name}>
      <Author item={item} when={f.dateTime(item.updated)} />
      <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>{item.text}</Typography>
    </Paper>
  );
}

/** The summary first: answers, people and the latest, then each behaviour's and outcome's average as a bar. */
function FeedbackSummaryPanel({ items, advice }: { items: FeedbackItem[]; advice: number | null }) {
  const { t } = useTranslation('sprint-feedback');
  const f = useFormat();
  const s = feedbackSummary(items);
  if (s.answers === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="fb-summary" sx={{ p: 2, mb: 2 }}>
      <Typography id="fb-summary" component="h2" variant="h3">
        {t('page.summaryTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: s.items.length ? 1.5 : 0 }}>
        {`${t('page.summaryAnswers', { count: s.answers })} ${t('page.summaryPeople', { count: s.people })}`}
        {advice ? ` · ${t('page.summaryAdvice', { count: advice })}` : ''}
        {s.latest ? ` · ${t('page.summaryLatest', { date: f.date(s.latest) })}` : ''}
      </Typography>
      {s.items.length > 0 ? (
        <Box
          sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}
        >
          {s.items.map((i) => (
            <Box key={i.itemId}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">
                  {i.label}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {` · ${t(i.kind === 'BEHAVIOUR' ? 'page.behaviour' : 'page.outcome')}`}
                  </Typography>
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {f.percent(i.average)}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={i.average}
                aria-label={`${i.label}: ${f.percent(i.average)}`}
              />
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('page.scoresHidden')}
        </Typography>
      )}
    </Paper>
  );
}

/** /sprint/feedback: the feedback and advice the crew gave on the person's sprint in progress, newest first. */
export default function SprintFeedbackPage() {
  const { t } = useTranslation('sprint-feedback');
  usePageTitle(t('page.title'));
  const current = useCurrentSprint();
  const sprintId = current.data?.id ?? null;
  const feedback = useSprintFeedback(sprintId);
  const advice = useSprintAdvice(sprintId);
  const [tab, setTab] = useState(0);
  const list = tab === 0 ? feedback : advice;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageTitle sx={{ mb: 2 }}>{t('page.title')}</PageTitle>
      {current.isPending && <CircularProgress aria-label={t('page.loading')} />}
      {current.isSuccess && !current.data && <Alert severity="info">{t('page.noSprint')}</Alert>}
      {sprintId !== null && (
        <>
          {feedback.data && (
            <FeedbackSummaryPanel items={feedback.data} advice={advice.data ? advice.data.length : null} />
          )}
          <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 2 }}>
            <Tab label={t('page.tabFeedback')} id="tab-feedback" aria-controls="panel-feedback" />
            <Tab label={t('page.tabAdvice')} id="tab-advice" aria-controls="panel-advice" />
          </Tabs>
          <Box
            role="tabpanel"
            id={tab === 0 ? 'panel-feedback' : 'panel-advice'}
            aria-labelledby={tab === 0 ? 'tab-feedback' : 'tab-advice'}
            sx={{ display: 'grid', gap: 2 }}
          >
            {list.isPending && <CircularProgress aria-label={t('page.loading')} />}
            {tab === 0 &&
              feedback.data &&
              (feedback.data.length ? (
                feedback.data.map((item) => <FeedbackCard key={item.id} item={item} />)
              ) : (
                <Alert severity="info">{t('page.noFeedback')}</Alert>
              ))}
            {tab === 1 &&
              advice.data &&
              (advice.data.length ? (
                advice.data.map((item) => <AdviceCard key={item.id} item={item} />)
              ) : (
                <Alert severity="info">{t('page.noAdvice')}</Alert>
              ))}
          </Box>
        </>
      )}
    </Box>
  );
}
