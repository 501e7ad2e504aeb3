import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TKpiOpenWorkByAge } from '@craftwork/domain/kpis/dashboard';
import { useFormat } from '../../../lib/i18n/use-format';
import { useKpiLabels } from '../hooks/use-kpi-labels';
import { KpiCardFrame } from './kpi-card';

/**
 * Open Work by Age: the open tasks now and how many are 0-7, 8-30, 31-90 and over 90 days old.
 * Selecting it shows them as a pie.
 */
export function OpenWorkCard({
  title,
  tooltip,
  color,
  openWork,
  isSelected,
  onSelect,
}: {
  title: string;
  tooltip: string;
  color: string;
  openWork: TKpiOpenWorkByAge | undefined;
  isSelected: boolean;
  onSelect?: () => void;
}) {
  const format = useFormat();
  const labels = useKpiLabels();
  return (
    <KpiCardFrame
      title={title}
      tooltip={tooltip}
      color={color}
      isSelected={isSelected}
      onSelect={onSelect}
    >
      {openWork ? (
        <>
          <Typography
            variant="h5"
            component="span"
            data-testid="kpi-value"
            sx={{ display: 'block', fontWeight: 600 }}
          >
            {format.kpi(openWork.total, { type: 'total', precision: 0 })}
          </Typography>
          <Box
            component="span"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto auto',
              columnGap: 1,
              fontSize: 12,
              color: 'text.secondary',
            }}
          >
            {openWork.buckets.map((b) => (
              <Box component="span" key={b.key} sx={{ display: 'contents' }}>
                <span>{labels.slice(b)}</span>
                <Box component="span" sx={{ textAlign: 'right', color: 'text.primary' }}>
                  {format.number(b.count)}
                </Box>
              </Box>
            ))}
          </Box>
        </>
      ) : (
        <Skeleton width="80%" height={60} />
      )}
    </KpiCardFrame>
  );
}
