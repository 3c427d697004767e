import { describe, expect, it } from 'vitest';
import { mailto } from './mailto';

describe('mailto', () => {
  it('encodes subject and body', () => {
    expect(mailto('buyer@acme.test', 'Renew plan', 'Hello Ann,\nthanks & bye')).toBe(
      'mailto:buyer@acme.test?subject=Renew%20plan&body=Hello%20Ann%2C%0Athanks%20%26%20bye',
    );
  });
  it('leaves the body out when empty', () => {
    expect(mailto('support@stride.example', 'Issue')).toBe('mailto:support@stride.example?subject=Issue');
  });
});
