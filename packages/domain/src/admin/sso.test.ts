import { describe, expect, it } from 'vitest';
import { SSO_MESSAGES, emailDomain, emailMatchesDomains, ssoRedirectUrl } from './sso.ts';
import { ZSaveSsoConnectionInput } from './sso-schemas.ts';

describe('emailDomain', () => {
  it.each([
    ['ann@Example.COM', 'example.com'],
    [' bob@sub.example.co.uk ', 'sub.example.co.uk'],
    ['odd@name@example.com', 'example.com'],
    ['no-at-sign', null],
    ['@example.com', null],
    ['ann@localhost', null],
    ['ann@exa mple.com', null],
  ])('%j has domain %j', (email, domain) => {
    expect(emailDomain(email)).toBe(domain);
  });
});

describe('emailMatchesDomains', () => {
  it.each([
    ['ann@example.com', ['example.com'], true],
    ['ann@EXAMPLE.com', ['other.com', 'example.com'], true],
    ['ann@sub.example.com', ['example.com'], false],
    ['ann@example.com.evil.test', ['example.com'], false],
    ['ann@notexample.com', ['example.com'], false],
  ])('%j in %j: %j', (email, domains, matches) => {
    expect(emailMatchesDomains(email, domains)).toBe(matches);
  });
});

const valid = {
  providerName: 'Acme Entra',
  issuer: 'https://login.example.com/tenant/v2.0',
  clientId: 'client',
  clientSecret: 'secret',
  domains: ['Acme.example'],
  ssoOnly: false,
  jitPreset: null,
  jitCompanyId: null,
};

describe('ZSaveSsoConnectionInput', () => {
  it.each([
    [{}, null],
    [{ domains: ['gmail.com'] }, SSO_MESSAGES.publicDomain],
    [{ domains: ['acme.example', 'ACME.example'] }, 'Each domain once.'],
    [{ domains: [] }, 'Too small: expected array to have >=1 items'],
    [{ domains: ['not a domain'] }, 'Enter a domain such as example.com.'],
    [{ issuer: 'ftp://idp.example.com' }, 'Enter an http(s) address.'],
    [{ jitPreset: 'foreman' }, SSO_MESSAGES.jitCompanyRequired],
    [{ jitPreset: 'foreman', jitCompanyId: 'c1' }, null],
    [{ jitPreset: 'siteAdmin' }, 'Invalid option: expected one of "plantUser"|"foreman"'],
    [{ providerName: 'x'.repeat(61) }, 'Too big: expected string to have <=60 characters'],
    [{ clientSecret: 'x'.repeat(501) }, 'Too big: expected string to have <=500 characters'],
  ])('%j is refused with %j', (change, message) => {
    const result = ZSaveSsoConnectionInput.safeParse({ ...valid, ...change });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it('lower-cases the domains', () => {
    expect(ZSaveSsoConnectionInput.parse(valid).domains).toEqual(['acme.example']);
  });
});

describe('ssoRedirectUrl', () => {
  it('is the callback of the provider under the public address', () => {
    expect(ssoRedirectUrl('https://cw.example.com/', 'p1')).toBe(
      'https://cw.example.com/api/auth/sso/callback/p1',
    );
  });
});
