/** Text made safe inside HTML elements and quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One line for a mail header (the subject): line breaks and other control characters become spaces. */
export function headerText(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** A link a mail may carry: http(s) only, anything else is refused (a template bug, never user input). */
export function safeUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error(`A mail link must be http(s): ${url.slice(0, 40)}`);
  return url;
}
