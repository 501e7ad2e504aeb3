import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { generatePath } from 'react-router';
import { TASK_PARAMS, type TTaskParam } from '@craftwork/domain/lists/task-list';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import type { TSiteContext } from '../../../lib/session';
import { MAP_PIN_LIMIT, useMapTasks } from '../api/list-map-tasks';
import { useStandingScaffolds } from '../api/list-standing-scaffolds';
import {
  mapPins,
  pinCounts,
  siteCenter,
  standingScaffoldPinItems,
  taskPinItems,
  type TMapPin,
} from '../utils/pins';
import { MapLegend } from './map-legend';
import { TaskMap } from './task-map';
import { RetryAlert } from '../../../components/ui/retry-alert';

type TMapViewProps = {
  site: TSiteContext;
  taskParam: TTaskParam;
  onTaskParamChange: (taskParam: TTaskParam) => void;
  /** The global work type (null: all). */
  craftType: number | null;
  customerSite: boolean;
};

/** Where a site without coordinates centres its map (pins still spread around it). */
const NOWHERE = { lat: 0, lng: 0 };

/**
 * The Map View (spec part 2, "Map components"): the tasks of a list as pins by category on a
 * satellite map, with a legend of the counts.
 */
export function MapView({
  site,
  taskParam,
  onTaskParamChange,
  craftType,
  customerSite,
}: TMapViewProps) {
  const { t } = useTranslation('field');
  const format = useFormat();
  const list = t(`map.taskParam.${taskParam}`);
  const query = useMapTasks(taskParam, craftType);
  // Installed scaffolds are the standing scaffolds, pinned on every list's map.
  const standing = useStandingScaffolds(craftType);
  const center = useMemo(() => siteCenter(site, site.locations), [site]);
  const taskItems = useMemo(
    () =>
      query.data ? taskPinItems(query.data.rows, { now: new Date(), timeZone: site.timezone }) : [],
    [query.data, site.timezone],
  );
  const pins = useMemo(
    () =>
      mapPins([...standingScaffoldPinItems(standing.data ?? []), ...taskItems], {
        center: center ?? NOWHERE,
        locations: site.locations,
      }),
    [standing.data, taskItems, center, site.locations],
  );
  const isLoaded = query.data !== undefined && standing.data !== undefined;
  const counts = isLoaded ? pinCounts(pins) : null;
  const recordPath = (pin: TMapPin) =>
    customerSite
      ? generatePath(paths.workRecordAndTasks, { id: pin.task.craftRecordId })
      : generatePath(paths.craftRecord, { id: pin.task.craftRecordId, taskId: pin.task.id });

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <title>{t('map.pageTitle')}</title>
        <Typography variant="h5" component="h1">
          {t('map.heading')}
        </Typography>
        <TextField
          id="map-task-param"
          select
          size="small"
          label={t('map.tasksLabel')}
          value={taskParam}
          onChange={(event) => {
            const next = TASK_PARAMS.find((p) => p === event.target.value);
            if (next) onTaskParamChange(next);
          }}
          sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}
        >
          {TASK_PARAMS.map((param) => (
            <MenuItem key={param} value={param}>
              {t(`map.taskParam.${param}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {query.error || standing.error ? (
        <RetryAlert
          onRetry={() => {
            if (query.error) void query.refetch();
            if (standing.error) void standing.refetch();
          }}
        >
          {errorText(query.error ?? standing.error)}
        </RetryAlert>
      ) : null}
      {!center && <Alert severity="info">{t('map.noPosition')}</Alert>}
      {query.data && query.data.total > MAP_PIN_LIMIT && (
        <Alert severity="info">
          {t('map.limit', {
            shown: format.number(MAP_PIN_LIMIT),
            total: format.number(query.data.total),
          })}
        </Alert>
      )}

      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', lg: 'row' },
          gap: 2,
          alignItems: 'stretch',
        }}
      >
        <Paper
          variant="outlined"
          sx={{
            position: 'relative',
            flexGrow: 1,
            minWidth: 0,
            overflow: 'hidden',
            height: { xs: '60vh', md: 'calc(100vh - 240px)' },
            minHeight: 360,
          }}
        >
          {(query.isFetching || standing.isFetching) && (
            <LinearProgress
              aria-label={t('map.loading')}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1100 }}
            />
          )}
          {isLoaded && pins.length === 0 && (
            <Typography
              sx={{
                position: 'absolute',
                top: '50%',
                left: '50%',
                transform: 'translate(-50%, -50%)',
                zIndex: 650,
                px: 2,
                py: 1,
                borderRadius: 1,
                bgcolor: 'rgba(0,0,0,0.7)',
                color: 'common.white',
                textAlign: 'center',
                pointerEvents: 'none',
              }}
            >
              {t('map.noPins', { list })}
            </Typography>
          )}
          <TaskMap
            center={center ?? NOWHERE}
            pins={pins}
            timeZone={site.timezone}
            recordPath={recordPath}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, width: { lg: 260 }, flexShrink: 0 }}>
          <MapLegend counts={counts} />
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {query.isPending || standing.isPending
              ? t('map.loadingStatus')
              : query.data && standing.data
                ? `${pinSummary(t, taskItems.length, query.data.rows.length, list)} ${t(
                    'map.summary.standing',
                    { count: standing.data.length },
                  )}`
                : ''}
          </Typography>
        </Paper>
      </Box>
    </Stack>
  );
}

/** How many of the list's tasks are pinned; `list` is the list's name in the language shown. */
function pinSummary(
  t: TFunction<'field'>,
  pinCount: number,
  taskCount: number,
  list: string,
): string {
  if (taskCount === 0) return t('map.summary.none', { list });
  if (pinCount === taskCount) return t('map.summary.all', { count: taskCount, list });
  return t('map.summary.some', { pins: pinCount, count: taskCount, list });
}
