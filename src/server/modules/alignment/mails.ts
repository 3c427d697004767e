import { PRODUCT_NAME } from '../../../shared/constants';
import { formattersFor } from '../../../shared/domain/format';
import type { Language } from '../../../shared/enums';
import { translator } from '../../platform/i18n';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { composeMail } from '../../platform/mail/templates/layout';

/** A participant's invitation (or reminder) to take the team alignment survey (`alignment:mail.*`). */
export function surveyMail(m: {
  kind: 'invite' | 'remind';
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  teamName: string;
  link: string;
  until: Date;
}): OutgoingMail {
  const t = translator(m.lng);
  // the deadline's day (UTC) as the pages write a date (decision 0079)
  const until = formattersFor(m.lng, { timeZone: 'UTC' }).date(m.until);
  return composeMail(m, {
    lng: m.lng,
    subject: t(`alignment:mail.${m.kind}.subject`, { teamName: m.teamName }),
    heading: t(`alignment:mail.${m.kind}.heading`),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [
      t(`alignment:mail.${m.kind}.asks`, { teamName: m.teamName, product: PRODUCT_NAME, until }),
      t('alignment:mail.confidential'),
    ],
    action: { label: t('alignment:mail.action'), url: m.link },
  });
}
