import QRCode from 'qrcode';
import { mayGenerateQrTag } from '@craftwork/domain/access/ownership';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { getCraftRecord } from './get-craft-record.service.ts';
import { requireCraftRecord } from './craft-record.repository.ts';

/**
 * canUpdateCraftRecords gives Generate QR Code Tag (spec part 2, section 6). The one check of
 * both the RPC that answers the tag's URL and the tag page itself.
 */
function requireQrTagPermission(scope: Scope) {
  if (!mayGenerateQrTag(scope)) throw new AppError('FORBIDDEN', TASK_MESSAGES.cannotGenerateQrTag);
}

/** handleGenerateQRScaffoldTagCF: the URL of the record's printable tag. */
export async function qrTagUrl(
  db: Database,
  scope: Scope,
  publicUrl: string,
  craftRecordId: string,
) {
  requireQrTagPermission(scope);
  await requireCraftRecord(db, scope, craftRecordId);
  // Relative, so the tab opens on whatever host the user reached; the QR code inside is absolute.
  return { url: `/api/qr-tags/${encodeURIComponent(craftRecordId)}` };
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The printable tag: tag number, title, location, status and a QR code opening the record. */
export async function renderQrTag(
  db: Database,
  scope: Scope,
  publicUrl: string,
  craftRecordId: string,
) {
  requireQrTagPermission(scope);
  const record = await getCraftRecord(db, scope, craftRecordId);
  const link = `${publicUrl}/craft-record/${record.id}`;
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  const tag =
    typeof record.craftDetails.tagNumber === 'string' && record.craftDetails.tagNumber
      ? record.craftDetails.tagNumber
      : '[N/A]';
  const status = record.open
    ? record.craftDetails.installed === true
      ? 'Open — Installed'
      : 'Open'
    : 'Closed';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Tag ${escape(tag)} — ${escape(record.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; display: flex; justify-content: center; padding: 24px; }
  .tag { border: 4px solid #000; border-radius: 12px; width: 360px; padding: 20px; text-align: center; }
  .tag h1 { font-size: 40px; margin: 0 0 8px; letter-spacing: 1px; }
  .tag h2 { font-size: 20px; margin: 0 0 12px; }
  .tag dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; text-align: left; margin: 12px 0; }
  .tag dt { font-weight: 700; }
  .tag svg { width: 240px; height: 240px; }
  .hint { color: #555; font-size: 12px; }
  @media print { .hint { display: none; } body { padding: 0; } }
</style>
</head>
<body>
<main class="tag" aria-label="Scaffold tag">
  <h1>${escape(tag)}</h1>
  <h2>${escape(record.title)}</h2>
  ${svg}
  <dl>
    <dt>Type</dt><dd>${escape(craftTypeName(record.craftType))}</dd>
    <dt>Location</dt><dd>${escape(record.locationTitle ?? '[No location]')}</dd>
    <dt>Status</dt><dd>${escape(status)}</dd>
  </dl>
  <p class="hint">Scan the code to open this record. Print this page to tag the scaffold.</p>
</main>
</body>
</html>`;
}
