import type { AnalyticsResponse, OrgSettings, OrgSettingsBody } from '../../../../shared/contracts/console';
import { type Language, languageOf } from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import type { EventBus } from '../../../platform/events';
import { notFound } from '../../../platform/http/errors';
import type { UserAdminRepo } from '../users/admin-repo';
import type { UserStateCache } from '../users/state-cache';

/** Organisation counts another module provides (the assessment module: GLA started and finished). */
export interface OrganisationSummaries {
  gla(clientId: number): Promise<{ started: number; finished: number } | null>;
}

const asLanguage = (v: string): Language => languageOf(v) ?? 'en';

/** Organisation settings (ADMIN) and the analytics roles' organisation summary (counts only). */
export function createOrgSettingsService(deps: {
  admin: UserAdminRepo;
  stateCache: UserStateCache;
  events: EventBus;
  summaries: OrganisationSummaries;
}) {
  async function settings(clientId: number): Promise<OrgSettings> {
    const org = await deps.admin.organisation(clientId);
    if (!org) throw notFound('The organisation');
    return {
      clientId: org.id,
      name: org.name,
      customModelEnabled: org.customModelEnabled,
      customModelName: org.customModelName,
      multiLanguageSurvey: org.multiLanguageSurvey,
      aiAssistantEnabled: org.aiAssistantEnabled,
      defaultLanguage: asLanguage(org.defaultLanguage),
      supportEmail: org.supportEmail,
    };
  }

  return {
    settings: (p: Principal) => settings(p.clientId),

    async update(p: Principal, body: OrgSettingsBody): Promise<OrgSettings> {
      const before = await settings(p.clientId);
      const next = { ...body, customModelName: body.customModelName || null };
      const fields = (Object.keys(next) as (keyof OrgSettingsBody)[]).filter((k) => before[k] !== next[k]);
      if (fields.length === 0) return before;
      await deps.admin.updateOrganisation(p.clientId, next);
      await deps.stateCache.forgetOrganisation(p.clientId);
      await deps.events.emit('organisation.settingsChanged', {
        clientId: p.clientId,
        actorUserId: p.userId,
        fields,
      });
      return settings(p.clientId);
    },

    async analytics(p: Principal): Promise<AnalyticsResponse> {
      const [members, gla] = await Promise.all([
        deps.admin.memberCounts(p.clientId),
        deps.summaries.gla(p.clientId),
      ]);
      // sprints and team alignment surveys do not exist yet: no figure rather than an invented one
      return { members, gla, sprints: null, teamAlignment: null };
    },
  };
}
export type OrgSettingsService = ReturnType<typeof createOrgSettingsService>;
