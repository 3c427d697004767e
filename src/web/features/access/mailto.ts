/** A mailto: address with an encoded subject and body. */
export function mailto(to: string, subject: string, body?: string): string {
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?${params.join('&')}`;
}
