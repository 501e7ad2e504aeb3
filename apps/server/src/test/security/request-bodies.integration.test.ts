import http from 'node:http';
import { MAX_SIGNATURE_BYTES } from '@craftwork/domain/billing/estimates';
import { ERROR_MESSAGES } from '@craftwork/domain/errors/errors';
import { IMPORT_LIMITS } from '@craftwork/domain/import/fields';
import { MAX_ATTACHMENT_BYTES } from '@craftwork/domain/records/attachments';
import { PHOTO_LIMITS } from '@craftwork/domain/records/photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGE } from '../../errors.ts';
import {
  BODY_LIMITS,
  BODY_MESSAGES,
  bodyRuleOf,
  CSRF_ERROR,
  CSRF_HEADER,
} from '../../http/request-bodies.ts';
import { createSiteFixture, PASSWORD } from '../fixtures.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { procedurePaths } from './router-paths.ts';

/**
 * Issue 31 #1: oRPC reads and parses a whole body (a multipart one into memory) before any
 * guard runs, so every call's body is judged by its headers and the caller's session first
 * (decision 187). Each refusal here is answered with the body never sent: a server that read
 * it would wait for it, and the answer would not come.
 */
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await startTestApp();
  const site = await createSiteFixture(t.db, 'BODIES');
  const admin = await t.signIn(site.users.admin.email, PASSWORD);
  adminCookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
});
afterAll(() => t.close());

type TAnswer = { status: number; code?: string; message?: string };

/**
 * Sends a request's headers and then `send` bytes of its body (by default none, whatever its
 * Content-Length says) and waits for the answer; a server still reading gives none in time.
 */
function probe(
  path: string,
  headers: Record<string, string | number>,
  options: { method?: string; cookie?: string; send?: number } = {},
): Promise<TAnswer> {
  const url = new URL(`/rpc/${path.replaceAll('.', '/')}`, t.url);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: options.method ?? 'POST',
      headers: {
        origin: 'http://craftwork.test',
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...headers,
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`${path}: no answer while the body was not sent`));
    }, 3000);
    request.on('error', () => {}); // the server may close the socket once it has answered
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        let json: { code?: string; message?: string } = {};
        try {
          json = (JSON.parse(text) as { json?: typeof json }).json ?? {};
        } catch {
          // not the RPC's JSON
        }
        resolve({ status: response.statusCode ?? 0, code: json.code, message: json.message });
      });
    });
    request.flushHeaders();
    if (options.send) request.write(Buffer.alloc(options.send, 0x20));
  });
}

const JSON_TYPE = { 'content-type': 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value };
const MULTIPART_TYPE = {
  'content-type': 'multipart/form-data; boundary=b',
  [CSRF_HEADER.name]: CSRF_HEADER.value,
};
const TOO_LARGE = { status: 413, code: 'PAYLOAD_TOO_LARGE', message: ERROR_MESSAGES.tooLarge };
const JSON_ONLY = { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: BODY_MESSAGES.jsonOnly };
const JSON_OR_FILES = {
  status: 415,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: BODY_MESSAGES.jsonOrFiles,
};
const SIGN_IN = { status: 401, code: 'UNAUTHORIZED', message: SIGN_IN_MESSAGE };

/** The procedures that take files, each with the largest file (or files) its schema admits. */
const UPLOADS: Record<string, number> = {
  'craftRecords.addPhotos': MAX_ATTACHMENT_BYTES * PHOTO_LIMITS.maxPerUpload,
  'craftRecords.addAttachment': MAX_ATTACHMENT_BYTES,
  'profile.setPhoto': MAX_ATTACHMENT_BYTES,
  'companies.setLogo': PHOTO_LIMITS.maxBytes * 2,
  'assets.setPhoto': PHOTO_LIMITS.maxBytes * 2,
  'csvImport.inspect': IMPORT_LIMITS.maxBytes * 2,
  'csvImport.dryRun': IMPORT_LIMITS.maxBytes * 2,
  'csvImport.run': IMPORT_LIMITS.maxBytes * 2,
};
const PATHS = procedurePaths();
const takesFiles = (path: string) => bodyRuleOf(path).multipart !== null;

/** Answers of every procedure, one line each, to compare whole lists at once. */
async function answersOf(paths: readonly string[], ask: (path: string) => Promise<TAnswer>) {
  const lines: string[] = [];
  for (const path of paths) {
    const { status, code, message } = await ask(path);
    lines.push(`${path}: ${status} ${code} ${message}`);
  }
  return lines;
}
const line = (path: string, answer: TAnswer) =>
  `${path}: ${answer.status} ${answer.code} ${answer.message}`;

describe('which procedures take files', () => {
  it('is exactly the procedures whose input has a file, each limited by its schema', () => {
    expect(PATHS.filter(takesFiles).sort()).toEqual(Object.keys(UPLOADS).sort());
    for (const [path, files] of Object.entries(UPLOADS)) {
      const limit = bodyRuleOf(path).multipart!;
      expect(limit, path).toBeGreaterThanOrEqual(Math.min(files, BODY_LIMITS.upload));
      expect(limit, path).toBeLessThanOrEqual(
        Math.min(files + BODY_LIMITS.json, BODY_LIMITS.upload),
      );
    }
  });
});

describe('signed out', () => {
  it('refuses a JSON body over the small signed-out limit at every procedure, unread', async () => {
    const answers = await answersOf(PATHS, (path) =>
      probe(path, { ...JSON_TYPE, 'content-length': bodyRuleOf(path).signedOut + 1 }),
    );
    expect(answers).toEqual(PATHS.map((path) => line(path, TOO_LARGE)));
  });

  it('keeps the signed-out limit small, but for the estimate approval (its signature)', () => {
    const larger = PATHS.filter((path) => bodyRuleOf(path).signedOut !== BODY_LIMITS.signedOut);
    expect(larger).toEqual(['estimateApproval.approve']);
    expect(bodyRuleOf('estimateApproval.approve').signedOut).toBeGreaterThan(MAX_SIGNATURE_BYTES);
    expect(bodyRuleOf('estimateApproval.approve').signedOut).toBeLessThan(BODY_LIMITS.json);
    expect(BODY_LIMITS.signedOut).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses multipart at every procedure, unread: 415, or sign in where files are taken', async () => {
    const answers = await answersOf(PATHS, (path) =>
      probe(path, { ...MULTIPART_TYPE, 'content-length': 1024 }),
    );
    expect(answers).toEqual(
      PATHS.map((path) => line(path, takesFiles(path) ? SIGN_IN : JSON_ONLY)),
    );
  });

  it('refuses 30 MB to session.me, the probe of the issue, before reading it', async () => {
    expect(
      await probe('session.me', { ...MULTIPART_TYPE, 'content-length': 30 * 1024 * 1024 }),
    ).toEqual(JSON_ONLY);
  });

  it('reads a body within the limit', async () => {
    const body = JSON.stringify({ json: null, padding: 'x'.repeat(BODY_LIMITS.signedOut - 100) });
    const response = await t.client().fetch('/rpc/session/me', {
      method: 'POST',
      headers: JSON_TYPE,
      body,
    });
    expect(response.status).toBe(200);
  });

  it('refuses a forged post (no CSRF header) before reading its body', async () => {
    expect(
      await probe('session.me', {
        'content-type': 'multipart/form-data; boundary=b',
        'content-length': 30 * 1024 * 1024,
      }),
    ).toEqual({ status: 403, code: CSRF_ERROR.code, message: CSRF_ERROR.message });
  });
});

describe('signed in', () => {
  it('refuses multipart to every procedure that takes no file, unread', async () => {
    const paths = PATHS.filter((path) => !takesFiles(path));
    const answers = await answersOf(paths, (path) =>
      probe(path, { ...MULTIPART_TYPE, 'content-length': 1024 }, { cookie: adminCookie }),
    );
    expect(answers).toEqual(paths.map((path) => line(path, JSON_ONLY)));
  });

  it('refuses multipart over each upload procedure’s own limit, unread', async () => {
    const paths = Object.keys(UPLOADS);
    const answers = await answersOf(paths, (path) =>
      probe(
        path,
        { ...MULTIPART_TYPE, 'content-length': bodyRuleOf(path).multipart! + 1 },
        { cookie: adminCookie },
      ),
    );
    expect(answers).toEqual(paths.map((path) => line(path, TOO_LARGE)));
  });

  it('refuses JSON over the limit at every procedure, unread', async () => {
    const answers = await answersOf(PATHS, (path) =>
      probe(
        path,
        { ...JSON_TYPE, 'content-length': BODY_LIMITS.json + 1 },
        { cookie: adminCookie },
      ),
    );
    expect(answers).toEqual(PATHS.map((path) => line(path, TOO_LARGE)));
  });

  it.each([
    ['text/plain', {}],
    ['application/x-www-form-urlencoded', {}],
    ['application/octet-stream', {}],
    ['text/event-stream', {}],
    ['application/json', { 'content-disposition': 'attachment; filename="x.json"' }],
  ])('refuses %s %j, which oRPC would read as a file or a form', async (type, extra) => {
    const headers = { [CSRF_HEADER.name]: CSRF_HEADER.value, 'content-type': type, ...extra };
    const options = { cookie: adminCookie };
    expect(
      await probe('profile.updatePhone', { ...headers, 'content-length': 64 }, options),
    ).toEqual(JSON_ONLY);
    expect(
      await probe('craftRecords.addAttachment', { ...headers, 'content-length': 64 }, options),
    ).toEqual(JSON_OR_FILES);
  });

  it('refuses a body without Content-Length (chunked), and bodies of PUT and PATCH too', async () => {
    const options = { cookie: adminCookie };
    expect(
      await probe(
        'profile.updatePhone',
        { ...JSON_TYPE, 'transfer-encoding': 'chunked' },
        { ...options, send: 0 },
      ),
    ).toEqual({ status: 411, code: 'LENGTH_REQUIRED', message: ERROR_MESSAGES.lengthRequired });
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect(
        await probe(
          'session.me',
          { ...MULTIPART_TYPE, 'content-length': 30 * 1024 * 1024 },
          { ...options, method },
        ),
        method,
      ).toEqual(JSON_ONLY);
  });
});

describe('server memory', () => {
  const BODY = 30 * 1024 * 1024;
  const CHUNK = Buffer.alloc(256 * 1024, 0x41);

  /** Streams a whole multipart body of BODY bytes from one reused chunk, as an outsider would. */
  function flood(path: string): Promise<number> {
    return new Promise((resolve) => {
      const request = http.request(new URL(`/rpc/${path}`, t.url), {
        method: 'POST',
        headers: { ...MULTIPART_TYPE, 'content-length': BODY },
      });
      let status = 0;
      request.on('response', (response) => {
        status = response.statusCode ?? 0;
        response.resume();
        response.on('end', () => resolve(status));
      });
      request.on('error', () => resolve(status));
      let sent = 0;
      const pump = () => {
        while (sent < BODY) {
          sent += CHUNK.length;
          if (!request.write(CHUNK)) return void request.once('drain', pump);
        }
        request.end();
      };
      pump();
    });
  }

  it('does not grow by the bodies of large signed-out posts', async () => {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const statuses: number[] = [];
    try {
      for (let round = 0; round < 2; round++)
        statuses.push(
          ...(await Promise.all([
            flood('session/me'),
            flood('system/config'),
            flood('craftRecords/addPhotos'),
          ])),
        );
    } finally {
      clearInterval(sampler);
    }
    // Six bodies are sent (180 MB; read, they grew the process by about 200 MB): the growth
    // allowed is two bodies, as the rest of a shared test process may also allocate meanwhile.
    expect(peak - baseline, `peak growth ${peak - baseline} bytes`).toBeLessThan(2 * BODY);
    expect(statuses).toEqual([415, 415, 401, 415, 415, 401]);
  }, 30_000);
});
