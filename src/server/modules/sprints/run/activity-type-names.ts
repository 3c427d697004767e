import { ACTIVITY_TYPE_TEXTS } from '../../../../../content/sprints';
import type { Language } from '../../../../shared/enums';
import { ACTIVITY_CODES, type ActivityCode } from '../../../../shared/sprint-enums';

/** The activity codes with their names in a language (the sprint library's texts, content/sprints/activity-types.ts). */
export function activityTypeNames(lng: Language): { code: ActivityCode; name: string }[] {
  return ACTIVITY_CODES.map((code) => ({
    code,
    name: ACTIVITY_TYPE_TEXTS[code].name[lng] ?? ACTIVITY_TYPE_TEXTS[code].name.en,
  }));
}
