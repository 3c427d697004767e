import { FUNNEL_EVENTS } from '../../../../shared/contracts/tracking';
import type { DemoIds } from '../../../platform/module';
import type { NewTrackingEvent, TrackingRepo } from './repo';

const DAY = 86_400_000;

/**
 * Demo tracking events for the console's analytics: Demo Co's people visited this week, and went down the funnel
 * as far as their demo data shows (member@ ran a sprint; user@ filled the plan; manager@ finished the GLA).
 */
export async function seedTrackingDemo(repo: TrackingRepo, ids: DemoIds, now: Date) {
  const clientId = ids.org('demo');
  const steps: Record<string, number> = {
    'member@demo.test': 4,
    'user@demo.test': 3,
    'manager@demo.test': 2,
    'admin@demo.test': 1,
  };
  const rows: NewTrackingEvent[] = [];
  for (const [email, reached] of Object.entries(steps)) {
    const userId = ids.user(email);
    FUNNEL_EVENTS.slice(0, reached).forEach((event, i) => {
      rows.push({
        clientId,
        userId,
        kind: 'TRACK',
        event,
        createdAt: new Date(now.getTime() - (20 - i) * DAY),
      });
    });
    rows.push({
      clientId,
      userId,
      kind: 'PAGE',
      event: '/home',
      createdAt: new Date(now.getTime() - 2 * DAY),
    });
  }
  await repo.insertMany(rows);
}
