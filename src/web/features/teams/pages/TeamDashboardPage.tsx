import { useParams } from 'react-router';
import { dashboardView, TeamDashboardView } from '../components/dashboard/TeamDashboardView';

/** /teams/v2/:teamId/dashboard(/:view): the team dashboard in the app. */
export default function TeamDashboardPage() {
  const params = useParams();
  const teamId = Number(params.teamId);
  const id = Number.isInteger(teamId) && teamId > 0 ? teamId : 0;
  return (
    <TeamDashboardView teamId={id} view={dashboardView(params.view)} basePath={`/teams/v2/${id}/dashboard`} />
  );
}
