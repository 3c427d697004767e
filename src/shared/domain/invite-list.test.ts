import { describe, expect, it } from 'vitest';
import { checkInviteRows, parseInviteList } from './invite-list';

describe('parseInviteList', () => {
  it('reads name,email lines, email,name lines, bare addresses and skips a header and blank lines', () => {
    expect(
      parseInviteList(
        'name,email\nAda Lovelace, Ada@Example.test\n\nbob@example.test, Bob\ncarol@example.test\n',
      ),
    ).toEqual([
      { email: 'ada@example.test', fullName: 'Ada Lovelace' },
      { email: 'bob@example.test', fullName: 'Bob' },
      { email: 'carol@example.test' },
    ]);
  });

  it('splits several bare addresses on one line and keeps quoted CSV cells', () => {
    expect(parseInviteList('a@x.test; b@x.test, c@x.test\n"Dee Dee","dee@x.test"')).toEqual([
      { email: 'a@x.test' },
      { email: 'b@x.test' },
      { email: 'c@x.test' },
      { email: 'dee@x.test', fullName: 'Dee Dee' },
    ]);
  });

  it('keeps a line without an address as a row, so the check reports it', () => {
    expect(parseInviteList('just a name')).toEqual([{ email: 'just a name' }]);
  });
});

describe('checkInviteRows', () => {
  const members = new Set(['member@x.test']);
  it('accepts a clean batch', () => {
    expect(
      checkInviteRows([{ email: 'a@x.test' }, { email: 'b@x.test' }], { members, roles: ['USER'] }),
    ).toEqual([]);
  });

  it('names each bad row: invalid, twice in the list (ignoring case), already a member, unknown role', () => {
    expect(
      checkInviteRows(
        [{ email: 'a@x.test' }, { email: 'nope' }, { email: 'A@X.test' }, { email: 'member@x.test' }],
        { members, roles: ['USER'] },
      ),
    ).toEqual([
      { index: 1, email: 'nope', problem: 'INVALID_EMAIL' },
      { index: 2, email: 'A@X.test', problem: 'DUPLICATE_IN_LIST' },
      { index: 3, email: 'member@x.test', problem: 'ALREADY_MEMBER' },
    ]);
    expect(checkInviteRows([{ email: 'a@x.test' }], { members, roles: ['KING'] })).toEqual([
      { index: 0, email: 'a@x.test', problem: 'UNKNOWN_ROLE' },
    ]);
  });
});
