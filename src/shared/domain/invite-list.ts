import { ROLES } from '../enums';

/** One row of an invitation batch as a person typed or pasted it. */
export interface InviteRow {
  email: string;
  fullName?: string;
}

export type InviteProblem =
  | 'INVALID_EMAIL'
  | 'DUPLICATE_IN_LIST'
  | 'ALREADY_MEMBER'
  | 'UNKNOWN_ROLE'
  | 'NAME_TOO_LONG';

export interface InviteRowError {
  /** 0-based position in the batch */
  index: number;
  email: string;
  problem: InviteProblem;
}

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

export const isEmailAddress = (v: string) => v.length <= 254 && EMAIL.test(v);

/**
 * Reads a pasted list or CSV: one person a line, either `name,email` (or `email,name`) or a bare address;
 * several bare addresses may share a line, separated by commas, semicolons or spaces. A header line
 * (`name,email`) and empty lines are skipped. Nothing is dropped: a line without an address becomes a row
 * whose e-mail is the line itself, so the check reports it.
 */
export function parseInviteList(text: string): InviteRow[] {
  const rows: InviteRow[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const cells = line
      .split(/[,;\t]/)
      .map((c) =>
        c
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      )
      .filter(Boolean);
    if (cells.length === 2 && cells.map((c) => c.toLowerCase()).join(',') === 'name,email') continue;
    const addresses = cells.filter((c) => c.includes('@'));
    const names = cells.filter((c) => !c.includes('@'));
    if (cells.length === 2 && addresses.length === 1 && names.length === 1) {
      rows.push({ email: addresses[0].toLowerCase(), fullName: names[0] });
      continue;
    }
    if (addresses.length > 0 && names.length === 0) {
      for (const part of addresses.flatMap((a) => a.split(/\s+/))) rows.push({ email: part.toLowerCase() });
      continue;
    }
    rows.push({ email: line });
  }
  return rows;
}

/**
 * The problems of an invitation batch, row by row: invalid addresses, an address twice in the list, a person
 * who already belongs to the organisation, roles that do not exist. An empty answer means the batch may go.
 */
export function checkInviteRows(
  rows: readonly InviteRow[],
  opts: { members: ReadonlySet<string>; roles: readonly string[] },
): InviteRowError[] {
  const errors: InviteRowError[] = [];
  const seen = new Set<string>();
  const unknownRole = opts.roles.some((r) => !(ROLES as readonly string[]).includes(r));
  rows.forEach((row, index) => {
    const email = row.email.trim().toLowerCase();
    const problem: InviteProblem | null = !isEmailAddress(email)
      ? 'INVALID_EMAIL'
      : (row.fullName?.length ?? 0) > 120
        ? 'NAME_TOO_LONG'
        : seen.has(email)
          ? 'DUPLICATE_IN_LIST'
          : opts.members.has(email)
            ? 'ALREADY_MEMBER'
            : unknownRole
              ? 'UNKNOWN_ROLE'
              : null;
    seen.add(email);
    if (problem) errors.push({ index, email: row.email, problem });
  });
  return errors;
}

/** The name a new person gets when the list gave none: the part of the address before the @. */
export const nameFromEmail = (email: string) => email.split('@')[0];
