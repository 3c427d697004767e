import { describe, expect, it } from 'vitest';
import { feedbackMailRenderer, feedbackRequestMail, guestLink } from './mails';

describe('the bulk send-out’s mail renderer', () => {
  it('writes exactly the mail of one-by-one rendering, values escaped in the HTML part', () => {
    const render = feedbackMailRenderer('http://stride.test');
    for (const lng of ['en', 'de', 'ja'] as const) {
      const m = {
        kind: 'request' as const,
        lng,
        clientId: 7,
        to: 'ann@example.test',
        name: 'Ann <b>& Co</b>',
        personName: 'Rui "R" Runner',
        sprintLabel: 'Say it <now>',
        type: 'FINAL',
        deadlineAt: new Date('2030-06-17T07:00:00Z'),
      };
      // twice: the second comes from the rendered template
      render({ ...m, token: 'g_first' });
      const fast = render({ ...m, token: 'g_a+b/c' });
      const slow = feedbackRequestMail({
        ...m,
        link: guestLink('http://stride.test', encodeURIComponent('g_a+b/c')),
      });
      expect(fast).toEqual(slow);
      expect(fast.html).toContain('Ann &lt;b&gt;&amp; Co&lt;/b&gt;');
    }
  });
});
