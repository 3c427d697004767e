import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SNACKBAR_LONG_MS } from '../../../../shared/constants';
import { resolveEntitlement } from '../../../../shared/domain/entitlements';
import { LANGUAGES, type Language } from '../../../../shared/enums';
import { errorText } from '../../../lib/api/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { useSubscriptionPlan } from '../../../lib/session/subscription-plan';
import { userStateQuery, useUserState } from '../../../lib/session/user-state';
import { toast } from '../../../ui/toasts';
import { saveDemographics } from '../api/demographics';
import { findLastPos } from '../api/find-last-pos';
import { restartGla, startGla } from '../api/gla-start';
import { SURVEY_PROGRESS_KEY } from '../api/survey-progress';
import { handOverNote } from '../hand-over';
import { storedSurveyLanguage, userSurvey } from '../survey-backend';
import { GlaInfoDialog } from './GlaInfoDialog';
import { ProfileReadyDialog } from './ProfileReadyDialog';
import { ResearchQuestionsDialog } from './ResearchQuestionsDialog';
import { SurveyDialog } from './SurveyDialog';

/** The dashboard's "Next up" query (features/dashboard/api/next-up.ts), which lists an unfinished GLA. */
const NEXT_UP_KEY = ['dashboard', 'next-up'] as const;

/** The Leader Profile page, where the finished survey leads. */
export const PROFILE_PATH = '/explore/growth-leader-assessment-v2';

/** A GLA start or last-position error shows the server's text for 5 seconds (spec 8, 9). */
export const GLA_ERROR_TOAST_MS = 5000;

const asLanguage = (v: string | null): Language | null =>
  LANGUAGES.find((l) => l.toLowerCase() === v?.toLowerCase()) ?? null;

/**
 * Start, resume, survey, research questions: the GLA journey, for the dashboard card and the Leader Profile page.
 * `launch` opens the info dialog (not started) or resumes at the saved page.
 */
export function useGlaFlow(): { launch(): void; busy: boolean; dialogs: ReactNode } {
  const { t } = useTranslation(['assessment', 'research']);
  const user = useUserState();
  const plan = useSubscriptionPlan();
  const qc = useQueryClient();
  const [info, setInfo] = useState(false);
  const [busy, setBusy] = useState(false);
  const [survey, setSurvey] = useState<{ id: number; lastPos: string; language: Language } | null>(null);
  const [research, setResearch] = useState(false);
  const [ready, setReady] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  /** To the Leader Profile, with a note it shows (the dashboard's card, and its toasts, stay behind). */
  const seeProfile = useCallback(
    (note?: string) => {
      setReady(false);
      if (location.pathname === PROFILE_PATH) {
        // already there (the survey was resumed from the profile): the note shows here
        if (note) toast({ severity: 'success', message: note, ms: SNACKBAR_LONG_MS });
        return;
      }
      handOverNote(note ?? null);
      void navigate(PROFILE_PATH);
    },
    [navigate, location.pathname],
  );
  const multiLanguage =
    resolveEntitlement(plan.features, 'gla-multi-language-survey').on ||
    user.clientSettings.multiLanguageSurvey;
  const refreshUser = useCallback(() => qc.invalidateQueries({ queryKey: userStateQuery.queryKey }), [qc]);

  const resume = useCallback(async (id: number) => {
    setBusy(true);
    try {
      const p = await findLastPos(id);
      setSurvey({ id, lastPos: p.lastPos, language: p.languageCode });
    } catch (e) {
      toast({ severity: 'error', message: errorText(e), ms: GLA_ERROR_TOAST_MS });
    } finally {
      setBusy(false);
    }
  }, []);

  const start = useCallback(async () => {
    setBusy(true);
    try {
      const language = (multiLanguage && asLanguage(storedSurveyLanguage())) || currentLanguage();
      // after a finished GLA the info dialog's start button is the person's confirmation to start over
      const p = user.strategySurveyCompleted ? await restartGla(language) : await startGla(language);
      setInfo(false);
      if (p.strategySurveyCompleted) {
        // this page was stale: the GLA was finished elsewhere meanwhile, and starting never replaces it (0025)
        toast({ severity: 'info', message: t('flow.alreadyFinished'), ms: GLA_ERROR_TOAST_MS });
        void refreshUser();
        return;
      }
      setSurvey({ id: p.assessmentId, lastPos: p.lastPos, language: p.languageCode });
      void refreshUser();
    } catch (e) {
      setInfo(false);
      toast({ severity: 'error', message: errorText(e), ms: GLA_ERROR_TOAST_MS });
    } finally {
      setBusy(false);
    }
  }, [multiLanguage, refreshUser, user.strategySurveyCompleted, t]);

  const assessmentId = user.glaV2.assessmentId;
  const done = user.strategySurveyCompleted;
  const launch = useCallback(() => {
    if (assessmentId === 0 || done) setInfo(true);
    else void resume(assessmentId);
  }, [assessmentId, done, resume]);

  const backend = useMemo(() => (survey ? userSurvey(survey.id) : null), [survey]);
  const dialogs = (
    <>
      {info && <GlaInfoDialog busy={busy} onStart={() => void start()} onClose={() => setInfo(false)} />}
      {survey && backend && (
        <SurveyDialog
          backend={backend}
          lastPos={survey.lastPos}
          language={survey.language}
          multiLanguage={multiLanguage}
          onExit={() => {
            setSurvey(null);
            // the dashboard card reads the saved answers again (not the share it cached before this visit)
            void qc.invalidateQueries({ queryKey: SURVEY_PROGRESS_KEY });
            // ... and so does its "Next up" list ("Finish the Growth Leader Assessment", the page reached)
            void qc.invalidateQueries({ queryKey: NEXT_UP_KEY });
            void refreshUser();
          }}
          onFinished={() => {
            setSurvey(null);
            setReady(true);
            void qc.invalidateQueries({ queryKey: NEXT_UP_KEY });
            void refreshUser();
          }}
        />
      )}
      {ready && (
        <ProfileReadyDialog
          onSeeProfile={() => seeProfile()}
          onResearch={() => {
            setReady(false);
            setResearch(true);
          }}
        />
      )}
      {research && (
        <ResearchQuestionsDialog
          save={saveDemographics}
          onDone={(result) => {
            setResearch(false);
            void refreshUser();
            // answered or skipped, the way on is the Leader Profile, not the dashboard
            seeProfile(result === 'saved' ? t('research:saved') : undefined);
          }}
        />
      )}
    </>
  );
  return { launch, busy, dialogs };
}
