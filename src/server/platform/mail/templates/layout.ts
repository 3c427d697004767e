import { PRODUCT_NAME } from '../../../../shared/constants';
import type { Language } from '../../../../shared/enums';
import { t } from '../../i18n';
import type { OutgoingMail } from '../outbox';
import type { MailAttachment } from '../tables';
import { escapeHtml, headerText, safeUrl } from './escape';

/** What one mail says; every string is plain text (user values included) and is escaped for the HTML part. */
export interface MailBody {
  lng: Language;
  subject: string;
  heading: string;
  /** "Hello Ana," */
  greeting: string;
  /** Lines before the call to action (in the text part they run on, one per line). */
  lines: string[];
  /** The one call to action: a button in HTML, the bare link on its own line in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the call to action. */
  after?: string[];
}

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";
const P = `${FONT}margin:0 0 12px;font-size:16px;line-height:1.5;color:#1f2933;`;

/** The plain-text part: greeting, lines, link, paragraphs, signature. */
function textPart(b: MailBody, signature: string): string {
  return [
    b.greeting,
    '',
    ...b.lines,
    ...(b.action ? [b.action.url] : []),
    '',
    ...(b.after ?? []).flatMap((p) => [p, '']),
    signature,
  ].join('\n');
}

/** The HTML part: one simple, inline-styled, accessible layout for every mail. */
function htmlPart(b: MailBody, signature: string): string {
  const p = (text: string, style = P) =>
    `<p style="${style}">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
  const action = b.action
    ? [
        `<p style="${FONT}margin:24px 0;"><a href="${escapeHtml(safeUrl(b.action.url))}" style="${FONT}display:inline-block;background:#1b5e9e;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:6px;">${escapeHtml(b.action.label)}</a></p>`,
        `<p style="${FONT}margin:0 0 16px;font-size:13px;line-height:1.5;color:#52606d;">${escapeHtml(t(b.lng, 'mail:layout.linkFallback'))}<br><a href="${escapeHtml(b.action.url)}" style="color:#1b5e9e;word-break:break-all;">${escapeHtml(b.action.url)}</a></p>`,
      ]
    : [];
  return [
    '<!DOCTYPE html>',
    `<html lang="${b.lng}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(headerText(b.subject))}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f7;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;"><tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">',
    `<tr><td style="${FONT}padding:20px 32px;background:#16324f;color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0;">${escapeHtml(PRODUCT_NAME)}</td></tr>`,
    '<tr><td style="padding:32px;">',
    `<h1 style="${FONT}margin:0 0 20px;font-size:22px;line-height:1.3;color:#16324f;">${escapeHtml(b.heading)}</h1>`,
    p(b.greeting),
    ...b.lines.map((line) => p(line)),
    ...action,
    ...(b.after ?? []).map((line) => p(line)),
    p(signature),
    '</td></tr>',
    `<tr><td style="${FONT}padding:16px 32px;border-top:1px solid #e4e7eb;font-size:12px;line-height:1.5;color:#52606d;">${escapeHtml(t(b.lng, 'mail:layout.footer', { product: PRODUCT_NAME }))}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** Renders one mail with both parts; the subject is made a single header line. */
export function renderMail(b: MailBody): { subject: string; text: string; html: string } {
  const signature = t(b.lng, 'mail:layout.signature', { product: PRODUCT_NAME });
  return { subject: headerText(b.subject), text: textPart(b, signature), html: htmlPart(b, signature) };
}

/** The outbox row of a rendered mail. */
export function composeMail(
  m: { clientId: number | null; to: string; attachments?: MailAttachment[] },
  body: MailBody,
): OutgoingMail {
  return {
    clientId: m.clientId,
    to: m.to,
    ...renderMail(body),
    ...(m.attachments ? { attachments: m.attachments } : {}),
  };
}
