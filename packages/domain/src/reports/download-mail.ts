import { formatListDateTime } from '../format/dates.ts';

/** Signed download links stay valid this long (spec: 7 days). */
export const REPORT_LINK_DAYS = 7;

/** The e-mail with a generated report's download links (emailReportDownloadURL). */
export function reportLinkMail(input: {
  title: string;
  siteName: string;
  csvUrl: string;
  pdfUrl: string;
  expiresAt: Date;
  timeZone: string;
}): { subject: string; text: string } {
  const expires = formatListDateTime(input.expiresAt, input.timeZone);
  return {
    subject: `Your report: ${input.title}`,
    text: [
      `Your ${input.title} report for ${input.siteName} is ready.`,
      '',
      `Download the CSV: ${input.csvUrl}`,
      `Download the PDF: ${input.pdfUrl}`,
      '',
      `These links work until ${expires}, for you and for the people the report's scope allows, once signed in.`,
    ].join('\n'),
  };
}
