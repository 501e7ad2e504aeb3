import { randomUUID } from 'node:crypto';
import { INVOICE_MESSAGES } from '@craftwork/domain/billing/invoices';
import { PAYMENT_MESSAGES } from '@craftwork/domain/billing/payments';
import type { TInvoiceStatus } from '@craftwork/domain/billing/transitions';
import type { Database } from '../../../db/client.ts';
import { customers, invoiceLines, invoicePayments, invoices } from '../../../db/schema.ts';
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

/** Each principal's invoices in its own site, one per procedure that changes one. */
type Own = {
  customerId: string;
  draftId: string;
  toSendId: string;
  sentId: string;
  toVoidId: string;
  /** A partially paid invoice and its live payment, for voidPayment. */
  partlyPaidId: string;
  paymentId: string;
};
const own = {} as Record<Principal, Own>;

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

/** Numbers far above what the tests' creates reach, unique per site. */
let number = 900_000;

const LINE = { name: 'Matrix line', unit: 'each', quantityMilli: 1000, unitPriceCents: 1000 };

/** An invoice stored as given (the matrix needs each status at once), with one line. */
async function addMatrixInvoice(
  db: Database,
  siteKey: string,
  customerId: string,
  status: TInvoiceStatus,
  paidCents = 0,
): Promise<string> {
  const id = randomUUID();
  await db.insert(invoices).values({
    id,
    siteKey,
    number: ++number,
    customerId,
    status,
    paidCents,
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    subtotalCents: 1000,
    totalCents: 1000,
  });
  await db
    .insert(invoiceLines)
    .values({ id: randomUUID(), invoiceId: id, position: 0, amountCents: 1000, ...LINE });
  return id;
}

/**
 * The id-lifting test swaps only the ids it knows: the procedures that carry invoices and
 * customers made here are listed as taking no id; invoices.integration.test.ts calls them with
 * another site's invoice and customer. taskBilling takes a task id, which it does swap.
 */
export const invoicesArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    for (const p of PRINCIPALS) {
      const siteKey = siteOf(w, p).siteKey;
      const customerId = randomUUID();
      await db.insert(customers).values({
        id: customerId,
        siteKey,
        name: `Invoice customer of ${p}`,
        email: `invoices-${p.toLowerCase()}@matrix.test`,
      });
      own[p] = {
        customerId,
        draftId: await addMatrixInvoice(db, siteKey, customerId, 'draft'),
        toSendId: await addMatrixInvoice(db, siteKey, customerId, 'draft'),
        sentId: await addMatrixInvoice(db, siteKey, customerId, 'sent'),
        toVoidId: await addMatrixInvoice(db, siteKey, customerId, 'draft'),
        partlyPaidId: await addMatrixInvoice(db, siteKey, customerId, 'partially_paid', 400),
        paymentId: randomUUID(),
      };
      await db.insert(invoicePayments).values({
        id: own[p].paymentId,
        siteKey,
        invoiceId: own[p].partlyPaidId,
        paidDate: '2026-03-10',
        amountCents: 400,
        method: 'check',
      });
    }
  },
  takeNoId: [
    'invoices.list',
    'invoices.get',
    'invoices.create',
    'invoices.save',
    'invoices.send',
    'invoices.recordPayment',
    'invoices.voidPayment',
    'invoices.void',
    'invoices.exportCsv',
    'invoices.billableTasks',
  ],
  rows: {
    'invoices.list': { access: money, input: () => ({ search: '', status: null }) },
    'invoices.get': { access: money, input: (_w, p) => ({ id: own[p].draftId }) },
    'invoices.create': {
      access: money,
      input: (_w, p) => ({ kind: 'blank', customerId: own[p].customerId }),
    },
    'invoices.save': {
      access: money,
      input: (_w, p) => ({
        id: own[p].draftId,
        issueDate: '2026-03-02',
        netDays: 30,
        notes: 'Matrix',
        lines: [LINE],
      }),
    },
    'invoices.send': { access: money, input: (_w, p) => ({ id: own[p].toSendId }) },
    'invoices.recordPayment': {
      access: money,
      input: (_w, p) => ({
        id: own[p].sentId,
        amountCents: 1000,
        paidDate: '2026-03-15',
        method: 'check',
        reference: 'Check 1',
      }),
      refusals: [{ code: 'CONFLICT', message: PAYMENT_MESSAGES.notPayable }],
    },
    'invoices.voidPayment': {
      access: money,
      input: (_w, p) => ({ id: own[p].partlyPaidId, paymentId: own[p].paymentId }),
      refusals: [{ code: 'CONFLICT', message: PAYMENT_MESSAGES.alreadyVoid }],
    },
    'invoices.void': {
      access: money,
      input: (_w, p) => ({ id: own[p].toVoidId }),
      refusals: [{ code: 'CONFLICT', message: INVOICE_MESSAGES.notVoidable }],
    },
    'invoices.exportCsv': { access: money, input: () => ({}) },
    'invoices.billableTasks': {
      access: money,
      input: (_w, p) => ({ customerId: own[p].customerId }),
    },
    'invoices.taskBilling': {
      access: money,
      input: (w, p) => ({ taskId: w.mine[p].taskId }),
    },
  },
};
