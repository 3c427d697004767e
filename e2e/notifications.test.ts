import type { MailboxResponse } from '../src/shared/contracts/mailbox';
import { apiGet, apiLogin, apiSend } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, signIn } from './support/pages';
import { FRESH_PASSWORD, freshPerson } from './support/person';

describe('notifications', () => {
  test("a guest's plan comment lights the owner's bell live; UNREAD, the action button and mark all as read", async ({
    page,
    baseURL,
  }) => {
    const email = `bell-${Date.now()}@demo.test`;
    const owner = await freshPerson(baseURL, email);
    const socketUp = page.waitForEvent('websocket').then((ws) => ws.waitForEvent('framereceived'));
    await page.goto('/auth/login');
    await signIn(page, email, FRESH_PASSWORD);
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await socketUp;
    const badge = page.getByTestId('notification-badge').first();
    expect(await badge.getAttribute('data-count')).toBe('0');

    // the owner shares the plan with a guest, who comments on the development plan (twice)
    const planId = (
      await apiGet<{ currentPlanId: number }>(baseURL, '/api/user/agile-plan/agile-plan-list', owner)
    ).body.currentPlanId;
    const sections = (
      await apiGet<{ items: { id: number; type: string }[] }>(
        baseURL,
        `/api/user/agile-plan/get-agile-section-list/${planId}`,
        owner,
      )
    ).body.items;
    const guestEmail = `guest-${Date.now()}@example.test`;
    await apiSend(baseURL, 'POST', '/api/user/agile-plan/share-plan', owner, {
      agilePlanGroupId: planId,
      email: guestEmail,
    });
    const admin = await apiLogin(baseURL, demo.admin);
    const box = await apiGet<MailboxResponse>(baseURL, '/api/user/mailbox', admin);
    const mail = box.body.items.find((m) => m.to === guestEmail);
    const guest = /token=(g_[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')![1];
    const sectionId = sections.find((s) => s.type === 'ADAPTIVE_DEVELOPMENT_PLAN')!.id;
    const thread = await apiSend<{ id: number }>(
      baseURL,
      'POST',
      '/api/user/agile-plan/guest/save-agile-plan-comment',
      guest,
      { sectionId, content: 'Where do the dates come from?' },
    );
    expect(thread.status).toBe(200);

    // live: the toast and the badge, without a reload
    await expectVisible(page.getByText('New notification'));
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 15_000 }).toBe('1');
    await apiSend(baseURL, 'POST', '/api/user/agile-plan/guest/save-agile-plan-comment', guest, {
      sectionId,
      content: 'And who reviews them?',
      parentId: thread.body.id,
    });
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 15_000 }).toBe('2');

    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('tab', { name: 'Unread' }).click();
    const items = panel.getByTestId('notification-item');
    await expect.poll(() => items.count()).toBe(2);
    await expectVisible(items.first().getByText('commented on your plan'));
    await expectVisible(items.first().getByText('Today'));
    const a11y = await seriousViolations(page);
    expect(a11y.lines).toEqual([]);

    // the action button opens the plan's section and reads the notification
    await items.first().getByRole('button', { name: 'Open the plan' }).click();
    await expectPath(page, '/plan/adaptive_development_plan');
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 15_000 }).toBe('1');

    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await panel.getByRole('tab', { name: 'Unread' }).click();
    await expect.poll(() => items.count()).toBe(1);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expectVisible(panel.getByText('All notifications read'));
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 15_000 }).toBe('0');
    await panel.getByRole('tab', { name: 'All' }).click();
    await expect.poll(() => items.count()).toBe(2);
  });

  test("the profile's calendar address is copied (snackbar) and revoked; the old address stops working", async ({
    context,
    page,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/auth/login');
    await signIn(page, demo.member);
    await page.goto('/profile/general-settings');
    const block = page.getByRole('region', { name: 'Calendar' });
    // member@ has a feed in the demo data (a journey before may have left a fresh one: either is a webcal address)
    const address = block.getByRole('textbox', { name: 'Your private calendar address' });
    await expectVisible(address);
    const url = await address.inputValue();
    expect(url).toMatch(/^webcal:\/\/.+\/api\/calendar\/feeds\/cal_[\w-]+\/calendar\.ics$/);
    const a11y = await seriousViolations(page);
    expect(a11y.lines).toEqual([]);

    await block.getByRole('button', { name: 'Copy' }).click();
    await expectVisible(page.getByText('Copied to clipboard!'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // the snackbar goes after 2 s
    await expect.poll(() => page.getByText('Copied to clipboard!').count(), { timeout: 6_000 }).toBe(0);

    // the feed answers without sign-in, then revoke: 404, and the block offers a new address
    const feedPath = new URL(url.replace(/^webcal:/, 'http:')).pathname;
    expect((await fetch(`${baseURL}${feedPath}`)).status).toBe(200);
    await block.getByRole('button', { name: 'Revoke' }).click();
    await expectVisible(page.getByText('Your calendar address no longer works.'));
    await expectVisible(block.getByRole('button', { name: 'Get my calendar address' }));
    expect((await fetch(`${baseURL}${feedPath}`)).status).toBe(404);
    await block.getByRole('button', { name: 'Get my calendar address' }).click();
    await expectVisible(address);
    expect(await address.inputValue()).not.toBe(url);
  });
  test("the profile's video link for meetings: an own room is checked, kept, and a Jitsi room shows its example link", async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.member);
    await page.goto('/profile/general-settings');
    const block = page.getByRole('region', { name: 'Calendar' });
    const choice = block.getByRole('radiogroup', { name: 'Video link for your meetings' });
    await expectVisible(choice);
    await choice.getByRole('radio', { name: 'My own meeting room' }).check();
    const room = block.getByRole('textbox', { name: 'Your meeting room’s address' });
    await room.fill('http://meet.example.com/member');
    await block.getByRole('button', { name: 'Save video link' }).click();
    await expectVisible(
      block.getByText('Enter your meeting room’s address, starting with https://', { exact: false }),
    );
    await room.fill('https://meet.example.com/member');
    await block.getByRole('button', { name: 'Save video link' }).click();
    await expectVisible(page.getByText('Saved: your next invitations carry this video link.'));
    await page.reload();
    expect(await choice.getByRole('radio', { name: 'My own meeting room' }).isChecked()).toBe(true);
    expect(await room.inputValue()).toBe('https://meet.example.com/member');

    await choice
      .getByRole('radio', { name: 'A Jitsi Meet room for each meeting (free, no account needed)' })
      .check();
    await block.getByRole('button', { name: 'Save video link' }).click();
    await expectVisible(
      block.getByText(/Your meetings get a link like https:\/\/meet\.jit\.si\/Stride-[0-9a-f]{16}-42/),
    );
    const a11y = await seriousViolations(page);
    expect(a11y.lines).toEqual([]);
    // leave the demo person as the demo data has them
    await choice.getByRole('radio', { name: 'No video link' }).check();
    await block.getByRole('button', { name: 'Save video link' }).click();
    await expectVisible(page.getByText('Saved: your next invitations carry this video link.'));
  });
});
