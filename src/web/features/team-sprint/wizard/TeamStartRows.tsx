import { useTranslation } from 'react-i18next';
import type { TeamSprintView } from '../../../../shared/contracts/team-sprint';
import { type DesignedSprint, SummaryRow } from '../../sprint-design';
import { teamStartSummary } from './start-summary';

/** The team sprint's lines of the start summary: the sprint team and each action's lead. */
export function TeamStartRows({ design }: { design: DesignedSprint }) {
  const { t } = useTranslation('team-sprint');
  const { team, leads } = teamStartSummary(design as TeamSprintView);
  const person = (m: (typeof team)[number]) =>
    m.manager
      ? `${m.name} (${t('members.manager')})`
      : m.guest
        ? `${m.name} (${t('members.guest')})`
        : m.name;
  return (
    <>
      <SummaryRow label={t('wizard.teamLabel')} value={team.map(person).join(', ')} />
      {leads.map((l) => (
        <SummaryRow
          key={l.action}
          label={t('wizard.leadFor', { label: l.action })}
          value={l.lead ?? t('wizard.leadMissing')}
        />
      ))}
    </>
  );
}
