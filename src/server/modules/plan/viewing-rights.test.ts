import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/access';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createPlanModule } from '.';
import { asUser } from './access';

/**
 * Managers with viewing rights read a member's plan and may comment, never edit. Teams and viewing rights come
 * with the teams module; here the port answers as that module will (this manager may view this member).
 */
let t: TestApp;
let manager: Principal;
let buyer: Principal;
let memberId: number;
let plan: ReturnType<typeof createPlanModule>['api']['service'];
/** what the plan asked the viewing-rights port about */
const asked: string[] = [];

const principal = async (email: string): Promise<Principal> => {
  const token = await t.login(email);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/user/users/getUserState',
    headers: t.bearer(token),
  });
  const s = res.json();
  return {
    userId: s.userId,
    clientId: s.clientId,
    roles: s.roles,
    sessionId: 's',
    email,
    name: s.fullName,
    actor: null,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  const ctx = t.app.stride;
  manager = await principal('manager@demo.test');
  buyer = await principal('buyer@demo.test');
  memberId = (await principal('member@demo.test')).userId;
  plan = createPlanModule({
    db: ctx.database.db,
    people: ctx.identity.people,
    extendState: () => undefined,
    canView: async (viewer, userId, item) => {
      asked.push(item);
      return viewer.userId === manager.userId && userId === memberId;
    },
    gla: { ranking: async () => null },
    mailer: ctx.mailer,
    guestTokens: ctx.guestTokens,
    realtime: ctx.realtime,
    publicUrl: 'http://stride.test',
    notify: ctx.notifications.notify,
    sprints: { finished: async () => [] },
  }).api.service;
});
afterAll(() => t.close());

describe('a manager with viewing rights', () => {
  it("lists and reads the member's plans, read-only", async () => {
    const list = await plan.plans.listOf(manager, memberId);
    expect(asked).toEqual(['PLAN']);
    expect(list.items).toHaveLength(2);
    expect(list.items.every((i) => i.readOnly)).toBe(true);
    const view = await plan.plans.view(asUser(manager), list.currentPlanId!, 'en');
    expect(view).toMatchObject({ userId: memberId, ownerName: 'Mia Member', readOnly: true, guest: false });
    expect((await plan.items.goals(asUser(manager), list.currentPlanId!, 'en')).items.length).toBeGreaterThan(
      0,
    );
  });

  it('may reply to the open thread but never edit the plan', async () => {
    const { currentPlanId } = await plan.plans.listOf(manager, memberId);
    await expect(plan.plans.saveNote(manager, currentPlanId!, 'managed')).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(plan.items.saveGoals(manager, currentPlanId!, { items: [] }, 'en')).rejects.toMatchObject({
      statusCode: 403,
    });
    const sections = await plan.plans.sections(asUser(manager), currentPlanId!);
    const open = sections.items.find((s) => s.openThreadId !== null)!;
    const reply = await plan.comments.save(asUser(manager), {
      sectionId: open.id,
      parentId: open.openThreadId,
      content: 'Good plan, Mia.',
    });
    expect(reply).toMatchObject({ senderId: manager.userId, senderName: 'Max Manager' });
    expect((await plan.plans.view(asUser(manager), currentPlanId!, 'en')).note).not.toBe('managed');
  });

  it('is not given to another manager: 400 on the list, 404 on the plan', async () => {
    const { currentPlanId } = await plan.plans.listOf(manager, memberId);
    await expect(plan.plans.listOf(buyer, memberId)).rejects.toMatchObject({
      statusCode: 400,
      message: 'You do not have access to this Leader Impact Board.',
    });
    await expect(plan.plans.view(asUser(buyer), currentPlanId!, 'en')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
