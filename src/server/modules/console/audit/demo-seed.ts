import type { DemoIds } from '../../../platform/module';
import type { ConsoleLicensingPort } from '../deps';
import type { AuditService } from './service';

const DAY = 86_400_000;

/**
 * The console's demo history: one plan change by the operator (Demo Co moved from Standard to Premium) and a few
 * audit entries, so the licence and audit screens show something on a fresh start.
 */
export async function seedConsoleDemo(
  deps: {
    recordChange: ConsoleLicensingPort['subscriptions']['recordChange'];
    record: AuditService['record'];
  },
  ids: DemoIds,
): Promise<void> {
  const demo = ids.org('demo');
  const ops = ids.user('ops@stride.test');
  const admin = ids.user('admin@demo.test');
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  await deps.recordChange({
    clientId: demo,
    planCode: 'PREMIUM',
    status: 'ACTIVE',
    currentTermEnd: new Date(Date.now() + 365 * DAY),
    previousPlanCode: 'STANDARD',
    previousStatus: 'ACTIVE',
    changedByUserId: ops,
    changedAt: ago(30),
  });
  const { record } = deps;
  await record(
    demo,
    'PLAN_CHANGED',
    ops,
    null,
    { before: { planCode: 'STANDARD', status: 'ACTIVE' }, after: { planCode: 'PREMIUM', status: 'ACTIVE' } },
    ago(30),
  );
  await record(
    demo,
    'SETTINGS_CHANGED',
    admin,
    null,
    { fields: ['aiAssistantEnabled', 'supportEmail'] },
    ago(20),
  );
  await record(demo, 'USER_INVITED', admin, ids.user('pending@demo.test'), { roles: ['USER'] }, ago(10));
  await record(
    demo,
    'ROLES_CHANGED',
    admin,
    ids.user('manager@demo.test'),
    { before: ['USER'], after: ['USER', 'TEAM_MANAGER'] },
    ago(7),
  );
  await record(demo, 'IMPERSONATION_STARTED', admin, ids.user('member@demo.test'), {}, ago(2));
  await record(demo, 'IMPERSONATION_ENDED', admin, ids.user('member@demo.test'), {}, ago(2));
}
