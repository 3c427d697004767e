import type { Page } from 'playwright-core';
import type { MailboxResponse } from '../src/shared/contracts/mailbox';
import { apiGet, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, signIn, tokenCookie } from './support/pages';

const answers = (page: Page) => page.locator('[data-role="assistant"]');

/** Records, in the page, the answer's text length at each change while it is still being written. */
async function recordStreaming(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { streamed: number[] };
    w.streamed = [];
    new MutationObserver(() => {
      const last = [...document.querySelectorAll('[data-role="assistant"]')].at(-1);
      if (last?.getAttribute('data-status') !== 'streaming') return;
      const text = last.querySelector('[data-testid="answer-text"]')?.textContent ?? '';
      if (text.length > 0) w.streamed.push(text.length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/**
 * Hands the chat calls' real response to the page 60 bytes at a time, 25 ms apart, as a slow network would (the
 * offline coach writes its whole answer within milliseconds, faster than a screen can show it growing).
 */
async function slowChatStream(page: Page): Promise<void> {
  await page.evaluate(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const res = await original(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/ai/agent/chat') || !res.body) return res;
      const reader = res.body.getReader();
      let pending = new Uint8Array(0);
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (pending.length === 0) {
            const { value, done } = await reader.read();
            if (done) return controller.close();
            pending = value;
          }
          await new Promise((resolve) => setTimeout(resolve, 25));
          controller.enqueue(pending.slice(0, 60));
          pending = pending.slice(60);
        },
      });
      return new Response(body, { status: res.status, headers: res.headers });
    };
  });
}

async function box(page: Page) {
  const b = await page.getByRole('dialog', { name: 'Assistant' }).boundingBox();
  if (!b) throw new Error('the assistant window is not on screen');
  return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
}

/** Presses the mouse on an element's centre, moves by (dx, dy) in steps and lets go. */
async function drag(page: Page, name: string, dx: number, dy: number) {
  const b = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

describe('Assistant', () => {
  test('a person asks and watches the answer stream, copies, dislikes with a comment, retries, moves and resizes the window', async ({
    newContext,
    baseURL,
  }) => {
    const context = await newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const page = await context.newPage();
    await signIn(page, demo.member);
    await page.getByRole('button', { name: 'Open the assistant' }).click();
    const chatWindow = page.getByRole('dialog', { name: 'Assistant' });
    await expectVisible(chatWindow);
    expect(await box(page)).toMatchObject({ width: 440, height: 480 });

    // a whitespace-only question is not sent
    const question = chatWindow.getByLabel('Your question');
    await question.fill('   ');
    expect(await chatWindow.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await question.press('Enter');
    expect(await answers(page).count()).toBe(0);

    // a slow connection: the server's stream reaches the page in small pieces, and the answer grows on screen
    await slowChatStream(page);
    await recordStreaming(page);
    await question.fill('What should I practise this week?');
    await question.press('Enter');
    await expectVisible(page.locator('[data-role="assistant"][data-status="streaming"]'));
    // sending is blocked while the assistant is writing
    await question.fill('And next week?');
    expect(await chatWindow.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await expectVisible(page.locator('[data-role="assistant"][data-status="done"]'), 60_000);
    const streamed = await page.evaluate(() => (window as unknown as { streamed: number[] }).streamed);
    const answer = (await answers(page).first().getByTestId('answer-text').textContent()) ?? '';
    expect(new Set(streamed).size).toBeGreaterThan(2);
    expect(Math.min(...streamed)).toBeLessThan(answer.length);
    // grounded in the person's own data, with a link to where it came from
    await expectVisible(chatWindow.getByRole('link', { name: 'Your Leader Profile' }));
    expect((await seriousViolations(page)).lines).toEqual([]);

    // copy
    await chatWindow.getByRole('button', { name: 'Copy the answer' }).click();
    await expectVisible(page.getByText('Copied to clipboard!'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(answer);

    // a dislike counts only when the dialog is sent
    const token = (await tokenCookie(context))!;
    const threads = await apiGet<{ threads: { threadId: number }[] }>(
      baseURL,
      '/api/ai/agent/threads',
      token,
    );
    const threadId = threads.body.threads[0]!.threadId;
    const feedbackOf = async () =>
      (
        await apiGet<{ messages: { role: string; feedback: string | null }[] }>(
          baseURL,
          `/api/ai/agent/threads/${threadId}`,
          token,
        )
      ).body.messages.find((m) => m.role === 'assistant')?.feedback;
    const dislike = chatWindow.getByRole('button', { name: 'Not helpful' });
    await dislike.click();
    const dialog = page.getByRole('dialog', { name: "That wasn't helpful?" });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await feedbackOf()).toBeNull();
    await dislike.click();
    const comment = dialog.getByLabel('What was missing or wrong? (optional)');
    await comment.fill('x'.repeat(600));
    expect((await comment.inputValue()).length).toBe(500);
    await comment.fill('I wanted advice for my team, not for me.');
    expect((await seriousViolations(page)).lines).toEqual([]);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expectVisible(page.getByText('Thank you for telling us.'));
    expect(await dislike.getAttribute('aria-pressed')).toBe('true');
    expect(await feedbackOf()).toBe('DISLIKE');

    // retry: the same bubble is written anew
    await chatWindow.getByRole('button', { name: 'Ask again' }).click();
    await expectVisible(page.locator('[data-role="assistant"][data-status="done"]'));
    expect(await answers(page).count()).toBe(1);
    expect((await answers(page).first().getByTestId('answer-text').textContent())?.length).toBeGreaterThan(
      20,
    );

    // drag by the move handle, resize from the corner, move with the keyboard
    const before = await box(page);
    await drag(page, 'Move the window (arrow keys)', -400, -250);
    const moved = await box(page);
    expect(moved.x).toBeLessThan(before.x - 300);
    expect(moved.y).toBeLessThan(before.y - 150);
    await drag(page, 'Resize the window (arrow keys)', 120, 60);
    const resized = await box(page);
    expect(resized.width).toBeGreaterThan(moved.width + 100);
    expect(resized.height).toBeGreaterThan(moved.height + 40);
    await drag(page, 'Resize the window (arrow keys)', -900, -900);
    expect(await box(page)).toMatchObject({ width: 370, height: 235 });
    await page.getByRole('button', { name: 'Resize the window (arrow keys)', exact: true }).focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowDown');
    const kept = await box(page);
    expect(kept).toMatchObject({ width: 420, height: 245 });

    // the size and place are remembered after a reload
    await page.reload();
    await page.getByRole('button', { name: 'Open the assistant' }).click();
    await expectVisible(chatWindow);
    expect(await box(page)).toEqual(kept);

    // the past conversation is in the list, and opens again
    await chatWindow.getByRole('button', { name: 'Past conversations' }).click();
    await chatWindow
      .getByRole('button', { name: /What should I practise this week\?/ })
      .first()
      .click();
    await expectVisible(chatWindow.getByText('What should I practise this week?'));
    // the title can show before the thread's messages have loaded: wait for the answers
    await expect.poll(() => answers(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // /arisa while signed in: the person's own assistant opens on the dashboard, not the guest page (issue 30)
    await page.goto('/arisa');
    await expectPath(page, '/dashboard/main-dashboard');
    await expectVisible(chatWindow);
    expect(await page.getByRole('heading', { level: 1, name: 'Ask the assistant' }).count()).toBe(0);
  }, 180_000);

  test('a survey respondent chats as a guest from /arisa with the token of their link', async ({
    page,
    baseURL,
  }) => {
    const admin = await apiLogin(baseURL, demo.admin);
    const mailbox = await apiGet<MailboxResponse>(baseURL, '/api/user/mailbox', admin);
    const mail = mailbox.body.items.find((m) => /team-alignment\/survey\?token=/.test(m.text ?? ''));
    const link = new URL(/https?:\/\/\S+team-alignment\/survey\?token=\S+/.exec(mail?.text ?? '')![0]);
    const token = link.searchParams.get('token')!;

    await page.goto('/arisa');
    await expectVisible(page.getByText('Open this page from the link in your e-mail'));
    await page.goto(`/arisa?token=${encodeURIComponent(token)}`);
    await expectVisible(page.getByRole('heading', { name: 'Ask the assistant', level: 1 }));
    const question = page.getByLabel('Your question');
    await question.fill('How do I give useful feedback?');
    await question.press('Enter');
    await expectVisible(page.locator('[data-role="assistant"][data-status="done"]'));
    const answer = (await answers(page).first().getByTestId('answer-text').textContent()) ?? '';
    expect(answer.length).toBeGreaterThan(20);
    // a guest gets no links into the signed-in product
    expect(await answers(page).first().getByRole('link').count()).toBe(0);
    const uuid = await page.evaluate(() => localStorage.getItem('stride_assistant_guest_uuid'));
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    await answers(page).first().getByRole('button', { name: 'Helpful', exact: true }).click();
    await expect
      .poll(() =>
        answers(page)
          .first()
          .getByRole('button', { name: 'Helpful', exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect((await seriousViolations(page)).lines).toEqual([]);

    // a link that is not valid says so
    await page.goto('/arisa?token=not-a-real-token');
    await question.fill('Hello?');
    await question.press('Enter');
    await expectVisible(page.getByText("Sorry, I couldn't understand that."));
    await expectVisible(page.getByText('This link has expired or is not valid any more.'));
  }, 120_000);
});
