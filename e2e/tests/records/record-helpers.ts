import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

type TCreated = { craftRecordId: string; taskId: string; taskStatus: number };

/** Calls an RPC procedure from the signed-in page, as the app does. */
export async function rpc(page: Page, path: string, json: unknown) {
  return page.evaluate(
    async ({ path, json }) => {
      const response = await fetch(`/rpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'orpc' },
        body: JSON.stringify({ json }),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: text ? (JSON.parse(text) as { json: unknown }) : null,
      };
    },
    { path, json },
  );
}

/** A company of the signed-in user's site that takes the craft type. */
export async function companyFor(page: Page, craftType: number) {
  const result = await rpc(page, 'sites/listCompanies', undefined);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const companies = result.body?.json as { id: string; name: string; craftTypes: number[] }[];
  const company = companies.find((c) => c.craftTypes.includes(craftType));
  if (!company) throw new Error(`no company for craft type ${craftType}`);
  return company;
}

/**
 * A new record with an Installation-like first task through /rpc/tasks/create. The page must be
 * signed in (on any app page). Urgent by default, so the task starts Awaiting.
 */
export async function createRecordWithTask(
  page: Page,
  {
    craftType = 10,
    taskType = 10,
    title = `E2E record ${Date.now().toString(36)}`,
    schedule = { choice: 'urgent', scheduledAt: null } as unknown,
    craftDetails = {} as Record<string, unknown>,
  }: {
    craftType?: number;
    taskType?: number;
    title?: string;
    schedule?: unknown;
    craftDetails?: Record<string, unknown>;
  } = {},
): Promise<TCreated & { title: string; companyName: string }> {
  const company = await companyFor(page, craftType);
  const result = await rpc(page, 'tasks/create', {
    craftType,
    taskType,
    newRecord: { title, locationId: null, craftDetails },
    schedule,
    assignedCompanyId: company.id,
    title: `Task - ${title}`,
    subscribe: false,
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { ...(result.body?.json as TCreated), title, companyName: company.name };
}

/** Moves a task to a status through /rpc/tasks/setStatus, as the signed-in user. */
export async function setStatusViaApi(page: Page, taskId: string, status: number, extra = {}) {
  const result = await rpc(page, 'tasks/setStatus', { taskId, status, ...extra });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body?.json;
}

/** The task card (an article) titled `title` inside the Open or Closed Tasks region. */
export function taskCard(page: Page, region: 'Open Tasks' | 'Closed Tasks', title: string) {
  return page
    .getByRole('region', { name: region })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

/** A tiny valid PNG of one solid colour, so each photo is a distinct real image. */
export function png(r: number, g: number, b: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([r, g, b]).flat())]);
  const pixels = Buffer.concat(Array(size).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
