import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import type { TEstimateStatus, TInvoiceStatus } from '@craftwork/domain/billing/transitions';

/** The demo's estimates and invoices, by price book item and quantity. */

/** An estimate or invoice line: a price book item (by index) and a quantity in thousandths. */
export type TDemoLine = { item: number; quantityMilli: number; discountCents?: number };

type TDemoEstimate = {
  customer: number;
  status: TEstimateStatus;
  title: string;
  daysAgo: number;
  craftType: number | null;
  lines: TDemoLine[];
  changeComment?: string;
};

export const DEMO_ESTIMATES: TDemoEstimate[] = [
  {
    customer: 0,
    status: 'draft',
    title: 'Oven vent access scaffold',
    daysAgo: 1,
    craftType: CRAFT_TYPE.SCAFFOLDING,
    lines: [
      { item: 0, quantityMilli: 6000 },
      { item: 1, quantityMilli: 5000 },
      { item: 11, quantityMilli: 1000 },
    ],
  },
  {
    customer: 1,
    status: 'sent',
    title: 'Boiler room pipe insulation',
    daysAgo: 4,
    craftType: CRAFT_TYPE.INSULATION,
    lines: [
      { item: 3, quantityMilli: 120_000 },
      { item: 4, quantityMilli: 3500 },
    ],
  },
  {
    customer: 2,
    status: 'approved',
    title: 'Tank exterior repaint',
    daysAgo: 12,
    craftType: CRAFT_TYPE.PAINTING,
    lines: [
      { item: 7, quantityMilli: 1_800_000 },
      { item: 8, quantityMilli: 40_000, discountCents: 15_000 },
      { item: 11, quantityMilli: 1000 },
    ],
  },
  {
    customer: 4,
    status: 'approved',
    title: 'Heat exchanger hydro blast',
    daysAgo: 20,
    craftType: CRAFT_TYPE.WATERBLASTING,
    lines: [
      { item: 5, quantityMilli: 10_000 },
      { item: 6, quantityMilli: 1_500_000 },
    ],
  },
  {
    customer: 3,
    status: 'rejected',
    title: 'Garage deep clean',
    daysAgo: 9,
    craftType: CRAFT_TYPE.CLEANING,
    lines: [
      { item: 9, quantityMilli: 8000 },
      { item: 10, quantityMilli: 2000 },
    ],
    changeComment: 'Could you quote half a day instead?',
  },
  {
    customer: 5,
    status: 'sent',
    title: 'Stage scaffold for the spring fair',
    daysAgo: 2,
    craftType: CRAFT_TYPE.SCAFFOLDING,
    lines: [
      { item: 0, quantityMilli: 4000 },
      { item: 1, quantityMilli: 3000 },
      { item: 2, quantityMilli: 1000 },
    ],
  },
];

type TDemoInvoice = {
  customer: number;
  status: TInvoiceStatus;
  /** Days before today it was issued. */
  issuedDaysAgo: number;
  /** The approved estimate (index) it was drafted from. */
  estimate?: number;
  /** How many of the site's completed tasks it bills (one line each). */
  tasks?: number;
  lines: TDemoLine[];
};

export const DEMO_INVOICES: TDemoInvoice[] = [
  { customer: 2, status: 'draft', issuedDaysAgo: 0, estimate: 2, lines: [] },
  {
    customer: 0,
    status: 'sent',
    issuedDaysAgo: 6,
    tasks: 2,
    lines: [{ item: 11, quantityMilli: 1000 }],
  },
  { customer: 4, status: 'sent', issuedDaysAgo: 45, estimate: 3, lines: [] },
  {
    customer: 1,
    status: 'paid',
    issuedDaysAgo: 40,
    tasks: 2,
    lines: [{ item: 2, quantityMilli: 1000 }],
  },
  { customer: 3, status: 'void', issuedDaysAgo: 25, lines: [{ item: 9, quantityMilli: 4000 }] },
];
