import { describe, expect, it } from 'vitest';
import {
  addDays,
  billableDays,
  rentalHistory,
  rentalPieces,
  rentalSummary,
  rentalTotals,
  unitDays,
  type TRentalLine,
  type TRentalPiece,
} from './rental-days.ts';

let n = 0;
/** A line of company C on record R for object O unless told otherwise. */
function line(type: number, value: number, siteDay: string, more: Partial<TRentalLine> = {}) {
  return {
    id: `L${++n}`,
    type,
    value,
    companyId: 'C',
    parentRecordId: 'R',
    toRecordId: null,
    objectId: 'O',
    siteDay,
    rentStopDate: null,
    initiatingEvent: null,
    ...more,
  } satisfies TRentalLine;
}
const on = (value: number, day: string, more: Partial<TRentalLine> = {}) =>
  line(21, value, day, more);
const off = (value: number, day: string, more: Partial<TRentalLine> = {}) =>
  line(22, value, day, more);

/** Pieces as [record, quantity, start, stop]. */
const brief = (pieces: TRentalPiece[]) =>
  pieces.map((p) => [p.recordId, p.quantity, p.start, p.stop] as const);

describe('rentalPieces', () => {
  it.each<[string, TRentalLine[], (readonly [string | null, number, string, string | null])[]]>([
    ['an On Rent line opens a piece', [on(10, '2026-03-01')], [['R', 10, '2026-03-01', null]]],
    [
      'On Rent (from reserved) opens a piece too',
      [line(20, 4, '2026-03-02')],
      [['R', 4, '2026-03-02', null]],
    ],
    [
      'an Off Rent line stops the piece on its date',
      [on(10, '2026-03-01'), off(10, '2026-03-05')],
      [['R', 10, '2026-03-01', '2026-03-05']],
    ],
    [
      'a partial stop splits the piece',
      [on(10, '2026-03-01'), off(4, '2026-03-05')],
      [
        ['R', 4, '2026-03-01', '2026-03-05'],
        ['R', 6, '2026-03-01', null],
      ],
    ],
    [
      'Off Rent takes the earliest pieces first (FIFO)',
      [on(5, '2026-03-01'), on(5, '2026-03-03'), off(7, '2026-03-06')],
      [
        ['R', 5, '2026-03-01', '2026-03-06'],
        ['R', 2, '2026-03-03', '2026-03-06'],
        ['R', 3, '2026-03-03', null],
      ],
    ],
    [
      'lines are replayed by site day whatever their order',
      [off(3, '2026-03-06'), on(5, '2026-03-01')],
      [
        ['R', 3, '2026-03-01', '2026-03-06'],
        ['R', 2, '2026-03-01', null],
      ],
    ],
    [
      'a moved-back rent-stop date is the stop',
      [on(10, '2026-03-01'), off(10, '2026-03-09', { rentStopDate: '2026-03-04' })],
      [['R', 10, '2026-03-01', '2026-03-04']],
    ],
    [
      'a stop dated before the start is read as the start',
      [on(10, '2026-03-05'), off(10, '2026-03-09', { rentStopDate: '2026-03-01' })],
      [['R', 10, '2026-03-05', '2026-03-05']],
    ],
    [
      'Off Rent after a material pickup (event 50) stops nothing',
      [on(10, '2026-03-01'), off(10, '2026-03-05', { initiatingEvent: 50 })],
      [['R', 10, '2026-03-01', null]],
    ],
    [
      'Off Rent after a removal that needs pickup (event 21) stops the rent',
      [on(10, '2026-03-01'), off(10, '2026-03-05', { initiatingEvent: 21 })],
      [['R', 10, '2026-03-01', '2026-03-05']],
    ],
    [
      'Off Rent of more than is on rent stops what there is',
      [on(3, '2026-03-01'), off(5, '2026-03-02')],
      [['R', 3, '2026-03-01', '2026-03-02']],
    ],
    [
      'Off Rent of another record stops nothing here',
      [on(3, '2026-03-01'), off(3, '2026-03-02', { parentRecordId: 'S' })],
      [['R', 3, '2026-03-01', null]],
    ],
    [
      'Off Rent of another company stops nothing here',
      [on(3, '2026-03-01'), off(3, '2026-03-02', { companyId: 'D' })],
      [['R', 3, '2026-03-01', null]],
    ],
    [
      'a transfer stops rent on the first record and starts it on the second the same day',
      [on(10, '2026-03-01'), line(23, 4, '2026-03-04', { toRecordId: 'S' })],
      [
        ['R', 4, '2026-03-01', '2026-03-04'],
        ['R', 6, '2026-03-01', null],
        ['S', 4, '2026-03-04', null],
      ],
    ],
    [
      'a transfer moves only what is on rent',
      [on(2, '2026-03-01'), line(23, 4, '2026-03-04', { toRecordId: 'S' })],
      [
        ['R', 2, '2026-03-01', '2026-03-04'],
        ['S', 2, '2026-03-04', null],
      ],
    ],
    [
      'reservations, consumption and corrections do not touch rent',
      [line(5, 3, '2026-03-01'), line(11, 3, '2026-03-01'), line(92, 3, '2026-03-01')],
      [],
    ],
    [
      'decimals are kept exact',
      [on(0.3, '2026-03-01'), off(0.1, '2026-03-02')],
      [
        ['R', 0.1, '2026-03-01', '2026-03-02'],
        ['R', 0.2, '2026-03-01', null],
      ],
    ],
  ])('%s', (_name, lines, expected) => {
    expect(brief(rentalPieces(lines))).toEqual(expected);
  });

  it('names, per stopping line, the latest start of what it stopped', () => {
    const stop = off(7, '2026-03-06');
    const { stoppedStart } = rentalHistory([on(5, '2026-03-01'), on(5, '2026-03-03'), stop]);
    expect(stoppedStart.get(stop.id)).toBe('2026-03-03');
  });
});

const piece = (start: string, stop: string | null, stoppedByOffRent = true) => ({
  start,
  stop,
  stoppedByOffRent,
});

describe('billableDays', () => {
  it.each<[string, ReturnType<typeof piece>, string, string, number]>([
    ['open piece, whole range', piece('2026-03-01', null), '2026-03-01', '2026-03-31', 31],
    ['open piece started in the range', piece('2026-03-10', null), '2026-03-01', '2026-03-31', 22],
    [
      'open piece started after the range',
      piece('2026-04-02', null),
      '2026-03-01',
      '2026-03-31',
      0,
    ],
    [
      'the day it comes down is not billed',
      piece('2026-03-01', '2026-03-05'),
      '2026-03-01',
      '2026-03-31',
      4,
    ],
    [
      'up and down the same day bills one day',
      piece('2026-03-05', '2026-03-05'),
      '2026-03-01',
      '2026-03-31',
      1,
    ],
    [
      'same day, outside the range',
      piece('2026-03-05', '2026-03-05'),
      '2026-03-06',
      '2026-03-31',
      0,
    ],
    [
      'transferred the day it went up bills nothing there',
      piece('2026-03-05', '2026-03-05', false),
      '2026-03-01',
      '2026-03-31',
      0,
    ],
    ['stopped before the range', piece('2026-02-01', '2026-03-01'), '2026-03-01', '2026-03-31', 0],
    [
      'started before, stopped in the range',
      piece('2026-02-01', '2026-03-03'),
      '2026-03-01',
      '2026-03-31',
      2,
    ],
    ['one-day range', piece('2026-02-01', null), '2026-03-15', '2026-03-15', 1],
    ['across a leap day', piece('2028-02-27', '2028-03-02'), '2028-02-01', '2028-03-31', 4],
  ])('%s', (_name, p, from, to, days) => {
    expect(billableDays(p, from, to)).toBe(days);
  });

  it('unit-days are quantity times days', () => {
    const p = { ...rentalPieces([on(2.5, '2026-03-01')])[0]! };
    expect(unitDays(p, '2026-03-01', '2026-03-10')).toBe(25);
  });
});

describe('rentalSummary', () => {
  const summary = (lines: TRentalLine[], from: string, to: string) =>
    rentalSummary(rentalPieces(lines), from, to).map((r) => [
      r.recordId,
      r.quantityOnRent,
      r.rentStart,
      r.rentStop,
      r.billableDays,
      r.unitDays,
    ]);

  it.each<[string, TRentalLine[], string, string, unknown[][]]>([
    [
      'material still up: quantity on rent, no stop',
      [on(10, '2026-03-01')],
      '2026-03-01',
      '2026-03-10',
      [['R', 10, '2026-03-01', null, 10, 100]],
    ],
    [
      'a partial stop: the rest is on rent, no stop shown',
      [on(10, '2026-03-01'), off(4, '2026-03-05')],
      '2026-03-01',
      '2026-03-10',
      [['R', 6, '2026-03-01', null, 10, 4 * 4 + 6 * 10]],
    ],
    [
      'everything down: the latest stop',
      [on(5, '2026-03-01'), on(5, '2026-03-03'), off(5, '2026-03-04'), off(5, '2026-03-06')],
      '2026-03-01',
      '2026-03-31',
      [['R', 0, '2026-03-01', '2026-03-06', 5, 5 * 3 + 5 * 3]],
    ],
    [
      'days with any quantity on rent, gaps not billed',
      [on(1, '2026-03-01'), off(1, '2026-03-03'), on(1, '2026-03-06'), off(1, '2026-03-08')],
      '2026-03-01',
      '2026-03-31',
      [['R', 0, '2026-03-01', '2026-03-08', 4, 4]],
    ],
    [
      'rent start: the earliest piece billing in the range',
      [on(1, '2026-01-10'), off(1, '2026-02-01'), on(1, '2026-02-20')],
      '2026-03-01',
      '2026-03-05',
      [['R', 1, '2026-02-20', null, 5, 5]],
    ],
    [
      'nothing billing in the range: no line',
      [on(1, '2026-01-10'), off(1, '2026-02-01')],
      '2026-03-01',
      '2026-03-05',
      [],
    ],
    [
      'a stop after the range: on rent at its end',
      [on(2, '2026-03-01'), off(2, '2026-03-20')],
      '2026-03-01',
      '2026-03-10',
      [['R', 2, '2026-03-01', null, 10, 20]],
    ],
    [
      'a transfer: one line per record',
      [on(10, '2026-03-01'), line(23, 10, '2026-03-04', { toRecordId: 'S' })],
      '2026-03-01',
      '2026-03-10',
      [
        ['R', 0, '2026-03-01', '2026-03-04', 3, 30],
        ['S', 10, '2026-03-04', null, 7, 70],
      ],
    ],
    [
      'a pickup line after the removal changes nothing',
      [
        on(4, '2026-03-01'),
        off(4, '2026-03-03', { initiatingEvent: 21 }),
        off(4, '2026-03-05', { initiatingEvent: 50 }),
      ],
      '2026-03-01',
      '2026-03-10',
      [['R', 0, '2026-03-01', '2026-03-03', 2, 8]],
    ],
  ])('%s', (_name, lines, from, to, expected) => {
    expect(summary(lines, from, to)).toEqual(expected);
  });

  it('keeps companies, records and objects apart', () => {
    const rows = rentalSummary(
      rentalPieces([
        on(1, '2026-03-01'),
        on(2, '2026-03-01', { companyId: 'D' }),
        on(3, '2026-03-01', { objectId: 'P' }),
        on(4, '2026-03-01', { parentRecordId: 'S' }),
      ]),
      '2026-03-01',
      '2026-03-01',
    );
    expect(rows.map((r) => [r.companyId, r.recordId, r.objectId, r.quantityOnRent])).toEqual([
      ['C', 'R', 'O', 1],
      ['D', 'R', 'O', 2],
      ['C', 'R', 'P', 3],
      ['C', 'S', 'O', 4],
    ]);
    expect(rentalTotals(rows)).toEqual({ quantityOnRent: 10, unitDays: 10 });
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-01', 1, '2026-03-02'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 1, '2027-01-01'],
  ] as const)('%s + %i days is %s', (day, days, next) => {
    expect(addDays(day, days)).toBe(next);
  });
});
