import { randomUUID } from 'node:crypto';
import { ESTIMATE_MESSAGES } from '@craftwork/domain/billing/estimates';
import type { TEstimateStatus } from '@craftwork/domain/billing/transitions';
import { customers, estimateLines, estimates } from '../../../db/schema.ts';
import type { Database } from '../../../db/client.ts';
import { everyone, type MatrixArea } from '../matrix-kit.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from '../principals.ts';

/**
 * Who sees money (moneyProcedure): plant personnel and site admins; no company manages the
 * matrix sites, so company users are refused.
 */
const money = {
  ...everyone('deny'),
  plant: 'allow',
  siteAdmin: 'allow',
  otherSite: 'allow',
  noLocation: 'allow',
} as const;

/** Each principal's estimates in its own site, one per procedure that changes one. */
type Own = {
  customerId: string;
  draftId: string;
  toSendId: string;
  rejectedId: string;
  sentId: string;
};
const own = {} as Record<Principal, Own>;

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

/** Numbers far above what the tests' saves reach, unique per site. */
let number = 900_000;

const LINE = { name: 'Matrix line', unit: 'each', quantityMilli: 1000, unitPriceCents: 1000 };

/** An estimate stored as given (the matrix needs each status at once). */
export async function addMatrixEstimate(
  db: Database,
  siteKey: string,
  customerId: string,
  status: TEstimateStatus,
  extra: Partial<typeof estimates.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(estimates).values({
    id,
    siteKey,
    number: ++number,
    customerId,
    status,
    subtotalCents: 1000,
    totalCents: 1000,
    ...extra,
  });
  await db
    .insert(estimateLines)
    .values({ id: randomUUID(), estimateId: id, position: 0, amountCents: 1000, ...LINE });
  return id;
}

/**
 * The id-lifting test swaps only the ids it knows: these procedures carry estimates made here,
 * so they are listed as taking no id; estimates.integration.test.ts calls them with another
 * site's estimate.
 */
export const estimatesArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    for (const p of PRINCIPALS) {
      const siteKey = siteOf(w, p).siteKey;
      const customerId = randomUUID();
      await db.insert(customers).values({
        id: customerId,
        siteKey,
        name: `Estimate customer of ${p}`,
        email: `estimates-${p.toLowerCase()}@matrix.test`,
      });
      own[p] = {
        customerId,
        draftId: await addMatrixEstimate(db, siteKey, customerId, 'draft'),
        toSendId: await addMatrixEstimate(db, siteKey, customerId, 'draft'),
        rejectedId: await addMatrixEstimate(db, siteKey, customerId, 'rejected'),
        sentId: await addMatrixEstimate(db, siteKey, customerId, 'sent'),
      };
    }
  },
  takeNoId: [
    'estimates.list',
    'estimates.get',
    'estimates.save',
    'estimates.send',
    'estimates.revise',
    'estimates.markRejected',
  ],
  rows: {
    'estimates.list': { access: money, input: () => ({ search: 'EST-0001' }) },
    'estimates.get': { access: money, input: (_w, p) => ({ id: own[p].draftId }) },
    'estimates.save': {
      access: money,
      input: (_w, p) => ({
        id: own[p].draftId,
        customerId: own[p].customerId,
        title: `Changed by ${p}`,
        lines: [LINE],
      }),
    },
    'estimates.send': { access: money, input: (_w, p) => ({ id: own[p].toSendId }) },
    // Once revised the estimate is a draft: a second call finds nothing to revise.
    'estimates.revise': {
      access: money,
      input: (_w, p) => ({ id: own[p].rejectedId }),
      refusals: [{ code: 'CONFLICT', message: ESTIMATE_MESSAGES.notRevisable }],
    },
    'estimates.markRejected': {
      access: money,
      input: (_w, p) => ({ id: own[p].sentId }),
      refusals: [{ code: 'CONFLICT', message: ESTIMATE_MESSAGES.notRejectable }],
    },
  },
};
