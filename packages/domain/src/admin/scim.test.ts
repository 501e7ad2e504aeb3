import { describe, expect, it } from 'vitest';
import {
  interpretScimPatch,
  isScimId,
  overlongText,
  parseScimFilter,
  readScimUser,
  scimAddresses,
  scimBaseUrl,
  scimBoolean,
  scimEndsMembership,
  scimErrorBody,
  scimFilterMatches,
  scimPage,
  scimTooLong,
  SCIM_DETAILS,
  SCIM_SCHEMAS,
  type TScimFilter,
} from './scim.ts';
import { scimUserResource } from './scim-documents.ts';

const PATCH = SCIM_SCHEMAS.patchOp;
const patch = (...Operations: unknown[]) => ({ schemas: [PATCH], Operations });
const detailOf = (result: { ok: boolean; problem?: { detail: string } }) =>
  result.ok ? null : (result.problem?.detail ?? null);

describe('parseScimFilter', () => {
  it.each<[string, TScimFilter | string]>([
    ['userName eq "ann@acme.example"', { attribute: 'userName', value: 'ann@acme.example' }],
    ['USERNAME EQ "Ann@Acme.example"', { attribute: 'userName', value: 'Ann@Acme.example' }],
    [
      'urn:ietf:params:scim:schemas:core:2.0:User:userName eq "a@b.example"',
      { attribute: 'userName', value: 'a@b.example' },
    ],
    ['externalId eq "00u1abc"', { attribute: 'externalId', value: '00u1abc' }],
    [
      'emails[type eq "work"].value eq "ann@acme.example"',
      { attribute: 'email', value: 'ann@acme.example' },
    ],
    ['emails.value eq "ann@acme.example"', { attribute: 'email', value: 'ann@acme.example' }],
    ['emails eq "ann@acme.example"', { attribute: 'email', value: 'ann@acme.example' }],
    ['  userName eq "with \\"quote\\""  ', { attribute: 'userName', value: 'with "quote"' }],
    ['userName eq "7c3e-guid"', { attribute: 'userName', value: '7c3e-guid' }],
    ['userName eq ""', { attribute: 'userName', value: '' }],
    ['userName co "ann"', SCIM_DETAILS.filterUnsupported],
    ['userName eq "a" and active eq true', SCIM_DETAILS.filterUnsupported],
    ['userName eq ann', SCIM_DETAILS.filterUnsupported],
    ['userName eq 12', SCIM_DETAILS.filterUnsupported],
    ['active eq "true"', SCIM_DETAILS.filterUnsupported],
    ['displayName eq "Ann"', SCIM_DETAILS.filterUnsupported],
    ['userName eq "unterminated', SCIM_DETAILS.filterUnsupported],
    ['userName eq "bad \\x escape"', SCIM_DETAILS.filterUnsupported],
    ['', SCIM_DETAILS.filterUnsupported],
    [`userName eq "${'a'.repeat(1000)}"`, scimTooLong('filter', 1000)],
  ])('%j reads as %j', (filter, expected) => {
    const result = parseScimFilter(filter);
    if (typeof expected === 'string') {
      expect(result).toEqual({
        ok: false,
        problem: { status: 400, scimType: 'invalidFilter', detail: expected },
      });
    } else {
      expect(result).toEqual({ ok: true, value: expected });
    }
  });
});

describe('scimFilterMatches', () => {
  const user = {
    userName: 'Ann@Acme.example',
    externalId: 'Ext-1',
    email: 'ann.work@acme.example',
    active: true,
  };
  it.each<[TScimFilter, boolean]>([
    [{ attribute: 'userName', value: 'ann@acme.EXAMPLE' }, true],
    [{ attribute: 'userName', value: 'bob@acme.example' }, false],
    [{ attribute: 'email', value: 'ANN.work@acme.example' }, true],
    [{ attribute: 'externalId', value: 'Ext-1' }, true],
    // externalId is caseExact (RFC 7643 §3.1).
    [{ attribute: 'externalId', value: 'ext-1' }, false],
  ])('%j: %j', (filter, matches) => {
    expect(scimFilterMatches(filter, user)).toBe(matches);
  });

  it('matches no email on a resource without one', () => {
    expect(
      scimFilterMatches({ attribute: 'email', value: 'x@y.example' }, { ...user, email: null }),
    ).toBe(false);
  });
});

describe('scimBoolean', () => {
  it.each([
    [true, true],
    [false, false],
    ['False', false],
    ['TRUE', true],
    [' false ', false],
    ['no', undefined],
    [0, undefined],
    [null, undefined],
  ])('%j is %j', (value, expected) => {
    expect(scimBoolean(value)).toBe(expected);
  });
});

describe('interpretScimPatch', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    [
      "Entra's deactivation",
      patch({ op: 'Replace', path: 'active', value: 'False' }),
      { active: false },
    ],
    [
      "Entra's reactivation",
      patch({ op: 'Replace', path: 'active', value: 'True' }),
      { active: true },
    ],
    [
      "Okta's deactivation (no path)",
      patch({ op: 'replace', value: { active: false } }),
      { active: false },
    ],
    ['a JSON boolean', patch({ op: 'replace', path: 'active', value: false }), { active: false }],
    ['add works as replace', patch({ op: 'Add', path: 'active', value: false }), { active: false }],
    [
      'the URN-qualified path',
      patch({
        op: 'replace',
        path: 'urn:ietf:params:scim:schemas:core:2.0:User:active',
        value: false,
      }),
      { active: false },
    ],
    [
      'operations in order: the last wins',
      patch(
        { op: 'replace', path: 'active', value: 'False' },
        { op: 'replace', path: 'active', value: 'True' },
      ),
      { active: true },
    ],
    [
      "Entra's attribute updates",
      patch(
        { op: 'Replace', path: 'userName', value: 'ann.new@acme.example' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'ann.new@acme.example' },
        { op: 'Replace', path: 'externalId', value: 'ann.new' },
        { op: 'Replace', path: 'displayName', value: 'Ann New' },
        { op: 'Add', path: 'name.givenName', value: 'Ann' },
        {
          op: 'Replace',
          path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
          value: 'Ops',
        },
      ),
      { userName: 'ann.new@acme.example', email: 'ann.new@acme.example', externalId: 'ann.new' },
    ],
    [
      "Entra's no-path object with a filtered key",
      patch({
        op: 'Add',
        value: { 'emails[type eq "work"].value': 'a@acme.example', 'name.familyName': 'A' },
      }),
      { email: 'a@acme.example' },
    ],
    [
      'a list of emails',
      patch({
        op: 'replace',
        path: 'emails',
        value: [
          { value: 'home@x.example', type: 'home' },
          { value: 'ann@acme.example', type: 'work', primary: true },
        ],
      }),
      { email: 'ann@acme.example' },
    ],
    [
      'removing externalId clears it',
      patch({ op: 'remove', path: 'externalId' }),
      { externalId: null },
    ],
    ['removing active changes nothing', patch({ op: 'Remove', path: 'active' }), {}],
    [
      'an empty externalId is none',
      patch({ op: 'replace', path: 'externalId', value: '' }),
      { externalId: null },
    ],
    ['only attributes not kept', patch({ op: 'replace', path: 'title', value: 'Boss' }), {}],
  ])('%s', (_case, body, change) => {
    expect(interpretScimPatch(body)).toEqual({ ok: true, value: change });
  });

  it.each<[string, unknown, string]>([
    ['no Operations', { schemas: [PATCH] }, SCIM_DETAILS.patchInvalid],
    ['empty Operations', patch(), SCIM_DETAILS.patchInvalid],
    ['not an object', 'active=false', SCIM_DETAILS.patchInvalid],
    [
      'an unknown op',
      patch({ op: 'move', path: 'active', value: false }),
      SCIM_DETAILS.patchInvalid,
    ],
    [
      'active not a boolean',
      patch({ op: 'replace', path: 'active', value: 'no' }),
      SCIM_DETAILS.activeInvalid,
    ],
    ['a remove without path', patch({ op: 'remove' }), SCIM_DETAILS.removeNeedsPath],
    [
      'a no-path value not an object',
      patch({ op: 'replace', value: false }),
      SCIM_DETAILS.valueInvalid,
    ],
    ['removing userName', patch({ op: 'remove', path: 'userName' }), SCIM_DETAILS.userNameRequired],
    [
      'an empty userName',
      patch({ op: 'replace', path: 'userName', value: ' ' }),
      SCIM_DETAILS.userNameRequired,
    ],
    [
      'userName not text',
      patch({ op: 'replace', path: 'userName', value: 5 }),
      SCIM_DETAILS.valueInvalid,
    ],
    [
      'an over-long userName',
      patch({ op: 'replace', path: 'userName', value: `${'a'.repeat(320)}@x.example` }),
      scimTooLong('userName', 320),
    ],
    [
      'an over-long externalId',
      patch({ op: 'replace', value: { externalId: 'x'.repeat(256) } }),
      scimTooLong('externalId', 255),
    ],
    [
      'an over-long text of an attribute not kept',
      patch({ op: 'replace', path: 'displayName', value: 'x'.repeat(1025) }),
      scimTooLong('Operations[0].value', 1024),
    ],
    [
      'too many operations',
      patch(...Array.from({ length: 51 }, () => ({ op: 'replace', path: 'active', value: true }))),
      SCIM_DETAILS.patchInvalid,
    ],
  ])('refuses %s', (_case, body, detail) => {
    const result = interpretScimPatch(body);
    expect(result.ok).toBe(false);
    expect(detailOf(result)).toBe(detail);
    expect(result.ok ? null : result.problem.status).toBe(400);
  });
});

describe('readScimUser', () => {
  const entra = {
    schemas: [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterpriseUser],
    externalId: 'ann',
    userName: 'Ann@acme.example',
    active: true,
    displayName: 'Ann Acme',
    emails: [{ primary: true, type: 'work', value: 'ann@acme.example' }],
    meta: { resourceType: 'User' },
    name: { formatted: 'Ann Acme', familyName: 'Acme', givenName: 'Ann' },
    roles: [],
  };

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      "Entra's POST",
      entra,
      { userName: 'Ann@acme.example', externalId: 'ann', email: 'ann@acme.example', active: true },
    ],
    [
      "Okta's PUT with active false",
      {
        schemas: [SCIM_SCHEMAS.user],
        id: 'ignored',
        userName: 'bob@acme.example',
        name: { givenName: 'Bob', familyName: 'Acme' },
        emails: [{ primary: true, value: 'bob@acme.example', type: 'work' }],
        active: false,
        groups: [],
      },
      { userName: 'bob@acme.example', externalId: null, email: 'bob@acme.example', active: false },
    ],
    [
      'active as a string, no emails: none kept',
      { userName: 'carol', active: 'False' },
      { userName: 'carol', externalId: null, email: null, active: false },
    ],
    [
      'active defaults to true; the work email when none is primary',
      {
        userName: 'dan@acme.example',
        emails: [
          { value: 'dan@home.example', type: 'home' },
          { value: 'dan@acme.example', type: 'work' },
        ],
      },
      { userName: 'dan@acme.example', externalId: null, email: 'dan@acme.example', active: true },
    ],
  ])('reads %s', (_case, body, fields) => {
    expect(readScimUser(body)).toEqual({ ok: true, value: fields });
  });

  it.each<[string, unknown, string]>([
    ['no userName', { active: true }, SCIM_DETAILS.userNameRequired],
    ['an empty userName', { userName: '  ' }, SCIM_DETAILS.userNameRequired],
    ['not an object', [entra], SCIM_DETAILS.bodyInvalid],
    ['active not a boolean', { ...entra, active: 'maybe' }, SCIM_DETAILS.activeInvalid],
    [
      'an over-long userName',
      { ...entra, userName: 'a'.repeat(321) },
      scimTooLong('userName', 320),
    ],
    [
      'an over-long externalId',
      { ...entra, externalId: 'a'.repeat(256) },
      scimTooLong('externalId', 255),
    ],
    [
      'an over-long email',
      { ...entra, emails: [{ value: 'a'.repeat(321) }] },
      scimTooLong('emails.value', 320),
    ],
    [
      'an over-long text not kept',
      { ...entra, name: { givenName: 'a'.repeat(1025) } },
      scimTooLong('name.givenName', 1024),
    ],
    [
      'too many emails',
      { ...entra, emails: Array(11).fill({ value: 'a@b.example' }) },
      'At most 10 emails.',
    ],
  ])('refuses %s', (_case, body, detail) => {
    expect(detailOf(readScimUser(body))).toBe(detail);
  });
});

describe('overlongText', () => {
  it.each<[unknown, string | null]>([
    [{ a: 'x'.repeat(5) }, null],
    [{ a: { b: ['ok', 'x'.repeat(6)] } }, 'a.b[1]'],
    ['x'.repeat(6), 'value'],
    [{ ['k'.repeat(6)]: 'v' }, 'key'],
    [null, null],
  ])('%j: %j', (value, path) => {
    expect(overlongText(value, 5)).toBe(path);
  });
});

describe('scimPage', () => {
  it.each<[string | undefined, string | undefined, { startIndex: number; count: number }]>([
    [undefined, undefined, { startIndex: 1, count: 100 }],
    ['1', '100', { startIndex: 1, count: 100 }],
    ['0', '-5', { startIndex: 1, count: 0 }],
    ['51', '1000', { startIndex: 51, count: 100 }],
    ['x', '2.5', { startIndex: 1, count: 100 }],
    ['', ' ', { startIndex: 1, count: 100 }],
  ])('startIndex %j, count %j', (startIndex, count, page) => {
    expect(scimPage(startIndex, count)).toEqual(page);
  });
});

describe('scimEndsMembership', () => {
  it.each<[Parameters<typeof scimEndsMembership>[0], boolean]>([
    [{ kind: 'delete' }, true],
    [{ kind: 'write', active: false }, true],
    [{ kind: 'write', active: true }, false],
    [{ kind: 'write', active: undefined }, false],
  ])('%j: %j', (write, ends) => {
    expect(scimEndsMembership(write)).toBe(ends);
  });
});

describe('scimAddresses', () => {
  it.each<[string, string | null, string[]]>([
    ['Ann@Acme.example', null, ['ann@acme.example']],
    ['Ann@Acme.example', 'ann@acme.example', ['ann@acme.example']],
    ['ann', 'ann.work@acme.example', ['ann.work@acme.example']],
    ['ann@acme.example', 'a2@acme.example', ['ann@acme.example', 'a2@acme.example']],
    ['not-an-address', null, []],
  ])('%j and %j: %j', (userName, email, addresses) => {
    expect(scimAddresses({ userName, email })).toEqual(addresses);
  });
});

describe('isScimId', () => {
  it.each([
    ['0b0c6a8e-53f4-4d2a-9a4e-0f5b7d7d2c11', true],
    ['0B0C6A8E-53F4-4D2A-9A4E-0F5B7D7D2C11', true],
    ['0b0c6a8e53f44d2a9a4e0f5b7d7d2c11', false],
    ['not-an-id', false],
    ["' or 1=1 --", false],
  ])('%j: %j', (id, valid) => {
    expect(isScimId(id)).toBe(valid);
  });
});

describe('answers', () => {
  it('writes an error with its status as a string', () => {
    expect(scimErrorBody({ status: 409, scimType: 'uniqueness', detail: 'Taken.' })).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
      detail: 'Taken.',
    });
    expect(scimErrorBody({ status: 401, detail: 'No.' })).not.toHaveProperty('scimType');
  });

  it('writes a User resource, leaving out attributes without a value', () => {
    const at = new Date('2026-03-05T14:30:00Z');
    const base = scimBaseUrl('https://craftwork.example/');
    expect(base).toBe('https://craftwork.example/scim/v2');
    expect(
      scimUserResource(
        {
          id: 'u1',
          userName: 'ann@acme.example',
          externalId: null,
          email: null,
          active: false,
          createdAt: at,
          updatedAt: at,
        },
        base,
      ),
    ).toEqual({
      schemas: [SCIM_SCHEMAS.user],
      id: 'u1',
      userName: 'ann@acme.example',
      active: false,
      meta: {
        resourceType: 'User',
        created: '2026-03-05T14:30:00.000Z',
        lastModified: '2026-03-05T14:30:00.000Z',
        location: 'https://craftwork.example/scim/v2/Users/u1',
      },
    });
  });
});
