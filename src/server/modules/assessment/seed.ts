import type { CapabilityCode } from '../../../shared/enums';
import type { Db } from '../../platform/db/client';
import { ALL_ITEMS, BANKS, PAGES_PER_PROFILE } from './items';
import { createAssessmentRepo } from './repo';

/** A person's leaning per capability (Style, Strategy) on 1..5; answers scatter around it. */
type Leaning = Partial<Record<CapabilityCode, [number, number]>>;

const MEMBER: Leaning = {
  VISIONING: [2, 2.5],
  CURIOSITY: [4.5, 4],
  JUDGEMENT: [3, 3.5],
  TRUST: [4.5, 5],
  EMPOWERMENT: [3.5, 3],
  CANDOUR: [2, 2],
  RESILIENCE: [3, 2.5],
  LEARNING: [4.5, 4.5],
  DELIVERY: [3.5, 4],
};
const MANAGER: Leaning = {
  VISIONING: [4.5, 4.5],
  CURIOSITY: [3, 2.5],
  JUDGEMENT: [4, 4.5],
  TRUST: [3, 3],
  EMPOWERMENT: [2, 2.5],
  CANDOUR: [4, 3.5],
  RESILIENCE: [4.5, 4],
  LEARNING: [2.5, 2],
  DELIVERY: [5, 4.5],
};
const DANA: Leaning = {
  VISIONING: [3.5, 3],
  CURIOSITY: [5, 4.5],
  JUDGEMENT: [4, 4],
  TRUST: [3, 3.5],
  EMPOWERMENT: [2.5, 2],
  CANDOUR: [4.5, 4],
  RESILIENCE: [3.5, 3.5],
  LEARNING: [4, 4.5],
  DELIVERY: [3, 2.5],
};
const SAM: Leaning = {
  VISIONING: [2.5, 2],
  CURIOSITY: [3.5, 3],
  JUDGEMENT: [4.5, 4],
  TRUST: [4, 4.5],
  EMPOWERMENT: [3, 3.5],
  CANDOUR: [2.5, 3],
  RESILIENCE: [5, 4.5],
  LEARNING: [3, 3],
  DELIVERY: [4.5, 5],
};
/**
 * The Discovery Team's three (issue 30, decision 0073): each one's three strongest capabilities are another's
 * middle and the third's weakest, far apart (about 5, 3 and 1.5), so on every capability the three differ in
 * strength, gap, score and band, and manager@, who sees none of their results, may read the team's totals.
 */
const KAI: Leaning = {
  VISIONING: [5, 5],
  CURIOSITY: [5, 5],
  JUDGEMENT: [5, 5],
  TRUST: [3, 3],
  EMPOWERMENT: [3, 3],
  CANDOUR: [3, 3],
  RESILIENCE: [1.5, 1.5],
  LEARNING: [1.5, 1.5],
  DELIVERY: [1.5, 1.5],
};
const LINA: Leaning = {
  VISIONING: [1.5, 1.5],
  CURIOSITY: [1.5, 1.5],
  JUDGEMENT: [1.5, 1.5],
  TRUST: [5, 5],
  EMPOWERMENT: [5, 5],
  CANDOUR: [5, 5],
  RESILIENCE: [3, 3],
  LEARNING: [3, 3],
  DELIVERY: [3, 3],
};
const NOOR: Leaning = {
  VISIONING: [3, 3],
  CURIOSITY: [3, 3],
  JUDGEMENT: [3, 3],
  TRUST: [1.5, 1.5],
  EMPOWERMENT: [1.5, 1.5],
  CANDOUR: [1.5, 1.5],
  RESILIENCE: [5, 5],
  LEARNING: [5, 5],
  DELIVERY: [5, 5],
};
const BUYER: Leaning = {
  VISIONING: [3.5, 3],
  CURIOSITY: [4, 4],
  JUDGEMENT: [3, 3],
  TRUST: [4, 3.5],
  EMPOWERMENT: [4, 4],
  CANDOUR: [3, 3],
  RESILIENCE: [3.5, 3.5],
  LEARNING: [4, 3.5],
  DELIVERY: [3, 3],
};
const CANDIDATE: Leaning = {
  VISIONING: [4, 4],
  CURIOSITY: [4, 3.5],
  JUDGEMENT: [2.5, 3],
  TRUST: [3.5, 4],
  EMPOWERMENT: [4.5, 4.5],
  CANDOUR: [3.5, 3],
  RESILIENCE: [2.5, 2],
  LEARNING: [3, 3.5],
  DELIVERY: [3.5, 3],
};

/** Deterministic answers: the leaning, a small spread, reverse-keyed items answered the other way, a few skips. */
function answersFor(leaning: Leaning, seed: number, codes: readonly string[]) {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  return ALL_ITEMS.filter((i) => codes.includes(i.code)).map((item) => {
    const [style, strategy] = leaning[item.capability] ?? [3, 3];
    const base = item.profile === 'STYLE' ? style : strategy;
    const r = next();
    const skipped = r < 0.04;
    const keyed = Math.min(5, Math.max(1, Math.round(base + (next() - 0.5) * 1.6)));
    return { questionCode: item.code, value: skipped ? 0 : item.reverse ? 6 - keyed : keyed };
  });
}

const codes = (profile: 'STYLE' | 'STRATEGY', pages = PAGES_PER_PROFILE) =>
  BANKS[profile].slice(0, pages * 10).map((i) => i.code);
const DAY = 86_400_000;

/**
 * Demo data: member@, manager@, dana@, sam@, kai@, lina@ and noor@ have finished GLAs with different profiles, buyer@ is half-way through
 * Strategy, user@ has not started; candidate@example.test is a finished job candidate of Demo Co.
 */
export async function seedAssessments(
  db: Db,
  ids: { org(key: string): number; user(email: string): number },
) {
  const repo = createAssessmentRepo(db);
  const clientId = ids.org('demo');
  const all = [...codes('STYLE'), ...codes('STRATEGY')];
  await db.transaction(async (tx) => {
    const finished = async (
      userId: number | null,
      candidateId: number | null,
      leaning: Leaning,
      seed: number,
    ) => {
      const row = await repo.create({ clientId, userId, candidateId, language: 'en' }, tx);
      await repo.saveAnswers(row.id, answersFor(leaning, seed, all), tx);
      await repo.update(
        row.id,
        {
          lastPos: `Strategy-${PAGES_PER_PROFILE}`,
          styleCompletedAt: new Date(Date.now() - 21 * DAY),
          finishedAt: new Date(Date.now() - 20 * DAY),
        },
        tx,
      );
      return row;
    };
    await finished(ids.user('member@demo.test'), null, MEMBER, 7);
    await finished(ids.user('manager@demo.test'), null, MANAGER, 11);
    // the Platform Team's two other colleagues (issue 12): with member@ three contributors besides manager@
    await finished(ids.user('dana@demo.test'), null, DANA, 17);
    await finished(ids.user('sam@demo.test'), null, SAM, 19);
    // the Discovery Team's three
    await finished(ids.user('kai@demo.test'), null, KAI, 23);
    await finished(ids.user('lina@demo.test'), null, LINA, 29);
    await finished(ids.user('noor@demo.test'), null, NOOR, 31);

    const buyer = await repo.create({ clientId, userId: ids.user('buyer@demo.test'), language: 'en' }, tx);
    await repo.saveAnswers(buyer.id, answersFor(BUYER, 13, [...codes('STYLE'), ...codes('STRATEGY', 2)]), tx);
    await repo.update(
      buyer.id,
      { lastPos: 'Strategy-3', styleCompletedAt: new Date(Date.now() - 2 * DAY) },
      tx,
    );

    const candidate = await repo.createCandidate(
      {
        clientId,
        email: 'candidate@example.test',
        fullName: 'Cai Candidate',
        invitedBy: ids.user('admin@demo.test'),
      },
      tx,
    );
    await finished(null, candidate.id, CANDIDATE, 17);
    await repo.setCandidate(
      candidate.id,
      { status: 'COMPLETED', completedAt: new Date(Date.now() - 20 * DAY) },
      tx,
    );
  });
}
