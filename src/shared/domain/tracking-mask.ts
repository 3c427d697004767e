/** The fields session recording and tracking never keep (spec: masked values replaced with '*'). */
export const MASKED_FIELDS = ['password', 'oldPassword', 'newPassword', 'confirmPassword'] as const;
const masked = new Set(MASKED_FIELDS.map((f) => f.toLowerCase()));

/** A copy of a JSON value with every password field, at any depth, replaced by '*'. */
export function maskPasswords<T>(value: T): T {
  if (Array.isArray(value)) return value.map(maskPasswords) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        masked.has(k.toLowerCase()) ? '*' : maskPasswords(v),
      ]),
    ) as T;
  }
  return value;
}
