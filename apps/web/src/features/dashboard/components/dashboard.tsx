import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EventIcon from '@mui/icons-material/Event';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import FoundationIcon from '@mui/icons-material/Foundation';
import HistoryIcon from '@mui/icons-material/History';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Link as RouterLink } from 'react-router';
import { taskListPath } from '@craftwork/domain/navigation/drawer';
import type { TTaskParam } from '@craftwork/domain/lists/task-list';
import { FEATURE_FLAGS } from '@craftwork/domain/site/release';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/i18n/error-text';
import type { TRpcOutputs } from '../../../lib/rpc';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { LastUpdated } from '../../../components/ui/last-updated';
import { keepsSavedData } from '../../../lib/saved-data';
import { VISUALLY_HIDDEN_SX } from '../../../components/ui/visually-hidden';

type TCounts = TRpcOutputs['dashboard']['summary']['counts'];
type TComplianceCounts = TRpcOutputs['dashboard']['summary']['compliance'];

type TTileLabel =
  | 'all'
  | 'scheduled'
  | 'inProgress'
  | 'urgent'
  | 'inspections'
  | 'backlog'
  | 'completed'
  | 'map'
  | 'compliance'
  | 'waitingForScaffold';

type TTile = {
  /** The tile's name in the "home" catalogue (tiles.<label>). */
  label: TTileLabel;
  to: string;
  icon: ReactNode;
  /** The list whose open count is the tile's badge; none for Completed and Map. */
  badge?: keyof TCounts;
  /** A compliance count as the badge, and the words a screen reader hears after it (badge.<words>). */
  complianceBadge?: { key: keyof TComplianceCounts; words: 'overdueInspections' | 'waiting' };
};

const taskTile = (label: TTileLabel, param: TTaskParam, icon: ReactNode, badge = true): TTile => ({
  label,
  to: taskListPath(param, false),
  icon,
  badge: badge ? (param as keyof TCounts) : undefined,
});

/** The dashboard tiles, in the spec's order (part 1, section 2). */
export const DASHBOARD_TILES: readonly TTile[] = [
  taskTile('all', 'All', <ListAltIcon />),
  taskTile('scheduled', 'Scheduled', <EventIcon />),
  taskTile('inProgress', 'In Progress', <AutorenewIcon />),
  taskTile('urgent', 'Urgent', <PriorityHighIcon />),
  taskTile('inspections', 'Inspection', <FactCheckOutlinedIcon />),
  taskTile('backlog', 'Backlog', <HistoryIcon />),
  taskTile('completed', 'Completed', <CheckCircleOutlineIcon />, false),
  { label: 'map', to: paths.mapView, icon: <MapOutlinedIcon /> },
];

/** Scaffold compliance: inspections overdue and tasks waiting for a scaffold (decision 169). */
export const COMPLIANCE_TILES: readonly TTile[] = FEATURE_FLAGS.compliance
  ? [
      {
        label: 'compliance',
        to: paths.compliance,
        icon: <VerifiedUserOutlinedIcon />,
        complianceBadge: { key: 'overdueInspections', words: 'overdueInspections' },
      },
      {
        label: 'waitingForScaffold',
        to: `${paths.compliance}?tab=waiting`,
        icon: <HourglassTopIcon />,
        complianceBadge: { key: 'waitingForScaffold', words: 'waiting' },
      },
    ]
  : [];

function StandingFigure({
  label,
  value,
  icon,
  isLoading,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  isLoading: boolean;
}) {
  const { t } = useTranslation('home');
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        flex: '1 1 150px',
      }}
    >
      <Box sx={{ color: 'secondary.main', display: 'flex' }} aria-hidden="true">
        {icon}
      </Box>
      <div>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
          {/* A loader by its role (a bare span may not carry a label: WCAG 4.1.2). */}
          {isLoading ? (
            <Skeleton width={48} role="progressbar" aria-label={t('loading', { label })} />
          ) : (
            value
          )}
        </Typography>
      </div>
    </Paper>
  );
}

function Tile({ tile, count }: { tile: TTile; count: number | undefined | null }) {
  const { t } = useTranslation('home');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={tile.to}
        sx={{
          height: '100%',
          minHeight: 96,
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Stack
          direction="row"
          sx={{ width: '100%', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden="true">
            {tile.icon}
          </Box>
          {tile.badge || tile.complianceBadge ? (
            count === null ? null : count === undefined ? (
              <Skeleton variant="rounded" width={32} height={24} />
            ) : (
              <Chip
                label={count}
                size="small"
                color={count > 0 ? 'secondary' : 'default'}
                sx={{ fontWeight: 600 }}
                aria-hidden="true"
              />
            )
          ) : null}
        </Stack>
        <Typography sx={{ fontWeight: 500 }}>
          {t(`tiles.${tile.label}`)}
          {(tile.badge || tile.complianceBadge) && typeof count === 'number' ? (
            <Box component="span" sx={VISUALLY_HIDDEN_SX}>
              {t(`badge.${tile.complianceBadge?.words ?? 'open'}`, { count })}
            </Box>
          ) : null}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/**
 * /home on an approved site: the standing scaffolds, the task tiles with their open counts for
 * the global work type, the compliance tiles (overdue inspections, tasks waiting for a
 * scaffold), and Create Task. A customer site shows only Create Job.
 */
export function Dashboard({
  craftType,
  customerSite,
}: {
  /** The global work type, or null for every type. */
  craftType: number | null;
  customerSite: boolean;
}) {
  const { t } = useTranslation('home');
  // The lists' own Create Task (Create Job on a customer site), in the user's language.
  const { t: tLists } = useTranslation('lists');
  const format = useFormat();
  const summary = useDashboardSummary(craftType, { enabled: !customerSite });
  const createButton = (
    <Button
      component={RouterLink}
      to={customerSite ? paths.createCustomerTask : paths.createTask}
      variant="contained"
      size="large"
      startIcon={<AddIcon aria-hidden="true" />}
      sx={{ px: 3, py: 1.25, whiteSpace: 'nowrap' }}
    >
      {tLists('createButton', { kind: customerSite ? 'jobs' : 'tasks' })}
    </Button>
  );

  if (customerSite) {
    return (
      <Box>
        <PageHeading title={t('title')} />
        {createButton}
      </Box>
    );
  }

  const data = summary.data;
  // Badges: a number once loaded, undefined while loading, null when they failed.
  // Saved figures that could not be refreshed (offline) are shown with their age, not an error.
  const failed = summary.isError && !keepsSavedData(summary);
  const countOf = (badge: keyof TCounts) => (failed ? null : data?.counts[badge]);
  return (
    <Box>
      <PageHeading title={t('title')} actions={createButton} />
      <LastUpdated updatedAt={summary.dataUpdatedAt} sx={{ mb: 2 }} />
      {failed ? (
        <RetryAlert onRetry={() => void summary.refetch()} sx={{ mb: 2 }}>
          {errorText(summary.error)}
        </RetryAlert>
      ) : null}
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 3 }}>
        <StandingFigure
          label={t('standing.total')}
          value={format.standing(data?.standing.total || null)}
          icon={<FoundationIcon fontSize="large" />}
          isLoading={summary.isPending && !failed}
        />
        <StandingFigure
          label={t('standing.averageDays')}
          value={format.standing(data?.standing.averageDays)}
          icon={<HourglassBottomIcon fontSize="large" />}
          isLoading={summary.isPending && !failed}
        />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {DASHBOARD_TILES.map((tile) => (
          <Tile key={tile.label} tile={tile} count={tile.badge ? countOf(tile.badge) : undefined} />
        ))}
        {COMPLIANCE_TILES.map((tile) => (
          <Tile
            key={tile.label}
            tile={tile}
            count={
              failed ? null : tile.complianceBadge && data?.compliance[tile.complianceBadge.key]
            }
          />
        ))}
      </Box>
    </Box>
  );
}
