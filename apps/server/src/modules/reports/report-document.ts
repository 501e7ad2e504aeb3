import type { TLanguage } from '@craftwork/domain/i18n/languages';
import type { TCsvValue } from '@craftwork/domain/lists/csv';
import type { TPrintBrand } from '@craftwork/domain/reports/brand';
import type { TPageOrientation, TPaperSize } from '@craftwork/domain/reports/report-types';

export type TReportRow = readonly TCsvValue[];

/** What a report type reads: its table, streamed a batch at a time, and its words. */
export type TReportSource = {
  /** The type's title ("Open Tasks"). */
  title: string;
  headers: readonly string[];
  /** Relative column widths on the PDF (equal when absent). */
  widths?: readonly number[];
  /** The PDF's page: landscape for a wide table (auto), or as the user chose. */
  orientation: TPageOrientation;
  /** How many rows the batches yield (progress, and the PDF's "Page N of M"). */
  total: number;
  /** The options in words, in the reader's language, as the PDF prints them. */
  filters: { label: string; value: string }[];
  /** The rows in order, at most 1,000 per batch; read once. */
  batches: AsyncIterable<readonly TReportRow[]>;
  /** File names without the extension: "{title} - {MM-DD-YYYY}". */
  fileBaseName: string;
};

/** The PDF's frame: everything but the rows. */
export type TReportPdfOptions = {
  paperSize: TPaperSize;
  /** Landscape for a wide table (auto, the default), or as chosen. */
  orientation?: TPageOrientation;
  brand: TPrintBrand;
  title: string;
  /** The generation time as shown, in the site's time zone ("11/24/2026 06:00 AM EST"). */
  generatedAt: string;
  filters: { label: string; value: string }[];
  headers: readonly string[];
  widths?: readonly number[];
  total: number;
  /**
   * The language of its fixed words ("Generated", "Page N of M"): the requester's (English when
   * absent; Arabic right to left, decision 233). Title, filters (written in this
   * language by the report's source), columns and values print as given.
   */
  language?: TLanguage;
};

/** A PDF being written to a stream: rows are added in order, then it is ended. */
export type TReportPdfWriter = {
  addRows: (rows: readonly TReportRow[]) => Promise<void>;
  /** Finishes the document and resolves once the output stream has flushed. */
  end: () => Promise<void>;
};
