import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let admin: string;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  buyer = await t.login('buyer@demo.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/user${url}`, headers: t.bearer(token), payload });
const idOf = async (email: string) => (await t.app.stride.identity.repo.userByEmail(email))!.id;
const listEmails = async (token = admin, search = '') =>
  (await call('GET', `/console/users${search ? `?search=${encodeURIComponent(search)}` : ''}`, token))
    .json()
    .items.map((u: { email: string }) => u.email);
const outbox = async () => {
  const demo = (await t.app.stride.identity.repo.membership(await idOf('admin@demo.test'), 1))!.clientId;
  return t.app.stride.mailer.list(demo);
};

describe('console users: who may call', () => {
  it('lets ADMIN and BUYER list the users and refuses everyone else with 403', async () => {
    expect((await call('GET', '/console/users', admin)).statusCode).toBe(200);
    expect((await call('GET', '/console/users', buyer)).statusCode).toBe(200);
    for (const email of ['member@demo.test', 'noaccess@demo.test', 'ops@stride.test']) {
      expect((await call('GET', '/console/users', await t.login(email))).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/user/console/users' })).statusCode).toBe(401);
  });

  it('refuses every user action to users, analysts and operators with 403, changing nothing', async () => {
    const member = await idOf('member@demo.test');
    const pending = await idOf('pending@demo.test');
    const before = await call('GET', '/console/users', admin);
    for (const email of ['user@demo.test', 'noaccess@demo.test', 'ops@stride.test']) {
      const token = await t.login(email);
      for (const [method, url, body] of [
        ['POST', '/console/users/invite', { rows: [{ email: 'sneaky@demo.test' }], roles: ['USER'] }],
        ['PUT', `/console/users/${member}/roles`, { roles: ['USER', 'ADMIN'] }],
        ['POST', `/console/users/${member}/deactivate`, undefined],
        ['POST', `/console/users/${member}/reactivate`, undefined],
        ['POST', `/console/users/${pending}/resend-invitation`, undefined],
      ] as const) {
        // an operator belongs to another organisation: Demo Co's people are 404 to them (decision 0026)
        const refused = email === 'ops@stride.test' && url !== '/console/users/invite' ? 404 : 403;
        expect((await call(method, url, token, body)).statusCode, `${email} ${url}`).toBe(refused);
      }
    }
    expect((await call('GET', '/console/users', admin)).json()).toEqual(before.json());
  });

  it('shows every member with roles and status, and searches names and e-mails ignoring case', async () => {
    const res = await call('GET', '/console/users', admin);
    const pending = res.json().items.find((u: { email: string }) => u.email === 'pending@demo.test');
    expect(pending).toMatchObject({ fullName: 'Pat Pending', roles: ['USER'], status: 'INVITED' });
    expect(await listEmails(admin, 'MIA')).toEqual(['member@demo.test']);
    expect(await listEmails(admin, 'Demo.TEST')).toContain('buyer@demo.test');
    expect(await listEmails(admin, 'nobody-matches')).toEqual([]);
    // a % in the search is a character, not a wildcard
    expect(await listEmails(admin, '%')).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it("never shows another organisation's users and answers 404 for a foreign user id", async () => {
    const emails = await listEmails();
    expect(emails).not.toContain('other@other.test');
    expect(emails).toContain('consultant@demo.test');
    const other = await idOf('other@other.test');
    for (const [method, url, body] of [
      ['PUT', `/console/users/${other}/roles`, { roles: ['USER'] }],
      ['POST', `/console/users/${other}/deactivate`, undefined],
      ['POST', `/console/users/${other}/reactivate`, undefined],
      ['POST', `/console/users/${other}/resend-invitation`, undefined],
    ] as const) {
      expect((await call(method, url, admin, body)).statusCode).toBe(404);
    }
    const otherState = await t.app.stride.identity.repo.membership(
      other,
      (await t.app.stride.identity.repo.preferredMembership(other))!.clientId,
    );
    expect(otherState).toMatchObject({ roles: ['USER'], active: true });
  });
});

describe('invitations', () => {
  it('invites new people, who get a set-password link and can then sign in', async () => {
    const res = await call('POST', '/console/users/invite', admin, {
      rows: [{ email: 'New.Person@Demo.test', fullName: 'Nina New' }, { email: 'second@demo.test' }],
      roles: ['USER', 'TEAM_MEMBER'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().invited.map((i: { email: string }) => i.email)).toEqual([
      'new.person@demo.test',
      'second@demo.test',
    ]);
    const users = (await call('GET', '/console/users?search=nina', admin)).json().items;
    expect(users).toEqual([expect.objectContaining({ status: 'INVITED', roles: ['USER', 'TEAM_MEMBER'] })]);
    const mail = (await outbox()).find((m) => m.to === 'new.person@demo.test')!;
    expect(mail.subject).toMatch(/set your password/);
    const token = /token=(\S+)/.exec(mail.text)![1];
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/user/guest/set-password',
      headers: t.bearer(token),
      payload: { password: 'a-long-password' },
    });
    expect(set.statusCode).toBe(200);
    const state = await t.app.inject({
      url: '/api/user/users/getUserState',
      headers: t.bearer(await t.login('new.person@demo.test', 'a-long-password')),
    });
    expect(state.json()).toMatchObject({
      clientName: 'Demo Co',
      roles: ['USER', 'TEAM_MEMBER'],
      fullName: 'Nina New',
    });
  });

  it('invites a person who has an account elsewhere: they join only when they accept the e-mailed invitation (issue 19)', async () => {
    const res = await call('POST', '/console/users/invite', admin, {
      rows: [{ email: 'other@other.test' }],
      roles: ['USER'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().invited[0]).toMatchObject({
      email: 'other@other.test',
      added: false,
      status: 'CONSENT_REQUESTED',
    });
    const tenants = async () =>
      (
        await t.app.inject({
          url: '/api/user/users/getUserState',
          headers: t.bearer(await t.login('other@other.test')),
        })
      )
        .json()
        .tenantList.map((x: { name: string }) => x.name);
    // nothing changes until they accept: not a member, not in the console's list
    expect(await tenants()).toEqual(['Other Co']);
    expect(await listEmails()).not.toContain('other@other.test');
    const mail = (await outbox()).find((m) => m.to === 'other@other.test')!;
    expect(mail.subject).toBe('You are invited to join Demo Co on Stride');
    const token = /token=(\S+)/.exec(mail.text)![1];
    const accept = () =>
      t.app.inject({ method: 'POST', url: '/api/user/guest/join-organisation', headers: t.bearer(token) });
    const accepted = await accept();
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ organisationName: 'Demo Co', joined: true });
    // the existing password still works and the person now has both organisations; the link works once
    expect(await tenants()).toEqual(['Demo Co', 'Other Co']);
    expect(await listEmails()).toContain('other@other.test');
    expect((await accept()).statusCode).toBe(401);
  });

  it('refuses a batch with bad rows with a 400 listing each of them, and invites nobody', async () => {
    const before = await listEmails();
    const mailsBefore = (await outbox()).length;
    const res = await call('POST', '/console/users/invite', admin, {
      rows: [
        { email: 'fine@demo.test' },
        { email: 'not-an-address' },
        { email: 'twice@demo.test' },
        { email: 'TWICE@demo.test' },
        { email: 'member@demo.test' },
      ],
      roles: ['USER'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVITE_ROWS_INVALID');
    expect(res.json().rows).toEqual([
      { index: 1, email: 'not-an-address', problem: 'INVALID_EMAIL' },
      { index: 3, email: 'TWICE@demo.test', problem: 'DUPLICATE_IN_LIST' },
      { index: 4, email: 'member@demo.test', problem: 'ALREADY_MEMBER' },
    ]);
    expect(await listEmails()).toEqual(before);
    expect((await outbox()).length).toBe(mailsBefore);
    expect(await t.app.stride.identity.repo.userByEmail('fine@demo.test')).toBeNull();
  });

  it('refuses unknown roles with a 400 naming the rows, and a BUYER granting ADMIN with 403', async () => {
    const unknown = await call('POST', '/console/users/invite', admin, {
      rows: [{ email: 'r1@demo.test' }],
      roles: ['USER', 'WIZARD'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().rows).toEqual([{ index: 0, email: 'r1@demo.test', problem: 'UNKNOWN_ROLE' }]);
    const adminByBuyer = await call('POST', '/console/users/invite', buyer, {
      rows: [{ email: 'r2@demo.test' }],
      roles: ['USER', 'ADMIN'],
    });
    expect(adminByBuyer.statusCode).toBe(403);
    expect(await t.app.stride.identity.repo.userByEmail('r1@demo.test')).toBeNull();
    expect(await t.app.stride.identity.repo.userByEmail('r2@demo.test')).toBeNull();
    // a BUYER may invite plain users
    expect(
      (
        await call('POST', '/console/users/invite', buyer, {
          rows: [{ email: 'r3@demo.test' }],
          roles: ['USER'],
        })
      ).statusCode,
    ).toBe(201);
  });

  it('resends an invitation with a new link; the old link stops working', async () => {
    const pending = await idOf('pending@demo.test');
    const first = await call('POST', `/console/users/${pending}/resend-invitation`, admin);
    expect(first.statusCode).toBe(200);
    const oldToken = /token=(\S+)/.exec((await outbox()).find((m) => m.to === 'pending@demo.test')!.text)![1];
    expect((await call('POST', `/console/users/${pending}/resend-invitation`, buyer)).statusCode).toBe(200);
    const newToken = /token=(\S+)/.exec((await outbox()).find((m) => m.to === 'pending@demo.test')!.text)![1];
    expect(newToken).not.toBe(oldToken);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/user/guest/set-password',
      headers: t.bearer(oldToken),
      payload: { password: 'a-long-password' },
    });
    expect(old.statusCode).toBe(401);
    // an active person has no invitation to resend
    const active = await call(
      'POST',
      `/console/users/${await idOf('member@demo.test')}/resend-invitation`,
      admin,
    );
    expect(active.statusCode).toBe(409);
  });
});

describe('roles', () => {
  it('lets an ADMIN change roles, which the person has at their next call', async () => {
    const manager = await t.login('manager@demo.test');
    const id = await idOf('manager@demo.test');
    const res = await call('PUT', `/console/users/${id}/roles`, admin, {
      roles: ['USER', 'TEAM_MANAGER', 'TEAM_ANALYTICS'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['USER', 'TEAM_MANAGER', 'TEAM_ANALYTICS']);
    const state = await t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(manager) });
    expect(state.json().roles).toContain('TEAM_ANALYTICS');
    await call('PUT', `/console/users/${id}/roles`, admin, { roles: ['USER', 'TEAM_MANAGER'] });
  });

  it('refuses a BUYER who grants or removes ADMIN, and unknown roles; nothing changes', async () => {
    const member = await idOf('member@demo.test');
    const grant = await call('PUT', `/console/users/${member}/roles`, buyer, { roles: ['USER', 'ADMIN'] });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().code).toBe('ROLE_NOT_GRANTABLE');
    const remove = await call('PUT', `/console/users/${await idOf('admin@demo.test')}/roles`, buyer, {
      roles: ['USER'],
    });
    expect(remove.statusCode).toBe(403);
    const unknown = await call('PUT', `/console/users/${member}/roles`, admin, { roles: ['USER', 'WIZARD'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/WIZARD/);
    const ops = await call('PUT', `/console/users/${member}/roles`, admin, {
      roles: ['USER', 'PRODUGIE_OPS'],
    });
    expect(ops.statusCode).toBe(403);
    expect((await t.app.stride.identity.repo.membership(member, 1))?.roles).toEqual(['USER', 'TEAM_MEMBER']);
    // a BUYER may hand out other roles
    expect(
      (
        await call('PUT', `/console/users/${member}/roles`, buyer, {
          roles: ['USER', 'TEAM_MEMBER', 'TEAM_MANAGER'],
        })
      ).statusCode,
    ).toBe(200);
    await call('PUT', `/console/users/${member}/roles`, admin, { roles: ['USER', 'TEAM_MEMBER'] });
  });

  it('never removes or deactivates the last ADMIN of an organisation', async () => {
    const adminId = await idOf('admin@demo.test');
    let second = await t.createPerson({ email: 'second-admin@demo.test', roles: ['ADMIN', 'USER'] });
    const opsBuyer = await t.createPerson({ email: 'ops-buyer@demo.test', roles: ['BUYER', 'PRODUGIE_OPS'] });
    await call('POST', `/console/users/${await idOf('second-admin@demo.test')}/deactivate`, admin);
    const res = await call('PUT', `/console/users/${adminId}/roles`, admin, { roles: ['USER'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMIN');
    // with a second active admin, the first one may go
    const secondId = await idOf('second-admin@demo.test');
    expect((await call('POST', `/console/users/${secondId}/reactivate`, admin)).statusCode).toBe(200);
    second = await t.login('second-admin@demo.test');
    expect((await call('POST', `/console/users/${adminId}/deactivate`, second)).statusCode).toBe(200);
    // now the second is the last active admin: neither a role change nor a deactivation removes them
    expect(
      (await call('PUT', `/console/users/${secondId}/roles`, second, { roles: ['USER'] })).json().code,
    ).toBe('LAST_ADMIN');
    const last = await call('POST', `/console/users/${secondId}/deactivate`, opsBuyer);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_ADMIN');
    // a plain BUYER may not deactivate an administrator at all
    expect((await call('POST', `/console/users/${secondId}/deactivate`, buyer)).statusCode).toBe(403);
    expect(await t.app.stride.identity.repo.membership(secondId, 1)).toMatchObject({ active: true });
    expect((await t.app.stride.identity.repo.membership(secondId, 1))?.roles).toContain('ADMIN');
    // a BUYER may not bring an administrator back either
    expect((await call('POST', `/console/users/${adminId}/reactivate`, buyer)).statusCode).toBe(403);
    expect(await t.app.stride.identity.repo.membership(adminId, 1)).toMatchObject({ active: false });
    // put the demo admin back (their sessions ended with the deactivation)
    expect((await call('POST', `/console/users/${adminId}/reactivate`, second)).statusCode).toBe(200);
    admin = await t.login('admin@demo.test');
  });
});

describe('deactivation', () => {
  it('ends the person’s sessions at once; sign-in is refused until reactivation', async () => {
    const token = await t.createPerson({ email: 'leaver@demo.test', roles: ['USER'] });
    const id = await idOf('leaver@demo.test');
    const state = () => t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) });
    expect((await state()).statusCode).toBe(200);
    const res = await call('POST', `/console/users/${id}/deactivate`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('DEACTIVATED');
    expect((await state()).statusCode).toBe(401);
    await expect(t.login('leaver@demo.test')).rejects.toThrow(/403/);
    expect((await call('POST', `/console/users/${id}/deactivate`, admin)).statusCode).toBe(409);
    const back = await call('POST', `/console/users/${id}/reactivate`, buyer);
    expect(back.json().status).toBe('ACTIVE');
    await expect(t.login('leaver@demo.test')).resolves.toBeTruthy();
  });

  it('refuses deactivating yourself and changes nothing', async () => {
    const res = await call('POST', `/console/users/${await idOf('admin@demo.test')}/deactivate`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DEACTIVATE_SELF');
    expect((await call('GET', '/console/users', admin)).statusCode).toBe(200);
  });
});
