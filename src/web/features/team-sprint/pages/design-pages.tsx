import { DiyPage, PreDesignedPage, SprintLibraryPage, WizardPage } from '../../sprint-design';
import { TeamDesign } from '../team-scope';

/** /teams/v2/:teamId/sprint-library: the sprint library, designing the team's sprint. */
export function TeamSprintLibraryPage() {
  return (
    <TeamDesign>
      <SprintLibraryPage />
    </TeamDesign>
  );
}
/** /teams/v2/:teamId/sprint-library/pre-designed */
export function TeamPreDesignedPage() {
  return (
    <TeamDesign>
      <PreDesignedPage />
    </TeamDesign>
  );
}
/** /teams/v2/:teamId/sprint-library/diy */
export function TeamDiyPage() {
  return (
    <TeamDesign>
      <DiyPage />
    </TeamDesign>
  );
}
/** /teams/v2/:teamId/sprint-library/design: the wizard with the sprint team and action lead steps. */
export function TeamWizardPage() {
  return (
    <TeamDesign>
      <WizardPage />
    </TeamDesign>
  );
}
