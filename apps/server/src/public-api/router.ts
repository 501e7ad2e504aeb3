import { call } from '@orpc/server';
import { z } from 'zod';
import { ZKpiKey } from '@craftwork/domain/kpis/dashboard';
import { ZKpiTimescale, ZSiteDay } from '@craftwork/domain/kpis/filters';
import { ZCraftTypeFilter, ZSearch } from '@craftwork/domain/lists/queries';
import { ZTaskParam } from '@craftwork/domain/lists/queries';
import { ZCustomerInput } from '@craftwork/domain/billing/customers';
import { ZInvoiceListInput } from '@craftwork/domain/billing/invoices';
import { ZRecordPaymentInput, ZVoidPaymentInput } from '@craftwork/domain/billing/payments';
import { craftRecordRefPath } from '@craftwork/domain/lists/queries';
import {
  ZCreateTaskInput,
  ZSetTaskStatusInput,
  ZUpdateCraftDetailsInput,
} from '@craftwork/domain/tasks/schemas';
import { TEXT_LIMITS } from '@craftwork/domain/text/text';
import type { RequestContext } from '../rpc/context.ts';
import { router as web } from '../router.ts';
import { moneyProcedure, siteProcedure } from '../rpc/init.ts';
import { keysetCustomerList } from '../modules/customers/index.ts';
import { keysetInventoryObjects } from '../modules/inventory-objects/index.ts';
import { inventoryProcedure } from '../modules/inventory-stock/index.ts';
import { keysetTransactions } from '../modules/inventory-transactions/index.ts';
import { keysetCraftRecords } from '../modules/records/index.ts';
import { keysetTasks } from '../modules/tasks/index.ts';
import { pageOfKeysetList, pageOfWholeList, pagingInput, ZUpdatedSince } from './paging.ts';
import { apiProcedure, apiWriteProcedure, requireApiToken } from './procedure.ts';
import { taskTransitions } from './task-transitions.ts';
import {
  ZAsset,
  ZAssetPage,
  ZCompanyPage,
  ZCraftRecord,
  ZCraftRecordPage,
  ZCreatedTask,
  ZLocationPage,
  ZTask,
  ZTaskPage,
  ZTaskStatusChange,
} from './schemas/work.ts';
import { ZOk } from './schemas/common.ts';
import {
  ZInventoryObject,
  ZInventoryObjectPage,
  ZInventoryTransactionPage,
} from './schemas/inventory.ts';
import { ZKpiDashboard } from './schemas/kpis.ts';
import {
  ZCustomer,
  ZCustomerPage,
  ZEstimate,
  ZEstimatePage,
  ZInvoice,
  ZInvoicePage,
  ZPaymentResult,
  ZSavedCustomer,
} from './schemas/money.ts';

const ZId = z.string().min(1).max(TEXT_LIMITS.id);
const ZIdParam = z.object({ id: ZId });
type TRow = Record<string, unknown>;
const list = (result: readonly object[]) => result as readonly TRow[];

/** The options every call of a web procedure gets: the request's context (token, user, site). */
const as = (context: RequestContext) => ({ context });

const get = (path: `/${string}`, summary: string, tags: string[]) =>
  apiProcedure.route({ method: 'GET', path, summary, tags, successStatus: 200 });
const post = (path: `/${string}`, summary: string, tags: string[]) =>
  apiWriteProcedure.route({ method: 'POST', path, summary, tags, successStatus: 200 });
const put = (path: `/${string}`, summary: string, tags: string[]) =>
  apiWriteProcedure.route({ method: 'PUT', path, summary, tags, successStatus: 200 });
const patch = (path: `/${string}`, summary: string, tags: string[]) =>
  apiWriteProcedure.route({ method: 'PATCH', path, summary, tags, successStatus: 200 });

/**
 * A list read by keyset in its module: on the web list's own procedure (the same session, site
 * and permission guards, so the same scope), for a token.
 */
const listOn = (
  procedure: typeof siteProcedure,
  path: `/${string}`,
  summary: string,
  tags: string[],
) =>
  procedure.use(requireApiToken).route({ method: 'GET', path, summary, tags, successStatus: 200 });

/** The token's site: the API acts there only (the route sets it before any procedure runs). */
const siteKeyOf = (context: RequestContext) => context.apiToken?.siteKey ?? '';

/**
 * The public REST API (/api/v1, decision 180): what an integrator needs, each route calling the
 * web app's procedure of the same name (same validation, scope and permissions).
 */
export const publicApiRouter = {
  records: {
    list: listOn(
      siteProcedure,
      '/records',
      'List craft records (open or closed), oldest first; with updated_since, those changed since and the deleted ones',
      ['Records'],
    )
      .input(
        z.object({
          ...pagingInput,
          updated_since: ZUpdatedSince,
          status: z.enum(['open', 'closed']).default('open'),
          craftType: ZCraftTypeFilter,
          search: ZSearch,
        }),
      )
      .output(ZCraftRecordPage)
      .handler(({ context, input: { cursor, limit, updated_since, ...filter } }) =>
        pageOfKeysetList('records', { cursor, limit, updated_since }, (read) =>
          keysetCraftRecords(
            context.db,
            context.scope,
            { ...filter, locationIds: null, installed: null, sort: null },
            read,
          ),
        ),
      ),
    get: get('/records/{id}', 'A craft record with its tasks', ['Records'])
      .input(ZIdParam)
      .output(ZCraftRecord)
      .handler(({ context, input }) => call(web.craftRecords.get, input, as(context))),
    update: patch(
      '/records/{id}',
      "Change a craft record's title, description, location, asset, details or map pin (only the fields sent)",
      ['Records'],
    )
      .input(ZUpdateCraftDetailsInput.omit({ refPath: true }).extend({ id: ZId }))
      .output(ZOk)
      .handler(({ context, input: { id, ...change } }) =>
        call(
          web.craftRecords.updateCraftDetails,
          { ...change, refPath: craftRecordRefPath(siteKeyOf(context), id) },
          as(context),
        ),
      ),
  },

  tasks: {
    list: listOn(
      siteProcedure,
      '/tasks',
      'List tasks of every status, oldest first, or those of one task list (taskParam); with updated_since, those changed since and the deleted ones',
      ['Tasks'],
    )
      .input(
        z.object({
          ...pagingInput,
          updated_since: ZUpdatedSince,
          taskParam: ZTaskParam.optional(),
          craftType: ZCraftTypeFilter,
          search: ZSearch,
        }),
      )
      .output(ZTaskPage)
      .handler(({ context, input: { cursor, limit, updated_since, ...filter } }) =>
        pageOfKeysetList('tasks', { cursor, limit, updated_since }, (read) =>
          keysetTasks(
            context.db,
            context.scope,
            {
              ...filter,
              taskParam: filter.taskParam ?? null,
              sort: null,
              completedFrom: null,
              completedTo: null,
            },
            read,
          ),
        ),
      ),
    get: get('/tasks/{id}', 'A task', ['Tasks'])
      .input(ZIdParam)
      .output(ZTask)
      .handler(({ context, input }) => call(web.tasks.get, input, as(context))),
    create: post('/tasks', 'Create a task (on an existing craft record, or a new one)', ['Tasks'])
      .input(ZCreateTaskInput)
      .output(ZCreatedTask)
      .handler(({ context, input }) => call(web.tasks.create, input, as(context))),
    setStatus: post('/tasks/{id}/status', "Change a task's status", ['Tasks'])
      .input(ZSetTaskStatusInput.omit({ taskId: true }).extend({ id: ZId }))
      .output(ZTaskStatusChange)
      .handler(({ context, input: { id, ...change } }) =>
        call(web.tasks.setStatus, { ...change, taskId: id }, as(context)),
      ),
    ...taskTransitions,
  },

  companies: {
    list: get('/companies', "List the site's companies (site admins)", ['Companies'])
      .input(z.object(pagingInput))
      .output(ZCompanyPage)
      .handler(({ context, input }) =>
        pageOfWholeList(input, async () =>
          list(await call(web.companies.list, undefined, as(context))),
        ),
      ),
  },

  locations: {
    list: get('/locations', "List the site's locations (site admins)", ['Locations'])
      .input(z.object(pagingInput))
      .output(ZLocationPage)
      .handler(({ context, input }) =>
        pageOfWholeList(input, async () =>
          list(await call(web.locations.list, undefined, as(context))),
        ),
      ),
  },

  assets: {
    list: get('/assets', 'List assets', ['Assets'])
      .input(z.object(pagingInput))
      .output(ZAssetPage)
      .handler(({ context, input }) =>
        pageOfWholeList(input, async () =>
          list(await call(web.assets.list, undefined, as(context))),
        ),
      ),
    get: get('/assets/{id}', 'An asset', ['Assets'])
      .input(ZIdParam)
      .output(ZAsset)
      .handler(({ context, input }) => call(web.assets.get, input, as(context))),
  },

  inventoryObjects: {
    list: listOn(inventoryProcedure, '/inventory/objects', 'List inventory objects, oldest first', [
      'Inventory',
    ])
      .input(
        z.object({
          ...pagingInput,
          search: ZSearch,
          status: z.enum(['all', 'active', 'inactive']).default('all'),
        }),
      )
      .output(ZInventoryObjectPage)
      .handler(({ context, input: { cursor, limit, ...filter } }) =>
        pageOfKeysetList('inventoryObjects', { cursor, limit }, (read) =>
          keysetInventoryObjects(
            context.db,
            context.scope,
            { ...filter, lowOnly: false, sort: null },
            read,
          ),
        ),
      ),
    get: get('/inventory/objects/{id}', 'An inventory object', ['Inventory'])
      .input(ZIdParam)
      .output(ZInventoryObject)
      .handler(({ context, input }) => call(web.inventoryObjects.get, input, as(context))),
  },

  inventoryTransactions: {
    list: listOn(
      inventoryProcedure,
      '/inventory/transactions',
      'List inventory transactions, oldest first',
      ['Inventory'],
    )
      .input(z.object({ ...pagingInput, search: ZSearch, objectId: ZId.optional() }))
      .output(ZInventoryTransactionPage)
      .handler(({ context, input: { cursor, limit, objectId, search } }) =>
        pageOfKeysetList('inventoryTransactions', { cursor, limit }, (read) =>
          keysetTransactions(
            context.db,
            context.scope,
            context.site,
            {
              search,
              objectId: objectId ?? null,
              types: null,
              companyId: null,
              from: null,
              to: null,
              sort: null,
            },
            read,
          ),
        ),
      ),
  },

  customers: {
    list: listOn(
      moneyProcedure,
      '/customers',
      'List customers, oldest first; with updated_since, those changed since and the deleted ones',
      ['Money'],
    )
      .input(z.object({ ...pagingInput, updated_since: ZUpdatedSince, search: ZSearch }))
      .output(ZCustomerPage)
      .handler(({ context, input: { cursor, limit, updated_since, search } }) =>
        pageOfKeysetList('customers', { cursor, limit, updated_since }, (read) =>
          keysetCustomerList(context.db, context.scope, { search, tags: [] }, read),
        ),
      ),
    get: get('/customers/{id}', 'A customer with its locations', ['Money'])
      .input(ZIdParam)
      .output(ZCustomer)
      .handler(({ context, input }) => call(web.customers.get, input, as(context))),
    create: post('/customers', 'Create a customer', ['Money'])
      .input(ZCustomerInput.omit({ id: true }))
      .output(ZSavedCustomer)
      .handler(({ context, input }) =>
        call(web.customers.save, { ...input, id: null }, as(context)),
      ),
    update: put('/customers/{id}', 'Replace a customer (fields not sent take their defaults)', [
      'Money',
    ])
      .input(ZCustomerInput.omit({ id: true }).extend({ id: ZId }))
      .output(ZSavedCustomer)
      .handler(({ context, input }) => call(web.customers.save, input, as(context))),
  },

  estimates: {
    list: get('/estimates', 'List estimates', ['Money'])
      .input(z.object({ ...pagingInput, search: ZSearch }))
      .output(ZEstimatePage)
      .handler(({ context, input: { cursor, limit, search } }) =>
        pageOfWholeList({ cursor, limit }, async () =>
          list(await call(web.estimates.list, { search }, as(context))),
        ),
      ),
    get: get('/estimates/{id}', 'An estimate with its lines', ['Money'])
      .input(ZIdParam)
      .output(ZEstimate)
      .handler(({ context, input }) => call(web.estimates.get, input, as(context))),
  },

  invoices: {
    list: get(
      '/invoices',
      'List invoices with their amount paid and balance due (status: draft, sent, partially_paid, paid, void or overdue)',
      ['Money'],
    )
      .input(z.object({ ...pagingInput, search: ZSearch, status: ZInvoiceListInput.shape.status }))
      .output(ZInvoicePage)
      .handler(({ context, input: { cursor, limit, search, status } }) =>
        pageOfWholeList({ cursor, limit }, async () =>
          list(await call(web.invoices.list, { search, status }, as(context))),
        ),
      ),
    get: get('/invoices/{id}', 'An invoice with its lines, payments, amount paid and balance due', [
      'Money',
    ])
      .input(ZIdParam)
      .output(ZInvoice)
      .handler(({ context, input }) => call(web.invoices.get, input, as(context))),
    recordPayment: post(
      '/invoices/{id}/payment',
      'Record a payment of a sent or partially paid invoice (amount in cents, at most the balance due; date; method; reference)',
      ['Money'],
    )
      .input(ZRecordPaymentInput)
      .output(ZPaymentResult)
      .handler(({ context, input }) => call(web.invoices.recordPayment, input, as(context))),
    voidPayment: post(
      '/invoices/{id}/payments/{paymentId}/void',
      'Void a payment of an invoice: its balance due grows back',
      ['Money'],
    )
      .input(ZVoidPaymentInput)
      .output(ZPaymentResult)
      .handler(({ context, input }) => call(web.invoices.voidPayment, input, as(context))),
  },

  kpis: {
    dashboard: get(
      '/kpis',
      "The KPI figures over a range of site days (the KPI dashboard's cards)",
      ['KPIs'],
    )
      .input(
        z.object({
          from: ZSiteDay,
          to: ZSiteDay,
          selectedKey: ZKpiKey.optional(),
          timescale: ZKpiTimescale.optional(),
        }),
      )
      .output(ZKpiDashboard)
      .handler(({ context, input: { from, to, ...rest } }) =>
        call(web.kpis.dashboard, { filters: { from, to }, ...rest }, as(context)),
      ),
  },
};

export type PublicApiRouter = typeof publicApiRouter;

/** The web procedure each public route calls: the authorization matrix row it must agree with. */
export const PUBLIC_ROUTE_TARGETS = {
  'records.list': 'craftRecords.list',
  'records.get': 'craftRecords.get',
  'records.update': 'craftRecords.updateCraftDetails',
  'tasks.list': 'tasks.list',
  'tasks.get': 'tasks.get',
  'tasks.create': 'tasks.create',
  'tasks.setStatus': 'tasks.setStatus',
  'tasks.start': 'tasks.setStatus',
  'tasks.hold': 'tasks.setStatus',
  'tasks.complete': 'tasks.setStatus',
  'tasks.reschedule': 'tasks.editDate',
  'tasks.cancel': 'tasks.setStatus',
  'companies.list': 'companies.list',
  'locations.list': 'locations.list',
  'assets.list': 'assets.list',
  'assets.get': 'assets.get',
  'inventoryObjects.list': 'inventoryObjects.list',
  'inventoryObjects.get': 'inventoryObjects.get',
  'inventoryTransactions.list': 'inventoryTransactions.list',
  'customers.list': 'customers.list',
  'customers.get': 'customers.get',
  'customers.create': 'customers.save',
  'customers.update': 'customers.save',
  'estimates.list': 'estimates.list',
  'estimates.get': 'estimates.get',
  'invoices.list': 'invoices.list',
  'invoices.get': 'invoices.get',
  'invoices.recordPayment': 'invoices.recordPayment',
  'invoices.voidPayment': 'invoices.voidPayment',
  'kpis.dashboard': 'kpis.dashboard',
} as const;
