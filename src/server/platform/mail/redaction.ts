/**
 * One-time link tokens in mail (issue 18, decision 0028). Every token a mail carries is a guest token
 * (`g_` and 43 base64url characters, see platform/auth/guest-tokens.ts); a stored copy keeps the link's shape
 * with the token replaced, so nobody who reads the outbox can use it.
 */
const TOKEN = /g_[A-Za-z0-9_-]{20,}/g;
export const REDACTED_TOKEN = 'g_REDACTED';

export function redactLinkTokens(text: string): string;
export function redactLinkTokens(text: string | null): string | null;
export function redactLinkTokens(text: string | null): string | null {
  return text === null ? null : text.replace(TOKEN, REDACTED_TOKEN);
}

/**
 * Demo accounts' addresses: the reserved `.test` and `.example` domains and example.com/.net/.org (RFC 2606),
 * where no real person receives mail. Every seeded demo account has one. Only their mail shows its links in the
 * demo's mailbox; mail to any other address is stored with its tokens redacted.
 */
export function isDemoAddress(address: string): boolean {
  const domain = address.trim().toLowerCase().split('@').at(-1) ?? '';
  return (
    address.includes('@') &&
    (/\.(test|example)$/.test(domain) || /(^|\.)example\.(com|net|org)$/.test(domain))
  );
}
