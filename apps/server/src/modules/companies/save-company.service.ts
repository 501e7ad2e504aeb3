import { randomUUID } from 'node:crypto';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { allowedCompanyCraftTypes, COMPANY_MESSAGES } from '@craftwork/domain/admin/companies';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { changedValues, writeAudit } from '../audit/index.ts';
import {
  companyNameTaken,
  findCompanyForUpdate,
  insertCompany,
  isApprovedMember,
  siteValidCraftTypes,
  updateCompany,
  type TCompanyRow,
} from './companies.repository.ts';

export type TCompanyValues = {
  name: string;
  craftTypes: number[];
  mainPointOfContact: string | null;
};

export async function requireCompany(tx: DbOrTx, siteKey: string, id: string) {
  const row = await findCompanyForUpdate(tx, siteKey, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.dataNotAvailable);
  return row;
}

export const valuesOf = (row: TCompanyRow): TCompanyValues => ({
  name: row.name,
  craftTypes: row.craftTypes,
  mainPointOfContact: row.mainPointOfContact,
});

/**
 * The checks a company's values meet: a name no other company of the site has, craft types the
 * site uses (or the company has already), and an approved site user as main point of contact.
 */
async function checkValues(
  tx: DbOrTx,
  siteKey: string,
  values: TCompanyValues,
  current: TCompanyRow | null,
) {
  if (await companyNameTaken(tx, siteKey, values.name, current?.id ?? null))
    throw new AppError('CONFLICT', COMPANY_MESSAGES.duplicateName, ERROR_REASONS.nameTaken);
  const allowed = allowedCompanyCraftTypes(
    await siteValidCraftTypes(tx, siteKey),
    current?.craftTypes ?? [],
  );
  if (values.craftTypes.some((code) => !allowed.includes(code)))
    throw new AppError('BAD_REQUEST', COMPANY_MESSAGES.unknownCraftType);
  const contact = values.mainPointOfContact;
  if (
    contact &&
    contact !== current?.mainPointOfContact &&
    !(await isApprovedMember(tx, siteKey, contact))
  )
    throw new AppError('BAD_REQUEST', COMPANY_MESSAGES.unknownContact);
}

/** A new company of the caller's site. */
export async function createCompany(db: Database, scope: Scope, values: TCompanyValues) {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await checkValues(tx, scope.siteKey, values, null);
    await insertCompany(tx, { id, siteKey: scope.siteKey, ...values });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'companies',
      action: 'created',
      targetId: id,
      targetLabel: values.name,
      after: values,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['companies'], ids: [id] });
  });
  return { id };
}

/** Changes a company; the lists read its name by id, so a new name shows everywhere. */
export async function editCompany(db: Database, scope: Scope, id: string, values: TCompanyValues) {
  await db.transaction(async (tx) => {
    const row = await requireCompany(tx, scope.siteKey, id);
    const changed = changedValues(valuesOf(row), values);
    if (!changed) return;
    await checkValues(tx, scope.siteKey, values, row);
    await updateCompany(tx, id, values);
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'companies',
      action: 'updated',
      targetId: id,
      targetLabel: values.name,
      ...changed,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['companies'], ids: [id] });
  });
}
