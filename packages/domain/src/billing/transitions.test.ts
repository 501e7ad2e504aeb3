import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_STATUSES,
  estimateEditable,
  INVOICE_STATUSES,
  invoiceLinesEditable,
  mayMoveEstimate,
  mayMoveInvoice,
  type TEstimateStatus,
  type TInvoiceStatus,
} from './transitions.ts';

/*
 * DECISIONS.md, "Money": estimate Draft → Sent → Approved or Rejected (Draft editable, Sent
 * re-sendable); invoice Draft → Sent, Draft or Sent → Void; a sent invoice's lines never
 * change. A rejected estimate may be revised back to Draft and sent again. Payments move an
 * invoice to Partially paid and Paid (payments.test.ts), not these moves.
 */
const ESTIMATE_ALLOWED: ReadonlySet<string> = new Set([
  'draft→sent',
  'sent→sent',
  'sent→approved',
  'sent→rejected',
  'rejected→draft',
]);

const INVOICE_ALLOWED: ReadonlySet<string> = new Set([
  'draft→sent',
  'draft→void',
  'sent→sent',
  'sent→void',
]);

const pairs = <S extends string>(statuses: readonly S[], allowed: ReadonlySet<string>) =>
  statuses.flatMap((from) =>
    statuses.map((to) => [from, to, allowed.has(`${from}→${to}`)] as [S, S, boolean]),
  );

describe('estimate transitions (every pair)', () => {
  it.each(pairs<TEstimateStatus>(ESTIMATE_STATUSES, ESTIMATE_ALLOWED))(
    '%s → %s: %s',
    (from, to, allowed) => {
      expect(mayMoveEstimate(from, to)).toBe(allowed);
    },
  );

  it('has 16 pairs', () => {
    expect(pairs(ESTIMATE_STATUSES, ESTIMATE_ALLOWED)).toHaveLength(16);
  });

  it.each([
    ['draft', true],
    ['sent', false],
    ['approved', false],
    ['rejected', false],
  ] as const)('a %s estimate is editable: %s', (status, editable) => {
    expect(estimateEditable(status)).toBe(editable);
  });
});

describe('invoice transitions (every pair)', () => {
  it.each(pairs<TInvoiceStatus>(INVOICE_STATUSES, INVOICE_ALLOWED))(
    '%s → %s: %s',
    (from, to, allowed) => {
      expect(mayMoveInvoice(from, to)).toBe(allowed);
    },
  );

  it('has 25 pairs', () => {
    expect(pairs(INVOICE_STATUSES, INVOICE_ALLOWED)).toHaveLength(25);
  });

  it.each([
    ['draft', true],
    ['sent', false],
    ['partially_paid', false],
    ['paid', false],
    ['void', false],
  ] as const)("a %s invoice's lines may change: %s", (status, editable) => {
    expect(invoiceLinesEditable(status)).toBe(editable);
  });
});
