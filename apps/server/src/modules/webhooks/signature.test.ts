import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyCraftworkSignature as verifySignature } from '@craftwork/sdk';
import { signatureHeader, signBody, standardWebhookHeaders } from './signature.ts';

const SECRET = 'whsec_0123456789abcdef';
const BODY = '{"id":"evt_1","type":"task.created"}';
const NOW = new Date('2026-11-25T08:00:00Z');
const T = Math.floor(NOW.getTime() / 1000);

describe('webhook signatures', () => {
  it('matches a known HMAC-SHA256 of "<t>.<body>"', () => {
    // echo -n '1795593600.{"id":"evt_1","type":"task.created"}' | openssl dgst -sha256 -hmac whsec_0123456789abcdef
    expect(signBody(SECRET, T, BODY)).toBe(
      '8abfa09e2297f840ba460cb7da32c013784ccebf4cc99358027e34434207f9c6',
    );
    expect(signatureHeader(SECRET, BODY, NOW)).toBe(`t=${T},v1=${signBody(SECRET, T, BODY)}`);
  });

  it.each([
    ['the same secret, body and time', SECRET, BODY, 0, true],
    ['four minutes later', SECRET, BODY, 240, true],
    ['a wrong secret', 'whsec_other', BODY, 0, false],
    ['an altered body', SECRET, BODY.replace('created', 'deleted'), 0, false],
    ['a body with a space added', SECRET, `${BODY} `, 0, false],
    ['six minutes later (old timestamp)', SECRET, BODY, 360, false],
  ])('verifies with %s → %s', (_name, secret, body, laterSeconds, ok) => {
    const header = signatureHeader(SECRET, BODY, NOW);
    const at = new Date(NOW.getTime() + laterSeconds * 1000);
    expect(verifySignature(secret, header, body, at)).toBe(ok);
  });

  it.each([
    ['no header', undefined],
    ['a header without v1', `t=${T}`],
    ['a forged v1', `t=${T},v1=${'0'.repeat(64)}`],
    ['a moved timestamp', `t=${T + 1},v1=${signBody(SECRET, T, BODY)}`],
  ])('refuses %s', (_name, header) => {
    expect(verifySignature(SECRET, header, BODY, NOW)).toBe(false);
  });

  it('accepts one of several v1 values (a receiver during a secret rotation)', () => {
    const header = `t=${T},v1=${'0'.repeat(64)},v1=${signBody(SECRET, T, BODY)}`;
    expect(verifySignature(SECRET, header, BODY, NOW)).toBe(true);
  });
});

describe('Standard Webhooks signature', () => {
  const secret = `whsec_${'0123456789abcdef'.repeat(4)}`;
  const now = new Date();

  it('sends the event id, the time and a v1 signature the standardwebhooks library accepts', () => {
    const headers = standardWebhookHeaders(secret, 'evt_1', BODY, now);
    expect(headers).toEqual({
      'webhook-id': 'evt_1',
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]{43}=$/),
    });
    expect(new Webhook(secret).verify(BODY, headers)).toEqual(JSON.parse(BODY));
  });

  it.each([
    ['an altered body', secret, BODY.replace('created', 'deleted'), 'evt_1'],
    ['another event id', secret, BODY, 'evt_2'],
    ['another secret', `whsec_${'a'.repeat(64)}`, BODY, 'evt_1'],
  ])('is refused by the library with %s', (_name, key, body, id) => {
    const headers = { ...standardWebhookHeaders(secret, 'evt_1', BODY, now), 'webhook-id': id };
    expect(() => new Webhook(key).verify(body, headers)).toThrow(WebhookVerificationError);
  });

  it('leaves the headers out for a secret whose tail is not base64', () => {
    expect(standardWebhookHeaders(SECRET, 'evt_1', BODY, now)).toEqual({});
  });
});
