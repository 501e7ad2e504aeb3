import { generatePath } from 'react-router';
import { paths } from '../../../config/paths';

/** /customers/estimates/{id}. */
export function estimatePath(id: string): string {
  return generatePath(paths.customerEstimate, { estimateId: id });
}

/** A new estimate for a customer: /customers/estimates/new?customerId=…. */
export function newEstimatePath(customerId: string): string {
  return `${estimatePath('new')}?customerId=${encodeURIComponent(customerId)}`;
}

export const NEW_ESTIMATE_ID = 'new';
