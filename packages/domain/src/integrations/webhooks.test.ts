import { describe, expect, it } from 'vitest';
import {
  formatSignatureHeader,
  isPrivateAddress,
  retryWindows,
  signedContent,
  standardSignedContent,
  standardWebhookKeyText,
  WEBHOOK_URL_MAX,
  WEBHOOK_URL_MESSAGES,
  webhookUrlProblem,
  ZWebhookEndpointInput,
} from './webhooks.ts';

const HEX = 'a'.repeat(64);
const HEX2 = '0123456789abcdef'.repeat(4);

describe('Standard Webhooks signature', () => {
  it('signs the event id, the timestamp and the raw body, dot-separated', () => {
    expect(standardSignedContent('evt_1', 1700000000, '{"a":1}')).toBe('evt_1.1700000000.{"a":1}');
  });

  it.each([
    ['our secret: its hex tail is base64', `whsec_${HEX2}`, HEX2],
    [
      'the Standard Webhooks example secret',
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    ],
    ['padding of one', `whsec_${'QUJD'.repeat(6)}QUI=`, `${'QUJD'.repeat(6)}QUI=`],
    ['no prefix', HEX2, HEX2],
    ['a tail that is not a multiple of four', `whsec_${HEX2}a`, null],
    ['base64url characters', `whsec_${'a-_b'.repeat(8)}`, null],
    ['fewer than 18 bytes', 'whsec_0123456789abcdef', null],
    ['nothing after the prefix', 'whsec_', null],
  ])('reads the key of %s', (_name, secret, key) => {
    expect(standardWebhookKeyText(secret)).toBe(key);
  });
});

describe('signature header', () => {
  it('signs the timestamp, a dot and the raw body', () => {
    expect(signedContent(1700000000, '{"a":1}')).toBe('1700000000.{"a":1}');
  });

  it('formats t and v1', () => {
    expect(formatSignatureHeader(1700000000, HEX)).toBe(`t=1700000000,v1=${HEX}`);
  });
});

describe('retryWindows', () => {
  it('doubles from 30 s over 8 retries (about 2 to 4¼ hours in all)', () => {
    const windows = retryWindows();
    expect(windows.map((w) => [w.minSeconds, w.maxSeconds])).toEqual([
      [30, 60],
      [60, 120],
      [120, 240],
      [240, 480],
      [480, 960],
      [960, 1920],
      [1920, 3840],
      [3840, 7680],
    ]);
    const min = windows.reduce((sum, w) => sum + w.minSeconds, 0);
    const max = windows.reduce((sum, w) => sum + w.maxSeconds, 0);
    expect([min, max]).toEqual([7650, 15300]);
  });

  it('follows another delay and limit', () => {
    expect(retryWindows(2, 2)).toEqual([
      { retry: 1, minSeconds: 2, maxSeconds: 4 },
      { retry: 2, minSeconds: 4, maxSeconds: 8 },
    ]);
  });
});

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['198.51.100.7', true],
    ['203.0.113.9', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['::1', true],
    ['[::1]', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['2001:4860:4860::8888', false],
    ['example.com', false],
  ])('%s → %s', (address, isPrivate) => {
    expect(isPrivateAddress(address)).toBe(isPrivate);
  });
});

/**
 * IPv6 addresses that carry an IPv4 address (issue 31, item 5): each form is decoded and the
 * IPv4 address inside is judged, so a private one is refused however it is wrapped, and a
 * public one stays usable. Teredo carries the client's address inverted bit by bit.
 */
describe('isPrivateAddress with an IPv4 address inside IPv6', () => {
  it.each([
    // IPv4-compatible ::a.b.c.d (deprecated), written dotted and in hex
    ['::127.0.0.1', true],
    ['::7f00:1', true],
    ['::10.0.0.1', true],
    ['::169.254.169.254', true],
    ['::8.8.8.8', false],
    ['::808:808', false],
    // IPv4-mapped ::ffff:a.b.c.d, and the long and upper-case spellings of it
    ['::ffff:169.254.169.254', true],
    ['::ffff:a9fe:a9fe', true],
    ['0:0:0:0:0:ffff:7f00:1', true],
    ['::FFFF:7F00:1', true],
    ['0000:0000:0000:0000:0000:ffff:c0a8:0101', true],
    ['::ffff:8.8.8.8', false],
    ['::ffff:808:808', false],
    // IPv4-translated ::ffff:0:a.b.c.d
    ['::ffff:0:127.0.0.1', true],
    ['::ffff:0:808:808', false],
    // NAT64 well-known prefix 64:ff9b::/96
    ['64:ff9b::127.0.0.1', true],
    ['64:ff9b::7f00:1', true],
    ['64:ff9b::a9fe:a9fe', true],
    ['64:ff9b::10.1.2.3', true],
    ['64:ff9b::c0a8:1', true],
    ['64:ff9b::ac10:1', true],
    ['64:ff9b::6440:1', true],
    ['[64:ff9b::127.0.0.1]', true],
    ['64:ff9b::808:808', false],
    ['64:ff9b::8.8.8.8', false],
    // NAT64 local-use prefix 64:ff9b:1::/48: not reachable from the internet at all
    ['64:ff9b:1::7f00:1', true],
    ['64:ff9b:1::808:808', true],
    ['64:ff9b:1:ffff::1', true],
    // 6to4 2002::/16: the IPv4 address is in bits 16-47
    ['2002:7f00:1::1', true],
    ['2002:a9fe:a9fe::', true],
    ['2002:a00:1:1::1', true],
    ['2002:c0a8:101::1', true],
    ['2002:808:808::1', false],
    // Teredo 2001:0::/32: server IPv4 in bits 32-63, client IPv4 inverted in the last 32 bits
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', true], // client 127.0.0.1
    ['2001:0:4136:e378:8000:63bf:5601:5601', true], // client 169.254.169.254
    ['2001:0:4136:e378:8000:63bf:3f57:fefd', true], // client 192.168.1.2
    ['2001::7f00:1:0:0:f7f7:f7f7', true], // server 127.0.0.1
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', false], // client 8.8.8.8
  ])('%s → %s', (address, isPrivate) => {
    expect(isPrivateAddress(address)).toBe(isPrivate);
  });

  it.each([
    ['::ffff:0.0.0.0', true],
    ['fec0::1', true], // site-local (deprecated)
    ['2001:db8::1', true], // documentation
    ['3fff::1', true], // documentation
    ['100::1', true], // discard-only
    ['2001:2::1', true], // benchmarking
    ['5f00::1', true], // segment routing
    ['fe80::1%eth0', true], // link-local with a zone
    ['::1:2:3:4:5:6:7:8', true], // malformed: refused, not read as public
    ['1:2:3:4:5:6:7:8:9', true],
    ['2001:4860::8888::1', true],
    ['::ffff:999.0.0.1', true],
    ['2606:4700:4700::1111', false],
    ['2a00:1450:4001:80e::200e', false],
  ])('other IPv6 ranges: %s → %s', (address, isPrivate) => {
    expect(isPrivateAddress(address)).toBe(isPrivate);
  });
});

describe('webhookUrlProblem', () => {
  it.each([
    ['https://erp.example.com/hooks', false, null],
    ['https://93.184.216.34/hooks', false, null],
    ['http://erp.example.com/hooks', false, WEBHOOK_URL_MESSAGES.https],
    ['https://localhost/hooks', false, WEBHOOK_URL_MESSAGES.private],
    ['https://api.localhost/hooks', false, WEBHOOK_URL_MESSAGES.private],
    ['https://intranet/hooks', false, WEBHOOK_URL_MESSAGES.private],
    ['https://printer.local/hooks', false, WEBHOOK_URL_MESSAGES.private],
    ['https://127.0.0.1:8443/hooks', false, WEBHOOK_URL_MESSAGES.private],
    ['https://10.0.0.5/hooks', false, WEBHOOK_URL_MESSAGES.private],
    ['https://[::1]/hooks', false, WEBHOOK_URL_MESSAGES.private],
    ['https://[::127.0.0.1]/hooks', false, WEBHOOK_URL_MESSAGES.private],
    ['https://[64:ff9b::127.0.0.1]/hooks', false, WEBHOOK_URL_MESSAGES.private],
    ['https://[64:ff9b::a9fe:a9fe]/latest', false, WEBHOOK_URL_MESSAGES.private],
    ['https://[2002:7f00:1::1]/hooks', false, WEBHOOK_URL_MESSAGES.private],
    ['https://[64:ff9b::808:808]/hooks', false, null],
    ['https://169.254.169.254/latest', false, WEBHOOK_URL_MESSAGES.private],
    ['https://user:pw@erp.example.com/', false, WEBHOOK_URL_MESSAGES.credentials],
    ['ftp://erp.example.com/', false, WEBHOOK_URL_MESSAGES.invalid],
    ['javascript:alert(1)', false, WEBHOOK_URL_MESSAGES.invalid],
    ['erp.example.com/hooks', false, WEBHOOK_URL_MESSAGES.invalid],
    [`https://e.com/${'x'.repeat(WEBHOOK_URL_MAX)}`, false, WEBHOOK_URL_MESSAGES.tooLong],
    ['https://[2001:4860:4860::8888]/hooks', false, null],
    ['https://2130706433/hooks', false, WEBHOOK_URL_MESSAGES.invalid],
    ['https://0x7f.1/hooks', false, WEBHOOK_URL_MESSAGES.invalid],
    ['https://erp.example.com:8443/a?b=c#d', false, null],
    ['https://erp.example.com:99999/', false, WEBHOOK_URL_MESSAGES.invalid],
    ['https://erp example.com/', false, WEBHOOK_URL_MESSAGES.invalid],
    ['http://127.0.0.1:4000/hooks', true, null],
    ['http://localhost/hooks', true, null],
    ['ftp://127.0.0.1/', true, WEBHOOK_URL_MESSAGES.invalid],
  ])('%s (private allowed: %s) → %s', (url, allowPrivate, problem) => {
    expect(webhookUrlProblem(url, allowPrivate)).toBe(problem);
  });
});

describe('ZWebhookEndpointInput', () => {
  it.each([
    [{ url: 'https://e.com', events: ['task.created'] }, true],
    [{ url: 'https://e.com', description: 'ERP', events: ['invoice.paid', 'record.closed'] }, true],
    [{ url: 'https://e.com', events: [] }, false],
    [{ url: 'https://e.com', events: ['ping'] }, false],
    [{ url: 'https://e.com', events: ['task.deleted'] }, false],
    [{ url: '', events: ['task.created'] }, false],
    [{ url: 'https://e.com', description: 'x'.repeat(201), events: ['task.created'] }, false],
  ])('%j → valid %s', (input, valid) => {
    expect(ZWebhookEndpointInput.safeParse(input).success).toBe(valid);
  });

  it('drops repeated events', () => {
    const parsed = ZWebhookEndpointInput.parse({
      url: 'https://e.com',
      events: ['task.created', 'task.created'],
    });
    expect(parsed.events).toEqual(['task.created']);
  });
});
