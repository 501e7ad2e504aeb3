import { randomUUID } from 'node:crypto';
import {
  COMPANY_LOGO_SIZES,
  companyLogoUrl,
  logoVersionOf,
  type TCompanyLogoSize,
} from '@craftwork/domain/admin/companies';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import type { Scope } from '../../access/scope.ts';
import { consumeRateLimit } from '../../access/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import {
  checkImage,
  ImagesBusyError,
  InvalidImageError,
  processImage,
} from '../../storage/images.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { writeAudit } from '../audit/index.ts';
import { findCompany, updateCompany } from './companies.repository.ts';
import { requireCompany } from './save-company.service.ts';

/** Logos one admin may upload in ten minutes (refused ones count too), as record photos. */
export const LOGO_UPLOAD_LIMIT = { max: 100, windowSeconds: 10 * 60 };

const logoKey = (siteKey: string, companyId: string, version: string, size: TCompanyLogoSize) =>
  `${siteKey}/company-logos/${companyId}/${version}/${size}.jpg`;

const keysOf = (siteKey: string, companyId: string, version: string) =>
  COMPANY_LOGO_SIZES.map((size) => logoKey(siteKey, companyId, version, size));

function asAppError(error: unknown): unknown {
  if (error instanceof InvalidImageError) return new AppError('BAD_REQUEST', error.message);
  if (error instanceof ImagesBusyError) return new AppError('TOO_MANY_REQUESTS', error.message);
  return error;
}

/**
 * The company's logo. The file is checked by its content as record photos are (content, size,
 * pixels) before anything is decoded, re-encoded through the photo queue into a reduced and a
 * thumbnail JPEG and stored; only then the company points at it and the old logo's files go.
 */
export async function setCompanyLogo(
  db: Database,
  storage: FileStorage,
  scope: Scope,
  input: { id: string; file: File; limitMultiplier?: number },
) {
  await consumeRateLimit(db, `companyLogoUploadsPerUser:${scope.userId}`, {
    ...LOGO_UPLOAD_LIMIT,
    max: LOGO_UPLOAD_LIMIT.max * (input.limitMultiplier ?? 1),
  });
  // Nothing is decoded for a company that is not there.
  if (!(await findCompany(db, scope.siteKey, input.id)))
    throw new AppError('NOT_FOUND', MESSAGES.dataNotAvailable);
  const version = randomUUID();
  const keys = keysOf(scope.siteKey, input.id, version);
  try {
    const bytes = Buffer.from(await input.file.arrayBuffer());
    await checkImage(input.file.name, bytes);
    const images = await processImage(input.file.name, bytes);
    for (const size of COMPANY_LOGO_SIZES)
      await storage.put(logoKey(scope.siteKey, input.id, version, size), images[size]);
  } catch (error) {
    for (const key of keys) await storage.remove(key);
    throw asAppError(error);
  }
  const logoUrl = companyLogoUrl(input.id, version, 'thumb');
  let previous: string | null = null;
  try {
    previous = await db.transaction(async (tx) => {
      const row = await requireCompany(tx, scope.siteKey, input.id);
      await updateCompany(tx, row.id, { logoPhotoUrl: logoUrl });
      await writeAudit(tx, {
        siteKey: scope.siteKey,
        actorId: scope.userId,
        area: 'companies',
        action: 'updated',
        targetId: row.id,
        targetLabel: row.name,
        before: { logo: row.logoPhotoUrl },
        after: { logo: logoUrl },
      });
      await notifyChange(tx, { site: scope.siteKey, topics: ['companies'], ids: [row.id] });
      return logoVersionOf(row.logoPhotoUrl);
    });
  } catch (error) {
    for (const key of keys) await storage.remove(key);
    throw error;
  }
  if (previous)
    for (const key of keysOf(scope.siteKey, input.id, previous)) await storage.remove(key);
  return { logoUrl };
}

/** Removes the company's logo. */
export async function removeCompanyLogo(
  db: Database,
  storage: FileStorage,
  scope: Scope,
  id: string,
) {
  const previous = await db.transaction(async (tx) => {
    const row = await requireCompany(tx, scope.siteKey, id);
    if (!row.logoPhotoUrl) return null;
    await updateCompany(tx, row.id, { logoPhotoUrl: null });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'companies',
      action: 'updated',
      targetId: row.id,
      targetLabel: row.name,
      before: { logo: row.logoPhotoUrl },
      after: { logo: null },
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['companies'], ids: [row.id] });
    return logoVersionOf(row.logoPhotoUrl);
  });
  if (previous) for (const key of keysOf(scope.siteKey, id, previous)) await storage.remove(key);
}

/**
 * The stored file of a logo address, for members of the company's site only; null when the
 * company is unknown, deleted, of another site, or the address is not its current logo.
 */
export async function findCompanyLogoFile(
  db: Database,
  scope: Scope,
  companyId: string,
  version: string,
  size: TCompanyLogoSize,
) {
  const company = await findCompany(db, scope.siteKey, companyId);
  if (!company || logoVersionOf(company.logoUrl) !== version) return null;
  return {
    key: logoKey(scope.siteKey, companyId, version, size),
    contentType: 'image/jpeg',
    filename: `logo-${size}.jpg`,
  };
}
