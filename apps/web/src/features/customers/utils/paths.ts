import { generatePath } from 'react-router';
import { paths } from '../../../config/paths';

/** A customer's page: /customers/{id}. */
export const customerPath = (id: string) => generatePath(paths.customer, { customerId: id });

/** An estimate's page: /customers/estimates/{id}. */
export const estimatePagePath = (id: string) =>
  generatePath(paths.customerEstimate, { estimateId: id });

/** A new estimate for the customer (the estimate screen reads customerId). */
export const newEstimateFor = (customerId: string) =>
  `${estimatePagePath('new')}?${new URLSearchParams({ customerId }).toString()}`;

/** An invoice's page: /invoices/{id}. */
export const invoicePagePath = (id: string) => generatePath(paths.invoice, { invoiceId: id });

/** A task of a Job: the record with its tasks on customer sites, else the craft record's task. */
export function taskPagePath(task: { id: string; craftRecordId: string }, customerSite: boolean) {
  return customerSite
    ? generatePath(paths.workRecordAndTasks, { id: task.craftRecordId })
    : generatePath(paths.craftRecord, { id: task.craftRecordId, taskId: task.id });
}
