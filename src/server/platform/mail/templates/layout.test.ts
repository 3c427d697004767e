import { describe, expect, it } from 'vitest';
import { escapeHtml, headerText } from './escape';
import { composeMail, renderMail } from './layout';

const body = {
  lng: 'en' as const,
  subject: 'Hi <Ann>\r\nBcc: evil@x.test',
  heading: 'A heading',
  greeting: 'Hello <b>Ann</b>,',
  lines: ['First line & more', 'Open it with this link:'],
  action: { label: 'Open', url: 'https://stride.test/x?a=1&b=2' },
  after: ['A comment\nover two lines'],
};

describe('mail layout', () => {
  it('writes the plain-text part as before: greeting, lines, the link on its own line, paragraphs, signature', () => {
    expect(renderMail(body).text).toBe(
      [
        'Hello <b>Ann</b>,',
        '',
        'First line & more',
        'Open it with this link:',
        'https://stride.test/x?a=1&b=2',
        '',
        'A comment\nover two lines',
        '',
        'The Stride team',
      ].join('\n'),
    );
  });

  it('writes an HTML part with the name, heading, escaped text, one button and a footer', () => {
    const { html } = renderMail(body);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('>Stride</td>');
    expect(html).toContain('<h1');
    expect(html).toContain('Hello &lt;b&gt;Ann&lt;/b&gt;,');
    expect(html).toContain('First line &amp; more');
    expect(html).toContain('A comment<br>over two lines');
    expect(html).toContain('href="https://stride.test/x?a=1&amp;b=2"');
    expect(html.match(/<a /g)).toHaveLength(2); // the button and the same link written out
    expect(html).toContain('This e-mail was sent by Stride.');
    expect(html).not.toContain('<b>');
  });

  it('keeps the subject on one header line', () => {
    expect(renderMail(body).subject).toBe('Hi <Ann> Bcc: evil@x.test');
    expect(headerText('a\u2028b\tc')).toBe('a b c');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => renderMail({ ...body, action: { label: 'x', url: 'javascript:alert(1)' } })).toThrow();
  });

  it('makes an outbox row with both parts and keeps attachments', () => {
    const mail = composeMail(
      {
        clientId: 3,
        to: 'a@x.test',
        attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'x' }],
      },
      body,
    );
    expect(mail).toMatchObject({ clientId: 3, to: 'a@x.test', attachments: [{ filename: 'a.ics' }] });
    expect(mail.text).toContain('https://stride.test/x');
    expect(mail.html).toContain('<!DOCTYPE html>');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
