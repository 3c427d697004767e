import type { AuditEntry } from '../../../shared/contracts/console';

type T = (key: string, opts?: Record<string, unknown>) => string;

const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** One line saying what an audit entry changed, in the reader's language. */
export function auditDetails(entry: AuditEntry, t: T): string {
  const d = entry.details;
  const roles = (rs: string[]) => rs.map((r) => t(`roles.${r}`, { defaultValue: r })).join(', ') || '—';
  switch (entry.action) {
    case 'ROLES_CHANGED':
      return t('audit.details.roles', { before: roles(list(d.before)), after: roles(list(d.after)) });
    case 'USER_INVITED':
    case 'USER_ADDED':
      return t('audit.details.invited', { roles: roles(list(d.roles)) });
    case 'PLAN_CHANGED': {
      const before = d.before as { planCode?: string } | null;
      const after = d.after as { planCode?: string; status?: string } | null;
      const plan = (code?: string) => (code ? t(`plans.${code}`, { defaultValue: code }) : '—');
      return t('audit.details.plan', {
        before: plan(before?.planCode),
        after: plan(after?.planCode),
        status: after?.status ? t(`subscriptionStatus.${after.status}`, { defaultValue: after.status }) : '—',
      });
    }
    case 'SETTINGS_CHANGED':
      return t('audit.details.settings', {
        fields: list(d.fields)
          .map((f) => t(`settings.${f}`, { defaultValue: f }))
          .join(', '),
      });
    default:
      return '';
  }
}
