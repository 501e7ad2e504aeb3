import { describe, expect, it } from 'vitest';
import { reportLinkMail } from './download-mail.ts';

describe('reportLinkMail', () => {
  it('names the report and carries both links and the expiry in the site’s time zone', () => {
    const mail = reportLinkMail({
      title: 'Open Tasks',
      siteName: 'North Plant',
      csvUrl: 'https://x.test/api/reports/r1/csv?expires=1&signature=a',
      pdfUrl: 'https://x.test/api/reports/r1/pdf?expires=1&signature=b',
      expiresAt: new Date('2026-12-01T18:30:00Z'),
      timeZone: 'America/Chicago',
    });
    expect(mail.subject).toBe('Your report: Open Tasks');
    expect(mail.text).toContain(
      'Download the CSV: https://x.test/api/reports/r1/csv?expires=1&signature=a',
    );
    expect(mail.text).toContain(
      'Download the PDF: https://x.test/api/reports/r1/pdf?expires=1&signature=b',
    );
    expect(mail.text).toContain('until 12/01/2026 12:30 PM');
    expect(mail.text).toContain('North Plant');
  });
});
