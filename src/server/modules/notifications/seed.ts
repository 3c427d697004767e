import { EMAILED_KINDS } from '../../../shared/contracts/notifications';
import type { DemoIds } from '../../platform/module';
import type { EmailRepo } from './email/repo';
import type { NewNotification, NotificationsRepo } from './repo';

const DAY = 86_400_000;

/**
 * Demo notifications: member@ has unread and read ones of several kinds (the plan comment's button still waiting; the GLA request done),
 * manager@ takes every notification e-mail as a daily digest. Seeded rows count as mailed already.
 */
export async function seedNotificationsDemo(
  repo: NotificationsRepo,
  email: EmailRepo,
  ids: DemoIds,
  now: Date,
  /** a person's name as their account has it (one person, one name: issue 30, point 5) */
  nameOf: (userId: number) => Promise<string>,
) {
  const clientId = ids.org('demo');
  const member = ids.user('member@demo.test');
  const manager = await nameOf(ids.user('manager@demo.test'));
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const rows: Array<
    Omit<NewNotification, 'clientId' | 'userId' | 'type' | 'dedupKey'> & {
      type?: string;
      isRead: boolean;
      createdAt: Date;
    }
  > = [
    {
      kind: 'PLAN_COMMENT',
      textKey: 'planComment',
      params: { name: manager },
      route: '/plan/adaptive_development_plan',
      showButton: true,
      buttonText: 'openPlan',
      isRead: false,
      createdAt: at(0),
    },
    {
      kind: 'GLA_REQUEST',
      type: 'REMINDER',
      textKey: 'glaRequest',
      params: { name: manager },
      route: '/explore/growth-leader-assessment-v2',
      // member@ took the GLA after this request (the assessment seed finishes it 20 days ago): its task is done
      status: 'COMPLETED',
      showButton: true,
      buttonText: 'takeSurvey',
      isRead: true,
      createdAt: at(25),
    },
    {
      kind: 'NETWORK_ACCEPTED',
      textKey: 'networkAccepted',
      params: { name: 'Pat Peer' },
      route: '/plan/nurture-network',
      isRead: true,
      createdAt: at(9),
    },
    {
      kind: 'TEAM_ADDED',
      textKey: 'teamAdded',
      params: { name: manager, team: 'Platform Team' },
      route: '/plan/key-milestones',
      isRead: true,
      createdAt: at(40),
    },
  ];
  for (const [i, r] of rows.entries()) {
    await repo.insert({
      clientId,
      userId: member,
      type: 'UPDATE',
      ...r,
      readAt: r.isRead ? r.createdAt : null,
      mailedAt: r.createdAt,
      dedupKey: `demo:${i}`,
    });
  }
  await email.save(
    ids.user('manager@demo.test'),
    clientId,
    EMAILED_KINDS.map((kind) => ({ kind, mode: 'DAILY' as const })),
    now,
  );
}
