import Chip from '@mui/material/Chip';
import type { TEstimateStatus } from '@craftwork/domain/billing/transitions';
import { useTranslation } from '../../../lib/i18n/i18n';

const COLORS = {
  draft: 'default',
  sent: 'info',
  approved: 'success',
  rejected: 'warning',
} as const satisfies Record<TEstimateStatus, string>;

/** An estimate's status as a small coloured label. */
export function EstimateStatusChip({ status }: { status: TEstimateStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      label={t(`estimateStatus.${status}`)}
    />
  );
}
