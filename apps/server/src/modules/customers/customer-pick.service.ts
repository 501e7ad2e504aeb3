import { seesMoney } from '@craftwork/domain/access/screens';
import type { TCustomerLocationValues, TCustomerValues } from '@craftwork/domain/billing/customers';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { liveLocationsOf, pickCustomers } from './customers.repository.ts';
import { insertCustomer, insertLocation } from './customers.service.ts';

/** Most customers a picker offers at once (the search narrows them). */
const PICK_LIMIT = 50;

/** A customer's name and its live locations' addresses, as pickers offer them. */
export type TCustomerPick = {
  id: string;
  name: string;
  isTaxExempt: boolean;
  locations: {
    id: string;
    fullAddress: string;
    latitude: number | null;
    longitude: number | null;
  }[];
};

/**
 * Who may pick or create a customer for a new Job: whoever may create tasks (as the wizard's
 * save requires), on a customer-classified site; elsewhere only those who see money, as
 * customers are a money screen there.
 */
async function requireJobCreator(scope: Scope, loadSite: SiteSource) {
  if (!scope.permissions.canCreateTasks) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  const site = await loadSite();
  if (isCustomerSite(site.config)) return;
  const user = {
    permissions: scope.permissions,
    companyId: scope.companyId,
    managingCompanyId: site.managingCompanyId,
  };
  if (!seesMoney(user)) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
}

/** customers.pick: live customers matching the search, each with its live locations. */
export async function pickCustomersForJob(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  search: string,
): Promise<TCustomerPick[]> {
  await requireJobCreator(scope, loadSite);
  const found = await pickCustomers(db, scope.siteKey, search, PICK_LIMIT);
  const locations = await liveLocationsOf(
    db,
    scope.siteKey,
    found.map((c) => c.id),
  );
  return found.map((c) => ({
    ...c,
    locations: locations
      .filter((l) => l.customerId === c.id)
      .map((l) => ({
        id: l.id,
        fullAddress: l.fullAddress,
        latitude: l.latitude,
        longitude: l.longitude,
      })),
  }));
}

/** customers.createForJob: a new customer with its first location, in one transaction. */
export async function createCustomerForJob(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: {
    customer: TCustomerValues;
    location: Omit<TCustomerLocationValues, 'customerId'>;
  },
) {
  await requireJobCreator(scope, loadSite);
  return db.transaction(async (tx) => {
    const customerId = await insertCustomer(tx, scope, { ...input.customer, id: null });
    const customerLocationId = await insertLocation(tx, scope, customerId, input.location);
    return { customerId, customerLocationId };
  });
}
