import type { MailboxResponse } from '../../src/shared/contracts/mailbox';
import { apiGet, apiLogin, apiSend } from './api';
import { demo } from './demo';

export const FRESH_PASSWORD = 'a-fresh-long-password';

/**
 * A new person in Demo Co with the USER role who has set a password and agreed to the policy, made through the
 * API as the admin and the person would: invitation, the mailed set-password link, consent.
 */
export async function freshPerson(baseURL: string, email: string): Promise<string> {
  const admin = await apiLogin(baseURL, demo.admin);
  const invited = await apiSend(baseURL, 'POST', '/api/user/console/users/invite', admin, {
    rows: [{ email }],
    roles: ['USER'],
  });
  if (invited.status >= 300)
    throw new Error(`invite answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const box = await apiGet<MailboxResponse>(baseURL, '/api/user/mailbox', admin);
  const mail = box.body.items.find((m) => m.to === email && /set-password\?token=/.test(m.text ?? ''));
  const token = /token=(g_[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no set-password mail to ${email}`);
  const set = await apiSend(baseURL, 'POST', '/api/user/guest/set-password', token, {
    password: FRESH_PASSWORD,
  });
  if (set.status >= 300) throw new Error(`set-password answered ${set.status}`);
  const own = await apiLogin(baseURL, email, FRESH_PASSWORD);
  const consent = await apiSend(baseURL, 'POST', '/api/user/consent', own, { agree: true });
  if (consent.status >= 300) throw new Error(`consent answered ${consent.status}`);
  return own;
}

/**
 * Completes the person's role challenges in this year's plan as the plan's role screens would (current and next
 * role, three challenges each): this unlocks sprints (the shared rule the navigation and the server hold).
 */
export async function completeRoleChallenges(baseURL: string, token: string): Promise<void> {
  const list = await apiGet<{ currentPlanId: number }>(
    baseURL,
    '/api/user/agile-plan/agile-plan-list',
    token,
  );
  const id = list.body.currentPlanId;
  const steps: Array<[string, object]> = [
    [
      '/api/user/agile-plan/save-agile-plan-role',
      {
        agilePlanGroupId: id,
        type: 'current_role_description',
        label: 'TEAM_LEAD',
        roleLevel: 'TEAM_LEADER',
      },
    ],
    [
      '/api/user/agile-plan/save-agile-plan-role',
      {
        agilePlanGroupId: id,
        type: 'next_role_option',
        label: 'CUSTOM',
        customLabel: 'Head of community',
        roleLevel: 'FUNCTIONAL_LEADER',
      },
    ],
    [
      `/api/user/agile-plan/save-agile-role-challenges/${id}`,
      {
        roleChallenges: ['TL_DELEGATE', 'TL_FEEDBACK', 'TL_TIME'],
        futureRoleChallenges: ['CU_SCOPE', 'CU_NETWORK', 'CU_STORY'],
      },
    ],
  ];
  for (const [path, body] of steps) {
    const res = await apiSend<{ roleChallengesCompleted?: boolean }>(baseURL, 'POST', path, token, body);
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
}
