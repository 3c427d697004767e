import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AlignmentSurveyStatus } from '../../../../shared/contracts/alignment';
import type { Language } from '../../../../shared/enums';
import { renderIn } from '../../../testing/render-text';
import { SurveyPanel } from './SurveyPanel';

const DAY = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const deadline = isoDay(Date.now() + 10 * DAY);
const status: AlignmentSurveyStatus = {
  started: true,
  surveyId: 1,
  surveyType: 'standard',
  startedAt: new Date().toISOString(),
  deadline: `${deadline}T23:59:59.999Z`,
  reportStatus: 'Insufficient Data',
  completed: 1,
  invited: 3,
  managerSurveyLink: null,
};

async function newDeadlineField(lng: Language): Promise<string> {
  const html = await renderIn(
    lng,
    ['alignment'],
    <QueryClientProvider client={new QueryClient()}>
      <SurveyPanel teamId={1} status={status} onPreview={() => {}} />
    </QueryClientProvider>,
  );
  // the text box the person reads and types in (the browser's own date input only opens its calendar)
  const inputs = [...html.matchAll(/<input([^>]*)>/g)].map((m) => m[1]);
  const field = inputs.find((a) => !a.includes('type="date"') && /value="[^"]+"/.test(a));
  return /value="([^"]+)"/.exec(field ?? '')?.[1] ?? '';
}

// issue 30 points 10 and 15 (c): the team alignment page's "New deadline" showed the browser's mm/dd/yyyy and
// defaulted to a day before the current deadline
describe("the team alignment page's new deadline", () => {
  it('is written in the interface language, a week after the current deadline', async () => {
    const [y, m, d] = isoDay(Date.parse(`${deadline}T12:00:00Z`) + 7 * DAY).split('-');
    expect(await newDeadlineField('de')).toBe(`${d}.${m}.${y}`);
    expect(await newDeadlineField('ja')).toBe(`${y}/${m}/${d}`);
    expect(await newDeadlineField('fr')).toBe(`${d}/${m}/${y}`);
    expect(await newDeadlineField('en')).toBe(`${m}/${d}/${y}`);
  });
});
