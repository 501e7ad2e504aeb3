import { describe, expect, it } from 'vitest';
import {
  INSPECTION_REPORT_MESSAGES,
  SCHEDULE_7_FIELDS,
  SCHEDULE_7_LABELS,
  ZInspectionReportInput,
  inspectionDescription,
  inspectionReportPdfPath,
  inspectionReportRequired,
  inspectionResultLabel,
  keptRestrictions,
  mayCompleteInspection,
} from './inspection-report.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

const report = {
  result: 'safe',
  inspectorRole: 'Scaffold inspector (CISRS)',
  risksFound: '',
  actionTaken: '',
  furtherAction: '',
  restrictions: '',
};

describe('ZInspectionReportInput', () => {
  it.each([
    ['a safe result without restrictions', report, null],
    ['an unsafe result', { ...report, result: 'unsafe', risksFound: 'Missing ties' }, null],
    [
      'a restricted result with its restrictions',
      { ...report, result: 'restricted', restrictions: 'Top lift only, max 2 people' },
      null,
    ],
    [
      'a restricted result without restrictions',
      { ...report, result: 'restricted', restrictions: '  ' },
      INSPECTION_REPORT_MESSAGES.restrictionsRequired,
    ],
    ['no role', { ...report, inspectorRole: ' ' }, INSPECTION_REPORT_MESSAGES.roleRequired],
    ['an unknown result', { ...report, result: 'fine' }, INSPECTION_REPORT_MESSAGES.resultRequired],
    ['a role over 200 characters', { ...report, inspectorRole: 'r'.repeat(201) }, 'too long'],
    ['a role with a line break', { ...report, inspectorRole: 'a\nb' }, 'line'],
    ['risks over 5000 characters', { ...report, risksFound: 'r'.repeat(5001) }, 'too long'],
  ])('%s', (_name, input, expected) => {
    const message = messageOf(ZInspectionReportInput.safeParse(input));
    if (expected === null) expect(message).toBeNull();
    else if (expected === 'too long') expect(message).toMatch(/less than/);
    else if (expected === 'line') expect(message).not.toBeNull();
    else expect(message).toBe(expected);
  });

  it('trims the typed texts', () => {
    expect(
      ZInspectionReportInput.parse({
        ...report,
        inspectorRole: '  Supervisor ',
        risksFound: ' x ',
      }),
    ).toMatchObject({ inspectorRole: 'Supervisor', risksFound: 'x' });
  });
});

describe('inspectionReportRequired', () => {
  it.each([
    ['a scaffold Inspection completed', { craftType: 10, taskType: 13, taskStatus: 30 }, 90, true],
    ['a scaffold Safety Inspection', { craftType: 10, taskType: 111, taskStatus: 20 }, 90, true],
    ['a Housekeeping Inspection', { craftType: 10, taskType: 113, taskStatus: 30 }, 90, true],
    ['an Equipment Inspection', { craftType: 10, taskType: 114, taskStatus: 30 }, 90, true],
    ['a scaffold Inspection started', { craftType: 10, taskType: 13, taskStatus: 20 }, 30, false],
    ['an Inspection already complete', { craftType: 10, taskType: 13, taskStatus: 90 }, 90, false],
    ['a scaffold Installation', { craftType: 10, taskType: 10, taskStatus: 30 }, 90, false],
    ['a hoistwell Inspection', { craftType: 40, taskType: 13, taskStatus: 30 }, 90, false],
    ['a mobile equipment Inspection', { craftType: 50, taskType: 13, taskStatus: 30 }, 90, false],
  ])('%s: %s', (_name, task, to, expected) => {
    expect(inspectionReportRequired(task, to)).toBe(expected);
  });
});

describe('mayCompleteInspection', () => {
  it.each([
    [false, false, true],
    [false, true, true],
    [true, true, true],
    [true, false, false],
  ])('required %s, competent %s: %s', (required, competent, expected) => {
    expect(
      mayCompleteInspection({ requireCompetentPerson: required }, { competentPerson: competent }),
    ).toBe(expected);
  });
});

describe('the report texts', () => {
  it('labels every Schedule 7 field', () => {
    for (const field of SCHEDULE_7_FIELDS) expect(SCHEDULE_7_LABELS[field]).toBeTruthy();
  });

  it('says the result in words', () => {
    expect(inspectionResultLabel('safe')).toBe('Safe to use');
    expect(inspectionResultLabel('restricted')).toBe('Safe to use with restrictions');
    expect(inspectionResultLabel('unsafe')).toBe('Not safe to use');
  });

  it.each([
    [
      { recordTitle: 'Boiler 3', tagNumber: 'SC-12', taskDescription: 'Weekly' },
      'Boiler 3 — Tag SC-12 — Weekly',
    ],
    [{ recordTitle: 'Boiler 3', tagNumber: null, taskDescription: '' }, 'Boiler 3'],
    [{ recordTitle: 'Boiler 3', tagNumber: ' ', taskDescription: 'Weekly' }, 'Boiler 3 — Weekly'],
  ])('describes the equipment: %o', (parts, expected) => {
    expect(inspectionDescription(parts)).toBe(expected);
  });

  it('keeps restrictions only for a restricted result', () => {
    const parsed = (result: string) =>
      ZInspectionReportInput.parse({ ...report, result, restrictions: 'Top lift only' });
    expect(keptRestrictions(parsed('restricted'))).toBe('Top lift only');
    expect(keptRestrictions(parsed('safe'))).toBe('');
    expect(keptRestrictions(parsed('unsafe'))).toBe('');
  });

  it('builds the PDF path', () => {
    expect(inspectionReportPdfPath('a b')).toBe('/api/inspections/a%20b/pdf');
  });
});
