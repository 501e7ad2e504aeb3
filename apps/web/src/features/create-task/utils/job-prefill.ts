import { milliToQuantity } from '@craftwork/domain/billing/money';
import type { TEstimateDetail } from '@craftwork/domain/billing/estimates';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';

/** The customer and location a Job is for, as the wizard shows and saves them. */
export type TJobCustomer = {
  customerId: string;
  customerName: string;
  customerLocationId: string | null;
  address: string | null;
};

/** What the wizard starts with when a task is made from an estimate. */
export type TWizardPrefill = {
  craftType: number | null;
  title: string;
  description: string;
};

/** Everything a Job brings to the wizard: its customer, the estimate and the prefill. */
export type TJobContext = {
  customer: TJobCustomer | null;
  estimateId: string | null;
  prefill: TWizardPrefill | null;
};

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * An estimate as the wizard's prefill: its customer and location, its title (or its number),
 * its lines as text for the description ("2 hr Labor: …"), and its craft type when set.
 */
export function jobFromEstimate(
  estimate: Pick<
    TEstimateDetail,
    | 'id'
    | 'number'
    | 'title'
    | 'notes'
    | 'craftType'
    | 'customerId'
    | 'customerName'
    | 'customerLocationId'
    | 'customerLocationAddress'
    | 'lines'
  >,
): TJobContext {
  const lines = estimate.lines.map((line) => {
    const quantity = `${milliToQuantity(line.quantityMilli)}${line.unit ? ` ${line.unit}` : ''}`;
    return `- ${quantity} ${line.name}${line.description ? `: ${line.description}` : ''}`;
  });
  const description = [estimate.notes.trim(), lines.join('\n')].filter(Boolean).join('\n\n');
  return {
    customer: {
      customerId: estimate.customerId,
      customerName: estimate.customerName,
      customerLocationId: estimate.customerLocationId,
      address: estimate.customerLocationAddress,
    },
    estimateId: estimate.id,
    prefill: {
      craftType: estimate.craftType,
      title: clip(estimate.title.trim() || `Estimate ${estimate.number}`, TEXT_LIMITS.title),
      description: clip(description, TEXT_LIMITS.longText),
    },
  };
}
