import {
  type Language,
  TEAM_DISTRIBUTIONS,
  TEAM_MEMBER_TYPES,
  TEAM_STAFF_ROLES,
  TEAM_TYPES,
} from '../../../shared/enums';
import { t } from '../../platform/i18n';

/** The option codes with their names in the caller's language (`locales/<lng>/server.json`, `teamOptions`). */
const named = <C extends string>(lng: Language, group: string, codes: readonly C[]) =>
  codes.map((code) => ({ code, name: t(lng, `server:teamOptions.${group}.${code}`) }));

export const teamOptions = {
  types: (lng: Language) => ({ data: named(lng, 'types', TEAM_TYPES) }),
  distributions: (lng: Language) => ({ data: named(lng, 'distributions', TEAM_DISTRIBUTIONS) }),
  memberTypes: (lng: Language) => ({ data: named(lng, 'memberTypes', TEAM_MEMBER_TYPES) }),
  roles: (lng: Language) => ({
    data: named(lng, 'roles', TEAM_STAFF_ROLES).map((option, i) => ({ id: i + 1, ...option })),
  }),
};
