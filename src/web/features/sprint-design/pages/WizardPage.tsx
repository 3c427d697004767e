import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { errorText } from '../../../lib/api/error-text';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { SectionError } from '../../../ui/QueryBoundary';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import type { DesignedSprint } from '../api/design';
import { useDesignScope, useScopedKey } from '../scope';
import { ConfigureStep } from '../wizard/ConfigureStep';
import { CrewStep } from '../wizard/CrewStep';
import { ReviewStep } from '../wizard/ReviewStep';
import { RoutinesStep } from '../wizard/RoutinesStep';
import { SelectStep } from '../wizard/SelectStep';
import { StartStep } from '../wizard/StartStep';

/**
 * /sprint-library/design: the design wizard; it resumes at the step after the furthest one saved. A team's
 * (its scope) adds the sprint team and action lead steps.
 */
export default function WizardPage() {
  const { t } = useTranslation('sprint-design');
  const sk = useScopedKey();
  usePageTitle(t(sk('wizard.title')));
  const scope = useDesignScope();
  const active = scope.useActive();
  if (active.isPending) return <SectionSkeleton lines={6} />;
  if (active.isError) return <SectionError error={active.error} onRetry={() => void active.refetch()} />;
  // a team may design its next sprint while one runs (starting it waits for the running one to end)
  if (active.data.sprint && !active.data.design) return <Navigate to={scope.paths.running} replace />;
  if (!active.data.design)
    return (
      <Box sx={{ maxWidth: 840 }}>
        <PageTitle gutterBottom>{t(sk('wizard.title'))}</PageTitle>
        {scope.subtitle}
        {/* the button under the text: beside it, a long label is squeezed into a narrow column on a phone */}
        <Alert severity="info">
          {t(sk('wizard.noDesign'))}
          <Box sx={{ mt: 1.5 }}>
            <Button component={RouterLink} to={scope.paths.preDesigned} color="inherit" variant="outlined">
              {t('library.browse')}
            </Button>
          </Box>
        </Alert>
      </Box>
    );
  return <Wizard design={active.data.design} />;
}

function Wizard({ design }: { design: DesignedSprint }) {
  const { t } = useTranslation('sprint-design');
  const sk = useScopedKey();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const scope = useDesignScope();
  const steps = scope.steps;
  const save = scope.useSave();
  const start = scope.useStart();
  const furthest = Math.max(0, steps.indexOf(design.designStep));
  const [step, setStep] = useState<number>(furthest);
  const busy = save.isPending || start.isPending;
  const fail = (err: unknown) => toast({ severity: 'error', message: errorText(err, t) });
  const props = {
    design,
    busy,
    onBack: step > 0 ? () => setStep(step - 1) : undefined,
    save: (body: Parameters<typeof save.mutate>[0]) =>
      save.mutate(
        { ...body, id: design.id },
        {
          onSuccess: () => {
            setStep((s) => Math.min(s + 1, steps.length - 1));
            window.scrollTo({ top: 0 });
          },
          onError: fail,
        },
      ),
  };
  const current = steps[step];
  const Extra = scope.extraSteps?.[current];
  return (
    <Box sx={{ maxWidth: 1040 }}>
      <PageTitle gutterBottom>{t(sk('wizard.title'))}</PageTitle>
      {scope.subtitle}
      {phone ? (
        <Typography sx={{ mb: 2, fontWeight: 500 }} aria-live="polite">
          {t('wizard.stepOf', {
            n: step + 1,
            total: steps.length,
            name: t(`wizard.steps.${current}`),
          })}
        </Typography>
      ) : (
        <Stepper nonLinear activeStep={step} sx={{ mb: 4 }}>
          {steps.map((s, i) => (
            <Step key={s} completed={i < furthest}>
              <StepButton onClick={() => setStep(i)} disabled={i > furthest || busy}>
                {t(`wizard.steps.${s}`)}
              </StepButton>
            </Step>
          ))}
        </Stepper>
      )}
      <Box component="section" aria-label={t(`wizard.steps.${current}`)} key={`${current}-${design.version}`}>
        {!phone && (
          <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
            {t(`wizard.steps.${current}`)}
          </Typography>
        )}
        {current === 'select' && <SelectStep {...props} />}
        {current === 'configure' && <ConfigureStep {...props} />}
        {current === 'review' && <ReviewStep {...props} />}
        {current === 'crew' && <CrewStep {...props} />}
        {Extra && <Extra {...props} />}
        {current === 'routines' && <RoutinesStep {...props} />}
        {current === 'start' && (
          <StartStep
            design={design}
            busy={busy}
            onBack={() => setStep(step - 1)}
            onAddCrew={() => {
              setStep(steps.indexOf('crew'));
              window.scrollTo({ top: 0 });
            }}
            onStart={() =>
              start.mutate(design.id, {
                onSuccess: () => {
                  toast({ severity: 'success', message: t(sk('start.started')) });
                  navigate(scope.paths.running);
                  // the sprint's page opens at its top (the phone's wizard leaves the window scrolled down)
                  window.scrollTo({ top: 0 });
                },
                onError: fail,
              })
            }
          />
        )}
      </Box>
    </Box>
  );
}
