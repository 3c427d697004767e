import { describe, expect, it } from 'vitest';
import { renderIn, textOf } from '../../../testing/render-text';
import { NoCrewNotice } from './NoCrewNotice';

describe('a running team sprint without a crew', () => {
  it('tells its manager what that means and offers to add crew; a member learns who can (ja, en)', async () => {
    const manager = textOf(await renderIn('en', ['team-sprint'], <NoCrewNotice manager />));
    expect(manager).toContain(
      'nobody outside the team is asked for feedback and crew engagement stays empty',
    );
    expect(manager).toMatch(/Add crew$/);
    const member = textOf(await renderIn('en', ['team-sprint'], <NoCrewNotice manager={false} />));
    expect(member).toContain("The team's manager can add crew.");
    expect(member).not.toContain('Add crew');
    const ja = textOf(await renderIn('ja', ['team-sprint'], <NoCrewNotice manager />));
    expect(ja).toContain('クルーを追加');
  });
});
