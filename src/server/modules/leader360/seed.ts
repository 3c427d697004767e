import { ITEMS_360 } from '../../../../content/gla360';
import type { RaterGroup } from '../../../shared/domain/leader360-anonymity';
import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/outbox';
import type { DemoIds } from '../../platform/module';
import { ALL_ITEM_CODES } from './items';
import { raterMail } from './mails';
import { createLeader360Repo } from './repo';
import { RATER_LINK_DAYS, WINDOW_DAYS } from './review-rules';

const DAY = 86_400_000;
const prefix = (code: string) => code.slice(5, 8);

/** Answers leaning per capability (by the item code's three letters), scattered by rater and item. */
function answers(lean: Record<string, number>, base: number, seed: number) {
  return Object.fromEntries(
    ITEMS_360.map((item, i) => {
      const wobble = ((seed * 7 + i * 3) % 3) - 1; // -1, 0, 1
      const v = Math.round((lean[prefix(item.code)] ?? base) + wobble * 0.5);
      return [item.code, Math.min(5, Math.max(1, v))];
    }),
  );
}

/** Demo Co's own Culture 360 questions: written in English and German only (other languages read English). */
export const CULTURE_360_OWN = [
  {
    code: 'OWN-1',
    capability: 'TRUST',
    text: {
      en: 'Lives our value "customers first" in everyday decisions.',
      de: 'Lebt unseren Wert „Kunden zuerst“ in alltäglichen Entscheidungen.',
    },
  },
  {
    code: 'OWN-2',
    capability: 'CANDOUR',
    text: {
      en: 'Raises problems early, even when the news is unwelcome.',
      de: 'Spricht Probleme früh an, auch wenn die Nachricht unwillkommen ist.',
    },
  },
];

/**
 * Demo data (issue 15): member@ has a finished Leader 360 (manager, 4 peers, 3 direct reports, 2 others) with a
 * blind spot (Delivery) and a hidden strength (Building Trust); manager@ has one in progress with two raters'
 * links in the mailbox, one of them answered. Demo Co's Custom 360 questions (decision 0047).
 */
export async function seedLeader360(
  deps: { db: Db; clock: Clock; guestTokens: GuestTokenService; mailer: Mailer; publicUrl: string },
  ids: DemoIds,
) {
  const repo = createLeader360Repo(deps.db);
  const clientId = ids.org('demo');
  const now = deps.clock.now();

  // Demo Co's Custom 360 ("Culture 360", on in its settings): six bank behaviours and two of its own questions
  await repo.saveDefinition({
    clientId,
    itemCodes: ['L360-TRU-1', 'L360-TRU-2', 'L360-CAN-1', 'L360-CAN-2', 'L360-EMP-1', 'L360-LRN-1'],
    ownItems: CULTURE_360_OWN,
    updatedAt: now,
  });

  await deps.db.transaction(async (tx) => {
    const started = new Date(now.getTime() - 20 * DAY);
    const review = await repo.insert(
      {
        clientId,
        userId: ids.user('member@demo.test'),
        language: 'en',
        itemCodes: ALL_ITEM_CODES,
        selfAnswers: answers({ DEL: 5, TRU: 2.5 }, 4, 0),
        selfComments: {},
        selfSubmittedAt: started,
        startedAt: started,
        windowEndsAt: new Date(started.getTime() + WINDOW_DAYS * DAY),
        closedAt: new Date(started.getTime() + 14 * DAY),
      },
      tx,
    );
    const keep = [
      'Makes time for everyone who asks for help.',
      'Keeps promises, even small ones.',
      'Shares what she learns with the whole team.',
      'Stays calm when things go wrong.',
      'Explains the reasons behind decisions.',
    ];
    const change = [
      'Say no more often so that fewer things are half done.',
      'Finish the work already started before taking on new tasks.',
      'Share the plan earlier, before it is final.',
      'Ask for help sooner when a deadline slips.',
      'Give feedback closer to the moment.',
    ];
    const raters: [RaterGroup, string, string][] = [
      ['MANAGER', 'manager@demo.test', 'Max Manager'],
      ['PEER', 'priya.peer@example.test', 'Priya Peer'],
      ['PEER', 'paul.peer@example.test', 'Paul Peer'],
      ['PEER', 'pia.peer@example.test', 'Pia Peer'],
      ['PEER', 'pedro.peer@example.test', 'Pedro Peer'],
      ['DIRECT_REPORT', 'dana.report@example.test', 'Dana Report'],
      ['DIRECT_REPORT', 'dev.report@example.test', 'Dev Report'],
      ['DIRECT_REPORT', 'dora.report@example.test', 'Dora Report'],
      ['OTHER', 'olga.other@example.test', 'Olga Other'],
      ['OTHER', 'omar.other@example.test', 'Omar Other'],
    ];
    await repo.insertRaters(
      raters.map(([grp, email, name], i) => ({
        reviewId: review.id,
        clientId,
        grp,
        email,
        name,
        language: 'en',
        status: 'DONE',
        answers: answers({ DEL: 3.5, TRU: 4.5 }, 4, i + 1),
        comments: grp === 'MANAGER' ? {} : { KEEP: keep[i % keep.length], CHANGE: change[i % change.length] },
        invitedAt: started,
        answeredAt: new Date(started.getTime() + (2 + i) * DAY),
      })),
      tx,
    );
  });

  await deps.db.transaction(async (tx) => {
    const started = new Date(now.getTime() - 3 * DAY);
    const review = await repo.insert(
      {
        clientId,
        userId: ids.user('manager@demo.test'),
        language: 'en',
        itemCodes: ALL_ITEM_CODES,
        selfAnswers: answers({ DEL: 4.5, EMP: 3 }, 4, 0),
        selfSubmittedAt: started,
        startedAt: started,
        windowEndsAt: new Date(started.getTime() + WINDOW_DAYS * DAY),
      },
      tx,
    );
    const inserted = await repo.insertRaters(
      [
        {
          reviewId: review.id,
          clientId,
          grp: 'MANAGER',
          email: 'buyer@demo.test',
          name: 'Bea Buyer',
          language: 'en',
          status: 'DONE',
          answers: answers({ DEL: 4, EMP: 3.5 }, 4, 1),
          invitedAt: started,
          answeredAt: new Date(started.getTime() + DAY),
        },
        {
          reviewId: review.id,
          clientId,
          grp: 'OTHER',
          email: 'member@demo.test',
          name: 'Mia Member',
          language: 'en',
          invitedAt: started,
        },
      ],
      tx,
    );
    for (const rater of inserted) {
      const token = await deps.guestTokens.issue(
        {
          clientId,
          purpose: 'LEADER_360_RATER',
          objectId: rater.id,
          email: rater.email,
          ttlDays: RATER_LINK_DAYS,
        },
        tx,
      );
      await deps.mailer.send(
        raterMail({
          kind: 'invite',
          lng: 'en',
          clientId,
          to: rater.email,
          name: rater.name,
          personName: 'Max Manager',
          manager: rater.grp === 'MANAGER',
          link: `${deps.publicUrl}/leader-360/rate?token=${encodeURIComponent(token)}`,
          until: review.windowEndsAt,
        }),
        tx,
      );
    }
  });
}
