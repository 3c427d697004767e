import { PRODUCT_NAME } from '../../../shared/constants';
import { formattersFor } from '../../../shared/domain/format';
import type { Language } from '../../../shared/enums';
import { translator } from '../../platform/i18n';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { composeMail } from '../../platform/mail/templates/layout';

const product = PRODUCT_NAME;

/**
 * A rater's invitation (or reminder) to give 360 feedback (`leader360:mail.invite` / `leader360:mail.remind`). The
 * manager is told their answers are shown as the manager's; everyone else that answers are only shown pooled.
 */
export function raterMail(m: {
  kind: 'invite' | 'remind';
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  personName: string;
  manager: boolean;
  link: string;
  until: Date;
}): OutgoingMail {
  const t = translator(m.lng);
  // the deadline's day (UTC) as the pages write a date (decision 0079)
  const until = formattersFor(m.lng, { timeZone: 'UTC' }).date(m.until);
  return composeMail(m, {
    lng: m.lng,
    subject: t(`leader360:mail.${m.kind}.subject`, { personName: m.personName }),
    heading: t(`leader360:mail.${m.kind}.heading`),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [
      t(`leader360:mail.${m.kind}.asks`, { personName: m.personName, product, until }),
      t(m.manager ? 'leader360:mail.privacyManager' : 'leader360:mail.privacyPooled'),
    ],
    action: { label: t('leader360:mail.action'), url: m.link },
    after: [t('leader360:mail.decline')],
  });
}
