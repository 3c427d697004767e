import { randomUUID } from 'node:crypto';

/**
 * A Message-ID on the public host (`<uuid@stride.example.com>`), so that a mail's id names the site that sent it
 * rather than the machine's host name (RFC 5322 3.6.4: unique, id-left "@" id-right). Pass it to nodemailer as
 * `messageId`; for a mail that is retried, pass a stable `idLeft` (the outbox uses the mail's id and creation time),
 * so a resent copy is known as the same mail.
 */
export function messageIdFor(publicUrl: string, idLeft: string = randomUUID()): string {
  let host: string;
  try {
    host = new URL(publicUrl).hostname;
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${publicUrl}`);
  }
  // an IPv6 address comes bracketed, which RFC 5322's dot-atom does not allow; a domain literal does
  const idRight = host.startsWith('[') ? host : host.includes(':') ? `[${host}]` : host || 'localhost';
  return `<${idLeft}@${idRight}>`;
}
