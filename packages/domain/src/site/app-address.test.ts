import { describe, expect, it } from 'vitest';
import { appAddress, isLoopbackAddress, loopbackWarning } from './app-address.ts';

const FALLBACK = 'http://localhost:3999';

describe('appAddress', () => {
  it.each([
    // PUBLIC_URL wins over the address in use.
    {
      publicUrl: 'https://crafts.example.com/',
      requestOrigin: 'http://127.0.0.1:3999',
      expected: 'https://crafts.example.com',
    },
    {
      publicUrl: 'https://crafts.example.com/app',
      requestOrigin: null,
      expected: 'https://crafts.example.com/app',
    },
    // Without it: the address the admin is using, not localhost.
    { publicUrl: null, requestOrigin: 'http://127.0.0.1:3700', expected: 'http://127.0.0.1:3700' },
    {
      publicUrl: null,
      requestOrigin: 'http://192.168.1.20:3999',
      expected: 'http://192.168.1.20:3999',
    },
    {
      publicUrl: null,
      requestOrigin: 'https://[fd00::5]:8443',
      expected: 'https://[fd00::5]:8443',
    },
    // localhost only when that is the address in use.
    { publicUrl: null, requestOrigin: 'http://localhost:3999', expected: 'http://localhost:3999' },
    // No request (a background job), or an origin that is not an http(s) address.
    { publicUrl: null, requestOrigin: null, expected: FALLBACK },
    { publicUrl: null, requestOrigin: 'not an address', expected: FALLBACK },
    { publicUrl: null, requestOrigin: 'file:///etc', expected: FALLBACK },
    { publicUrl: null, requestOrigin: 'HTTP://Example.COM:80', expected: 'http://example.com' },
  ])(
    'PUBLIC_URL $publicUrl, in use $requestOrigin → $expected',
    ({ publicUrl, requestOrigin, expected }) => {
      expect(appAddress({ publicUrl, requestOrigin, fallback: FALLBACK })).toBe(expected);
    },
  );
});

describe('isLoopbackAddress', () => {
  it.each([
    { address: 'http://localhost:3999', loopback: true },
    { address: 'http://LOCALHOST', loopback: true },
    { address: 'http://app.localhost:3999', loopback: true },
    { address: 'http://127.0.0.1:3700', loopback: true },
    { address: 'http://127.8.9.10', loopback: true },
    { address: 'http://[::1]:3999', loopback: true },
    { address: 'http://[::ffff:127.0.0.1]', loopback: true },
    { address: 'http://[::ffff:7f00:1]:3999/tag/x', loopback: true },
    { address: 'http://localhost./', loopback: true },
    { address: 'http://user@localhost:3999', loopback: true },
    { address: 'http://0.0.0.0:3999', loopback: true },
    { address: 'http://192.168.1.20:3999', loopback: false },
    { address: 'https://crafts.example.com', loopback: false },
    { address: 'http://localhost.example.com', loopback: false },
    { address: 'http://128.0.0.1', loopback: false },
    { address: 'not an address', loopback: false },
  ])('$address → $loopback', ({ address, loopback }) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('loopbackWarning', () => {
  it('names the origin printed codes would open', () => {
    expect(loopbackWarning('http://localhost:3999/tag/abc')).toBe(
      'Printed QR codes and e-mailed links point at http://localhost:3999, which opens only on this computer. Open the app at the address phones and other computers use, or set PUBLIC_URL to it.',
    );
  });
});
