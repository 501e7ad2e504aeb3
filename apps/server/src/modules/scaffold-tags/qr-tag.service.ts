import { mayGenerateQrTag } from '@craftwork/domain/access/ownership';
import {
  QR_TAG_INSPECTION_TYPES,
  QR_TAG_INSTALLATION_TYPES,
  qrTagFacts,
  qrTagFileName,
  qrTagLink,
  qrTagPath,
  type TQrTagSize,
} from '@craftwork/domain/records/qr-tag';
import { printBrand } from '@craftwork/domain/reports/brand';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { userReaderLanguage } from '../../i18n/reader-language.ts';
import { requireCraftRecord } from '../records/index.ts';
import { renderQrTagPdf } from './qr-tag-pdf.ts';
import { ensureTagToken } from './scaffold-tags.repository.ts';
import { findLocationTitle, findTagSite, latestCompletion } from './qr-tag.repository.ts';

/**
 * canUpdateCraftRecords gives Generate QR Code Tag (spec part 2, section 6). The one check of
 * both the RPC that answers the tag's URL and the tag itself.
 */
function requireQrTagPermission(scope: Scope) {
  if (!mayGenerateQrTag(scope)) throw new AppError('FORBIDDEN', TASK_MESSAGES.cannotGenerateQrTag);
}

export type TQrTagOptions = { size: TQrTagSize; whiteLabel: boolean };

/** handleGenerateQRScaffoldTagCF: the URL of the record's printable tag, in the chosen size. */
export async function qrTagUrl(
  db: Database,
  scope: Scope,
  craftRecordId: string,
  options: TQrTagOptions,
) {
  requireQrTagPermission(scope);
  await requireCraftRecord(db, scope, craftRecordId);
  // Relative, so the tab opens on whatever host the user reached; the QR code inside is absolute.
  return { url: qrTagPath(craftRecordId, options.size, options.whiteLabel) };
}

/**
 * The printable tag as a PDF: brand, tag number, title, location, installed date, last
 * inspection (dates in the site's time zone) and a QR code opening the public tag page.
 */
export async function qrTagPdf(
  db: Database,
  scope: Scope,
  env: { publicUrl: string; brand: string },
  craftRecordId: string,
  options: TQrTagOptions,
) {
  requireQrTagPermission(scope);
  const record = await requireCraftRecord(db, scope, craftRecordId);
  const [locationTitle, site, installedAt, inspectedAt] = await Promise.all([
    findLocationTitle(db, record.locationId),
    findTagSite(db, scope.siteKey),
    latestCompletion(db, scope, record.id, QR_TAG_INSTALLATION_TYPES),
    latestCompletion(db, scope, record.id, QR_TAG_INSPECTION_TYPES),
  ]);
  // The QR code opens the public tag page; its token is made when first printed.
  const token = await db.transaction((tx) => ensureTagToken(tx, scope, record));
  const facts = qrTagFacts({
    craftDetails: record.craftDetails,
    title: record.title,
    locationTitle,
    installedAt,
    inspectedAt,
    timeZone: site.timeZone,
  });
  const pdf = await renderQrTagPdf({
    ...facts,
    // The fixed words in the language of whoever prints it (theirs, else the site's).
    language: await userReaderLanguage(db, scope.userId, site.defaultLanguage),
    size: options.size,
    brand: printBrand(env.brand, site.name, options.whiteLabel),
    link: qrTagLink(env.publicUrl, token),
  });
  return { pdf, filename: qrTagFileName(facts.tagNumber) };
}
