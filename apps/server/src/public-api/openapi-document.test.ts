import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { WEBHOOK_EVENTS } from '@craftwork/domain/integrations/webhooks';
import { publicApiDocument } from './document.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

type TJson = Record<string, unknown>;
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (v as TJson | undefined)?.[k], value);

describe('the REST API document', () => {
  it("passes Redocly's recommended rules with no warning", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(await publicApiDocument()));
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [REDOCLY, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=json'],
        {
          cwd: ROOT,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: { stdout: string; stderr: string }) => error);
      const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(
        report.problems.map((p) => `${p.ruleId}: ${p.message}`),
        stderr,
      ).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names every answer and closes its objects to undocumented fields', async () => {
    const document = await publicApiDocument();
    for (const [route, item] of Object.entries(at(document, 'paths') as TJson))
      for (const [method, operation] of Object.entries(item as TJson)) {
        const ok = at(operation, 'responses', '200', 'content', 'application/json', 'schema');
        expect(ok, `${method} ${route}`).toMatchObject({
          $ref: expect.stringMatching(/^#\/components\/schemas\/\w+$/),
        });
      }
    expect(at(document, 'components', 'schemas', 'TaskPage', 'additionalProperties')).toBe(false);
    expect(at(document, 'components', 'schemas', 'TaskPage', 'required')).toEqual([
      'items',
      'deleted',
      'nextCursor',
    ]);
  });

  it('lists task statuses with their constant names, from the domain catalogue', async () => {
    const status = at(await publicApiDocument(), 'components', 'schemas', 'TaskStatus');
    expect(status).toMatchObject({
      type: 'integer',
      enum: Object.values(TASK_STATUS),
      'x-enum-varnames': Object.keys(TASK_STATUS),
    });
  });

  it('documents the problem answers of a write on an item', async () => {
    const responses = at(
      await publicApiDocument(),
      'paths',
      '/tasks/{id}/status',
      'post',
      'responses',
    );
    expect(Object.keys(responses as TJson).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '411',
      '413',
      '415',
      '429',
      '500',
    ]);
    expect(at(await publicApiDocument(), 'components', 'responses', 'Conflict', 'content')).toEqual(
      {
        'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
      },
    );
  });

  it('describes each webhook event the server delivers', async () => {
    const webhooks = at(await publicApiDocument(), 'webhooks') as TJson;
    expect(Object.keys(webhooks)).toEqual([...WEBHOOK_EVENTS]);
  });
});
