import Chip from '@mui/material/Chip';
import {
  ESTIMATE_STATUS_LABELS,
  type TEstimateStatus,
} from '@craftwork/domain/billing/transitions';

const COLORS = {
  draft: 'default',
  sent: 'info',
  approved: 'success',
  rejected: 'warning',
} as const satisfies Record<TEstimateStatus, string>;

/** An estimate's status as a small coloured label. */
export function EstimateStatusChip({ status }: { status: TEstimateStatus }) {
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      label={ESTIMATE_STATUS_LABELS[status]}
    />
  );
}
