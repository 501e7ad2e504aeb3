import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { boundedPasswordHashing, semaphore } from './password-hashing.ts';

// A hash as better-auth stores it (`salt:key` in hex, scrypt N 16384, r 16, p 1), made with its
// default hashPassword on 2026-11-30: what accounts created until now hold.
const STORED_HASH =
  '64fc6713d3ed917fe44dbd0393879c46:777c97291b8e9a14c2e276183b16edfb80ffe1d379e9bc505e38c765e6225cec124be3b4a728142d2c2c4eb9c033ede9a85bbcb57a5b05cded1965aa84cba5c3';

describe('password hashing', () => {
  it('verifies a password against a hash stored by better-auth, and refuses a wrong one', async () => {
    expect(await verifyPassword({ hash: STORED_HASH, password: 'Bench-Password-1' })).toBe(true);
    expect(await verifyPassword({ hash: STORED_HASH, password: 'Bench-Password-2' })).toBe(false);
  });

  it('writes new hashes in the same format', async () => {
    const hash = await hashPassword('Bench-Password-1');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: 'Bench-Password-1' })).toBe(true);
  });

  // Issue 38: scrypt run in JavaScript (@noble/hashes, better-auth's fallback for runtimes without
  // node:crypto) holds the event loop 10 ms at a time, so every other request waits behind each
  // sign-in; node:crypto's scrypt runs on libuv's pool. The server must get the latter.
  it("hashes with node:crypto's scrypt on the thread pool, not scrypt in JavaScript", async () => {
    const fromBetterAuth = createRequire(createRequire(import.meta.url).resolve('better-auth'));
    const implementation = fromBetterAuth.resolve('@better-auth/utils/password');
    expect(path.basename(implementation)).toBe('password.node.cjs');
    const nodeCrypto = (await import(
      pathToFileURL(implementation.replace(/\.cjs$/, '.mjs')).href
    )) as { hashPassword: unknown };
    expect(hashPassword).toBe(nodeCrypto.hashPassword);
  });

  it('the server hashes and verifies through the bounded pair, in the same format', async () => {
    const bounded = boundedPasswordHashing(1);
    const [first, second] = await Promise.all([
      bounded.hash('Ząb-Пароль-1'),
      bounded.hash('Ząb-Пароль-1'),
    ]);
    expect(first).not.toBe(second);
    expect(await verifyPassword({ hash: first, password: 'Ząb-Пароль-1' })).toBe(true);
    expect(await bounded.verify({ hash: STORED_HASH, password: 'Bench-Password-1' })).toBe(true);
  });
});

describe('semaphore', () => {
  it('runs at most its size at once, the rest in the order they came', async () => {
    const bounded = semaphore(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const work = (n: number) =>
      bounded(async () => {
        started.push(n);
        await new Promise<void>((resolve) => finish.push(resolve));
        return n;
      });
    const all = Promise.all([work(1), work(2), work(3), work(4)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    finish[1]?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    finish[0]?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3, 4]);
    finish[2]?.();
    finish[3]?.();
    expect(await all).toEqual([1, 2, 3, 4]);
  });
});
