import { z } from 'zod';
import { INSPECTION_TASK_TYPES, TASK_TYPE } from '../catalogues/task-types.ts';
import { formatDate } from '../format/dates.ts';
import { tagUrl } from '../compliance/tag.ts';

/**
 * The printable QR scaffold tag (handleGenerateQRScaffoldTagCF, issue 16 section 5): its paper
 * sizes, its address, the facts it prints and how they read.
 */

/** A6 (a tag on the scaffold's tag holder) or US Letter (a sheet on the board). */
export const QR_TAG_SIZES = ['a6', 'letter'] as const;
export type TQrTagSize = (typeof QR_TAG_SIZES)[number];
export const ZQrTagSize = z.enum(QR_TAG_SIZES);

export const QR_TAG_SIZE_LABELS: Record<TQrTagSize, string> = { a6: 'A6', letter: 'Letter' };

/** The RPC's input: the spec's names, plus the paper size (A6 unless chosen). */
export const ZGenerateQrTagInput = z.object({
  craftRecordID: z.string().min(1).max(128),
  /** White label: the site's name alone, without the product's. Null is the default brand. */
  whiteLabel: z.boolean().nullable().default(null),
  size: ZQrTagSize.default('a6'),
});
export type TGenerateQrTagInput = z.input<typeof ZGenerateQrTagInput>;

/** The tag route's query string: `?size=a6|letter&whiteLabel=1`; anything else is the default. */
export const ZQrTagQuery = z.object({
  size: ZQrTagSize.catch('a6').default('a6'),
  whiteLabel: z
    .string()
    .max(8)
    .optional()
    .catch(undefined)
    .transform((v) => v === '1' || v === 'true'),
});

/** The tag's address, relative so the tab opens on whatever host the user reached. */
export function qrTagPath(craftRecordId: string, size: TQrTagSize, whiteLabel: boolean): string {
  const query = `size=${size}${whiteLabel ? '&whiteLabel=1' : ''}`;
  return `/api/qr-tags/${encodeURIComponent(craftRecordId)}?${query}`;
}

/** What the QR code opens: the record's public tag page (its token's), no sign-in needed. */
export function qrTagLink(publicUrl: string, tagToken: string): string {
  return tagUrl(publicUrl, tagToken);
}

/** Task types whose completion is the tag's installed date. */
export const QR_TAG_INSTALLATION_TYPES: readonly number[] = [TASK_TYPE.INSTALLATION];
/** Task types whose completion is the tag's last inspection (the Inspection list's types). */
export const QR_TAG_INSPECTION_TYPES: readonly number[] = INSPECTION_TASK_TYPES;

export const QR_TAG_TEXT = {
  noTag: '[N/A]',
  noLocation: '[No location]',
  notInstalled: 'Not installed',
  neverInspected: 'Never',
  tagNumber: 'Tag number',
  location: 'Location',
  installed: 'Installed',
  lastInspection: 'Last inspection',
  scanHint: 'Scan to check before use',
} as const;

export type TQrTagFactsInput = {
  craftDetails: Record<string, unknown>;
  title: string;
  locationTitle: string | null;
  /** The latest completed installation task's completion, if any. */
  installedAt: Date | null;
  /** The latest completed inspection task's completion, if any. */
  inspectedAt: Date | null;
  timeZone: string;
};

export type TQrTagFacts = {
  tagNumber: string;
  title: string;
  facts: { label: string; value: string }[];
};

/** The tag number of a record's craft details, or [N/A]. */
export function qrTagNumber(craftDetails: Record<string, unknown>): string {
  const tag = craftDetails.tagNumber;
  return typeof tag === 'string' && tag.trim() !== '' ? tag.trim() : QR_TAG_TEXT.noTag;
}

/** The tag's words: its number, the record's title, and location, installed and last inspection. */
export function qrTagFacts(input: TQrTagFactsInput): TQrTagFacts {
  const T = QR_TAG_TEXT;
  return {
    tagNumber: qrTagNumber(input.craftDetails),
    title: input.title,
    facts: [
      { label: T.location, value: input.locationTitle?.trim() || T.noLocation },
      {
        label: T.installed,
        value: formatDate(input.installedAt, input.timeZone) || T.notInstalled,
      },
      {
        label: T.lastInspection,
        value: formatDate(input.inspectedAt, input.timeZone) || T.neverInspected,
      },
    ],
  };
}

/** The tag's file name: "Tag <tag>.pdf". */
export function qrTagFileName(tagNumber: string): string {
  return `Tag ${tagNumber}.pdf`;
}
