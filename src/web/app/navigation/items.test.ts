import { describe, expect, it } from 'vitest';
import type { PlanFeatureLike } from '../../../shared/domain/entitlements';
import { evaluateNavItem, type NavContext } from '../../../shared/domain/navigation-visibility';
import { ENTITLEMENT_KEYS } from '../../../shared/enums';
import { entriesOf, isBuilt, PERSONAL_NAVIGATION } from './items';

const allFeatures: PlanFeatureLike[] = ENTITLEMENT_KEYS.map((feature_id) => ({
  feature_id,
  feature_type: 'SWITCH',
  enabled: true,
  value: 'true',
}));

const base: NavContext = {
  roles: ['USER'],
  features: allFeatures,
  flags: { event: true },
  currentSprintStatus: null,
  roleChallengesCompleted: true,
  styleSurveyCompleted: true,
  strategySurveyCompleted: true,
  customModelEnabled: false,
};

/** The ids of the items the rules show or disable (built or not). */
function visible(ctx: Partial<NavContext>) {
  const shown: string[] = [];
  const disabled: string[] = [];
  for (const group of PERSONAL_NAVIGATION) {
    for (const item of group.items) {
      const v = evaluateNavItem(item.meta, { ...base, ...ctx });
      if (v === 'shown') shown.push(item.id);
      if (v === 'disabled') disabled.push(item.id);
    }
  }
  return { shown, disabled };
}

describe('personal navigation', () => {
  it('has the four groups of the spec in order', () => {
    expect(PERSONAL_NAVIGATION.map((g) => g.id)).toEqual(['plan', 'insights', 'sprint', 'setting']);
  });

  it('shows a plain user everything but the Console and the sprint-in-progress items', () => {
    expect(visible({}).shown).toEqual([
      'dashboard',
      'events',
      'leader-impact',
      'portfolio',
      'leader-profile',
      'leader-360',
      'design',
      'pre-designed',
      'viewing-rights',
      'language-theme',
      'logout',
    ]);
  });

  it('leaves out every item whose page is still being built: no item opens the placeholder', () => {
    const ids = PERSONAL_NAVIGATION.flatMap((g) => entriesOf(g, base)).map((e) => e.item.id);
    expect(ids).toEqual([
      'dashboard',
      'leader-impact',
      'portfolio',
      'leader-profile',
      'leader-360',
      'design',
      'pre-designed',
      'viewing-rights',
      'language-theme',
      'logout',
    ]);
    for (const id of ['events']) expect(ids).not.toContain(id);
    // of the Sprint group, the library (Design, pre-designed) is built; Manage and the rest are not yet
    expect(
      entriesOf(PERSONAL_NAVIGATION.find((g) => g.id === 'sprint')!, base).map((e) => e.item.id),
    ).toEqual(['design', 'pre-designed']);
  });

  it('counts an item with a query or a hash by its path', () => {
    // /explore/leader-360?customModel=true is built because its path is
    const item = PERSONAL_NAVIGATION.flatMap((g) => g.items).find((i) => i.id === 'custom-360')!;
    expect(isBuilt(item)).toBe(true);
    const events = PERSONAL_NAVIGATION.flatMap((g) => g.items).find((i) => i.id === 'events')!;
    expect(isBuilt(events)).toBe(false);
    const settings = PERSONAL_NAVIGATION.flatMap((g) => g.items).find((i) => i.id === 'language-theme')!;
    expect(isBuilt(settings)).toBe(true);
  });

  it('reaches language and theme from the Setting group', () => {
    const setting = PERSONAL_NAVIGATION.find((g) => g.id === 'setting')!;
    const item = setting.items.find((i) => i.id === 'language-theme')!;
    expect(item.target).toEqual({ to: '/profile/general-settings#preferences' });
  });

  it('shows the Console to an admin', () => {
    expect(visible({ roles: ['USER', 'ADMIN'] }).shown).toContain('console');
  });

  it('swaps Design for Manage, Feedback, Analytics and Kanban while a sprint runs', () => {
    const { shown } = visible({ currentSprintStatus: 'IN_PROGRESS' });
    expect(shown).toEqual(expect.arrayContaining(['manage', 'feedback', 'analytics', 'kanban']));
    expect(shown).not.toContain('design');
    expect(shown).not.toContain('pre-designed');
  });

  it('hides the whole Sprint group before the role challenges', () => {
    const { shown, disabled } = visible({ roleChallengesCompleted: false });
    const sprintIds = PERSONAL_NAVIGATION.find((g) => g.id === 'sprint')!.items.map((i) => i.id);
    expect([...shown, ...disabled].filter((id) => sprintIds.includes(id))).toEqual([]);
  });

  it('disables licensed items the plan lacks, and hides Events without its flag', () => {
    const { shown, disabled } = visible({ features: [], flags: {} });
    expect(disabled).toEqual(['leader-profile', 'leader-360', 'design', 'pre-designed']);
    expect(shown).not.toContain('events');
  });

  it('shows Custom 360 only with the custom model', () => {
    expect(visible({ customModelEnabled: true }).shown).toContain('custom-360');
  });

  it('points every item somewhere', () => {
    for (const item of PERSONAL_NAVIGATION.flatMap((g) => g.items)) {
      const t = item.target;
      expect(
        'to' in t ? t.to.startsWith('/') : 'href' in t ? t.href.startsWith('/') : t.action === 'logout',
      ).toBe(true);
    }
  });
});
