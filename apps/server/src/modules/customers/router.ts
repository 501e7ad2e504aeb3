import { z } from 'zod';
import {
  ZCustomerInput,
  ZCustomerListInput,
  ZCustomerLocationInput,
  type TCustomerLocationRow,
  type TCustomerRow,
} from '@craftwork/domain/billing/customers';
import type { TCsvFile } from '@craftwork/domain/lists/csv';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { moneyProcedure, siteProcedure } from '../../rpc/init.ts';
import { createCustomerForJob, pickCustomersForJob } from './customer-pick.service.ts';
import {
  customerTags,
  exportCustomers,
  getCustomer,
  listCustomers,
  listCustomerTasks,
  removeLocation,
  saveCustomer,
  saveLocation,
  setCustomerDeleted,
} from './customers.service.ts';

export type { TCustomerPick } from './customer-pick.service.ts';

const ZId = z.object({ id: z.string().min(1).max(TEXT_LIMITS.id) });

/** A customer with its locations (the customer's page and pickers). */
export type TCustomerDetail = TCustomerRow & { locations: TCustomerLocationRow[] };

/** A task of a customer's Jobs, as the customer's page lists it. */
export type TCustomerTask = Awaited<ReturnType<typeof listCustomerTasks>>[number];

/**
 * Customers and their locations (/customers): the money procedures (plant personnel, site
 * admins, users of the site's managing company), always within the caller's site.
 */
export const customersRouter = {
  list: moneyProcedure
    .input(ZCustomerListInput)
    .handler(({ context, input }): Promise<{ rows: TCustomerRow[]; total: number }> =>
      listCustomers(context.db, context.scope, input),
    ),
  get: moneyProcedure
    .input(ZId)
    .handler(({ context, input }): Promise<TCustomerDetail> =>
      getCustomer(context.db, context.scope, input.id),
    ),
  save: moneyProcedure
    .input(ZCustomerInput)
    .handler(({ context, input }): Promise<{ id: string }> =>
      saveCustomer(context.db, context.scope, input),
    ),
  remove: moneyProcedure
    .input(ZId)
    .handler(({ context, input }) => setCustomerDeleted(context.db, context.scope, input.id, true)),
  restore: moneyProcedure
    .input(ZId)
    .handler(({ context, input }) =>
      setCustomerDeleted(context.db, context.scope, input.id, false),
    ),
  /** Every tag in use on the site's customers (the tag filter and input). */
  tags: moneyProcedure.handler(({ context }) => customerTags(context.db, context.scope)),
  exportCsv: moneyProcedure
    .input(ZCustomerListInput)
    .handler(({ context, input }): Promise<TCsvFile> =>
      exportCustomers(context.db, context.scope, context.site, input),
    ),
  saveLocation: moneyProcedure
    .input(ZCustomerLocationInput)
    .handler(({ context, input }): Promise<{ id: string }> =>
      saveLocation(context.db, context.scope, input),
    ),
  removeLocation: moneyProcedure
    .input(ZId)
    .handler(({ context, input }) => removeLocation(context.db, context.scope, input.id)),
  /** The tasks of the customer's Jobs that the caller sees, newest first. */
  tasks: moneyProcedure
    .input(ZId)
    .handler(({ context, input }) => listCustomerTasks(context.db, context.scope, input.id)),
  /**
   * The customers and locations a Job may be created for (/create-customer-task): any member
   * who may create tasks on a customer-classified site, names and addresses only.
   */
  pick: siteProcedure
    .input(z.object({ search: z.string().trim().max(200).default('') }))
    .handler(({ context, input }) =>
      pickCustomersForJob(context.db, context.scope, context.site, input.search),
    ),
  /** Creates a customer and its first location from /create-customer-task. */
  createForJob: siteProcedure
    .input(
      z.object({
        customer: ZCustomerInput,
        location: ZCustomerLocationInput.omit({ customerId: true }),
      }),
    )
    .handler(({ context, input }): Promise<{ customerId: string; customerLocationId: string }> =>
      createCustomerForJob(context.db, context.scope, context.site, input),
    ),
};
