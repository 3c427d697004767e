import { PRODUCT_NAME } from '../../../shared/constants';
import { formattersFor } from '../../../shared/domain/format';
import type { Language } from '../../../shared/enums';
import { translator } from '../../platform/i18n';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { composeMail } from '../../platform/mail/templates/layout';

/** "Your data is ready": the one-time link, until when it works, and who started it (`data-export:mail.*`). */
export function exportReadyMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  link: string;
  until: Date;
  byAdmin: boolean;
}): OutgoingMail {
  const t = translator(m.lng);
  const until = formattersFor(m.lng).dateTime(m.until);
  return composeMail(m, {
    lng: m.lng,
    subject: t('data-export:mail.subject', { product: PRODUCT_NAME }),
    heading: t('data-export:mail.heading'),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [
      ...(m.byAdmin ? [t('data-export:mail.byAdmin')] : []),
      t('data-export:mail.ready', { product: PRODUCT_NAME }),
      t('data-export:mail.once', { until }),
    ],
    action: { label: t('data-export:mail.action'), url: m.link },
    after: [t('data-export:mail.newLink')],
  });
}
