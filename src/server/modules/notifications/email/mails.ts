import { PRODUCT_NAME } from '../../../../shared/constants';
import type { Language } from '../../../../shared/enums';
import { translator } from '../../../platform/i18n';
import type { OutgoingMail } from '../../../platform/mail/outbox';
import { composeMail } from '../../../platform/mail/templates/layout';
import type { NotificationRow } from '../tables';

/** The text of a notification in a language (the same keys the panel shows). */
export function notificationLine(lng: Language, n: Pick<NotificationRow, 'textKey' | 'params'>): string {
  const t = translator(lng);
  return t(`notifications:kinds.${n.textKey}`, {
    ...n.params,
    defaultValue: t('notifications:kinds.fallback'),
  });
}

interface Recipient {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  /** the one-click unsubscribe call (List-Unsubscribe, POST) and the page the mail's text links to */
  unsubscribeUrl: string;
  unsubscribePage: string;
  profileUrl: string;
}

/** List-Unsubscribe with one-click POST (RFC 8058): mail programs show their own Unsubscribe. */
const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

function footer(r: Recipient) {
  const t = translator(r.lng);
  return [
    t('mail:notification.preferences', { link: r.profileUrl }),
    t('mail:notification.unsubscribe', { link: r.unsubscribePage }),
  ];
}

/** One notification by e-mail, at once, with the way to the place in the product. */
export function notificationMail(r: Recipient, n: NotificationRow, link: string): OutgoingMail {
  const t = translator(r.lng);
  const line = notificationLine(r.lng, n);
  return {
    ...composeMail(r, {
      lng: r.lng,
      subject: t('mail:notification.subject', { text: line }),
      heading: t('mail:notification.heading', { product: PRODUCT_NAME }),
      greeting: t('mail:layout.greeting', { name: r.name }),
      lines: [line],
      action: { label: t('mail:notification.action', { product: PRODUCT_NAME }), url: link },
      after: footer(r),
    }),
    headers: unsubscribeHeaders(r.unsubscribeUrl),
  };
}

/** The daily digest: every notification of the person's DAILY kinds since the last one. */
export function digestMail(r: Recipient, rows: NotificationRow[], link: string): OutgoingMail {
  const t = translator(r.lng);
  return {
    ...composeMail(r, {
      lng: r.lng,
      subject: t('mail:notification.digestSubject', { count: rows.length, product: PRODUCT_NAME }),
      heading: t('mail:notification.digestHeading'),
      greeting: t('mail:layout.greeting', { name: r.name }),
      lines: rows.map((n) => `• ${notificationLine(r.lng, n)}`),
      action: { label: t('mail:notification.action', { product: PRODUCT_NAME }), url: link },
      after: footer(r),
    }),
    headers: unsubscribeHeaders(r.unsubscribeUrl),
  };
}
