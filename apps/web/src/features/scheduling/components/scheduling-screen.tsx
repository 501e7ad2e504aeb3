import { useCallback, useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FilterListIcon from '@mui/icons-material/FilterList';
import { isTaskStatus, taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import type { TSchedulingFilters } from '@craftwork/domain/scheduling/filters';
import {
  dropScheduledAt,
  isDraggableOnCalendar,
  SCHEDULING_MESSAGES,
} from '@craftwork/domain/scheduling/move';
import { KpiMultiSelect } from '../../../components/kpi/kpi-multi-select';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useStatusName } from '../../../lib/i18n/use-status-name';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { useNotify } from '../../../lib/notify';
import type { TSiteContext } from '../../../lib/session';
import {
  useCalendar,
  useMoveTask,
  useUnscheduled,
  type TCalendarCard,
  type TCalendarCompany,
} from '../api/scheduling';
import {
  calendarWallTime,
  toCalendarDate,
  visibleRange,
  type TCalendarView,
} from '../utils/calendar-time';
import { groupSameStart } from '../utils/calendar-groups';
import { movedCard, planCardMove, type TMoveRequest } from '../utils/moves';
import { RescheduleDialog } from './reschedule-dialog';
import {
  SchedulingCalendar,
  type TCalendarEvent,
  type TCalendarResource,
  type TDrop,
} from './scheduling-calendar';
import { UnscheduledList } from './unscheduled-list';

const HOUR = 3600_000;
/** The row of cards whose company is not one of the rows (none, or one no longer listed). */
const NO_COMPANY = '__none__';
const WIDE_VIEWS: TCalendarView[] = ['month', 'week', 'day', 'agenda'];
const PHONE_VIEWS: TCalendarView[] = ['day', 'agenda'];
const NO_FILTERS: TSchedulingFilters = {
  craftTypes: [],
  companyIds: [],
  locationIds: [],
  statuses: [],
};

type TSchedulingScreenProps = { site: TSiteContext; userId: string };

/**
 * /scheduling: the calendar of scheduled tasks (a column per day in the week view, per company
 * in the day view on a wide screen; decision 193), its filters (folded away on a phone), and the
 * unscheduled list. A drop or the Reschedule dialog moves the
 * task by the domain's move rule: a refused move is explained and the card snaps back; an
 * allowed one shows at once and is rolled back if the server refuses it.
 */
export function SchedulingScreen({ site, userId }: TSchedulingScreenProps) {
  const { t } = useTranslation('scheduling');
  const craftTypeName = useCraftTypeName();
  const statusName = useStatusName();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const timeZone = site.timezone;
  const [chosenView, setView] = useState<TCalendarView>('week');
  const views = isPhone ? PHONE_VIEWS : WIDE_VIEWS;
  const view = views.includes(chosenView) ? chosenView : 'day';
  const [date, setDate] = useState(() => toCalendarDate(new Date(), timeZone));
  const [filters, setFilters] = useState<TSchedulingFilters>(NO_FILTERS);
  // On a phone the filters fold away behind a button (issue 32 #8).
  const [showFilters, setShowFilters] = useState(false);
  const filtersId = useId();
  const activeFilters = Object.values(filters).filter((chosen) => chosen.length > 0).length;
  const [overrides, setOverrides] = useState<ReadonlyMap<string, TCalendarCard>>(new Map());
  const [dragged, setDragged] = useState<TCalendarCard | null>(null);
  const [rescheduling, setRescheduling] = useState<TCalendarCard | null>(null);

  // A column per company only where there is room for it: the day view on a wide screen. The
  // week shows its seven days across (issue 32 #8), each card naming its company.
  const byCompany = view === 'day' && !isPhone;
  const range = visibleRange(view, date, timeZone);
  const calendar = useCalendar({ ...filters, ...range });
  const unscheduled = useUnscheduled(filters);
  const moveTask = useMoveTask();
  const companies: readonly TCalendarCompany[] = useMemo(
    () => calendar.data?.companies ?? [],
    [calendar.data],
  );

  const cards = useMemo(() => {
    const byId = new Map<string, TCalendarCard>();
    for (const card of calendar.data?.tasks ?? []) byId.set(card.id, card);
    for (const [id, card] of overrides) {
      if (card.timestampScheduled) byId.set(id, card);
      else byId.delete(id);
    }
    return [...byId.values()];
  }, [calendar.data, overrides]);

  const rows = useMemo<TCalendarResource[]>(() => {
    const shown = companies.filter(
      (c) => filters.companyIds.length === 0 || filters.companyIds.includes(c.id),
    );
    const list = shown.map((c) => ({ id: c.id, title: c.name }));
    const known = new Set(list.map((r) => r.id));
    if (cards.some((c) => !c.assignedCompanyId || !known.has(c.assignedCompanyId))) {
      list.push({ id: NO_COMPANY, title: t('calendar.otherCompany') });
    }
    return list;
  }, [companies, filters.companyIds, cards, t]);
  const rowIds = useMemo(() => new Set(rows.map((r) => r.id)), [rows]);

  const events = useMemo(() => {
    const placed = cards.map<TCalendarEvent>((card) => {
      const start = toCalendarDate(card.timestampScheduled ?? new Date(), timeZone);
      return {
        id: card.id,
        card,
        title: card.title,
        start,
        end: new Date(start.getTime() + HOUR),
        resourceId:
          card.assignedCompanyId && rowIds.has(card.assignedCompanyId)
            ? card.assignedCompanyId
            : NO_COMPANY,
        draggable: isDraggableOnCalendar(card),
      };
    });
    if (view !== 'week' && view !== 'day') return placed;
    const { singles, groups } = groupSameStart(placed, byCompany);
    return [
      ...singles,
      ...groups.map<TCalendarEvent>((group) => {
        const [first] = group as [TCalendarEvent, ...TCalendarEvent[]];
        return {
          ...first,
          id: `group:${first.id}`,
          title: t('group.count', { count: group.length }),
          group: group.map((e) => e.card),
          draggable: false,
        };
      }),
    ];
  }, [cards, rowIds, timeZone, view, byCompany, t]);

  const unscheduledCards = (unscheduled.data?.tasks ?? []).filter((c) => !overrides.has(c.id));

  const forget = useCallback((id: string) => {
    setOverrides((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const move = useCallback(
    (card: TCalendarCard, request: TMoveRequest) => {
      const decision = planCardMove(card, request, site, userId);
      if (!decision.allowed) {
        notify.error(decision.message);
        return;
      }
      const companyName = companies.find((c) => c.id === decision.reassignTo)?.name ?? null;
      setOverrides((current) =>
        new Map(current).set(card.id, movedCard(card, decision, companyName)),
      );
      moveTask.mutate(
        {
          taskId: card.id,
          choice: request.choice,
          scheduledAt: request.scheduledAt?.toISOString() ?? null,
          companyId: decision.reassignTo,
        },
        {
          onSuccess: () => notify.success(SCHEDULING_MESSAGES.moved),
          onError: (error) => notify.error(error),
          onSettled: () => forget(card.id),
        },
      );
    },
    [companies, forget, moveTask, notify, site, userId],
  );

  const requestOf = (card: TCalendarCard, drop: TDrop): TMoveRequest => {
    const wall = calendarWallTime(drop.start);
    const scheduledAt = dropScheduledAt(
      {
        timestampScheduled: card.timestampScheduled ? new Date(card.timestampScheduled) : null,
        urgent: card.urgent,
        nextOpportunity: card.nextOpportunity,
      },
      { day: wall.day, time: drop.wholeDay ? null : wall.time },
      timeZone,
    );
    const companyId =
      drop.resourceId &&
      drop.resourceId !== NO_COMPANY &&
      drop.resourceId !== card.assignedCompanyId
        ? drop.resourceId
        : null;
    return { choice: 'date', scheduledAt, companyId };
  };

  const setFilter = <K extends keyof TSchedulingFilters>(key: K, value: TSchedulingFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  return (
    <Stack spacing={2}>
      {isPhone && (
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-expanded={showFilters}
          aria-controls={filtersId}
          onClick={() => setShowFilters((shown) => !shown)}
          sx={{ alignSelf: 'flex-start', minHeight: 44 }}
        >
          {t('filters.button', { count: activeFilters })}
        </Button>
      )}
      <Box
        id={filtersId}
        role="group"
        aria-label={t('filters.label')}
        hidden={isPhone && !showFilters}
        sx={{ display: isPhone && !showFilters ? 'none' : 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        <KpiMultiSelect
          label={t('filters.craftType')}
          options={site.validCraftTypes.map((code) => ({
            value: code,
            label: craftTypeName(code),
          }))}
          value={filters.craftTypes}
          onChange={(v) => setFilter('craftTypes', v)}
        />
        <KpiMultiSelect
          label={t('filters.company')}
          options={companies.map((c) => ({ value: c.id, label: c.name }))}
          value={filters.companyIds}
          onChange={(v) => setFilter('companyIds', v)}
        />
        <KpiMultiSelect
          label={t('filters.location')}
          options={site.locations.map((l) => ({ value: l.id, label: l.title }))}
          value={filters.locationIds}
          onChange={(v) => setFilter('locationIds', v)}
        />
        <KpiMultiSelect
          label={t('filters.status')}
          options={site.validTaskStatusCodes.map((code) => ({
            value: code,
            label: isTaskStatus(code) ? statusName(code) : taskStatusName(code),
          }))}
          value={filters.statuses}
          onChange={(v) => setFilter('statuses', v)}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // The side list goes below the calendar until the whole week fits beside it.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-label={t('calendar.label')} sx={{ minWidth: 0 }}>
          <Box sx={{ height: 4 }}>
            {calendar.isFetching && <LinearProgress aria-label={t('calendar.loading')} />}
          </Box>
          {calendar.isError && (
            <RetryAlert onRetry={() => void calendar.refetch()}>
              {errorText(calendar.error)}
            </RetryAlert>
          )}
          {calendar.data?.truncated && (
            <Alert severity="info">
              {t('calendar.truncated', { count: calendar.data.tasks.length })}
            </Alert>
          )}
          <SchedulingCalendar
            events={events}
            resources={byCompany ? rows : undefined}
            view={view}
            views={views}
            date={date}
            onView={setView}
            onNavigate={setDate}
            onMove={(card, drop) => move(card, requestOf(card, drop))}
            dragged={dragged}
            onDropDragged={(drop) => {
              if (dragged) move(dragged, requestOf(dragged, drop));
              setDragged(null);
            }}
            onReschedule={setRescheduling}
            height={isPhone ? 560 : 720}
            getNow={() => toCalendarDate(new Date(), timeZone)}
          />
          {calendar.isSuccess && cards.length === 0 && (
            <Typography color="text.secondary" sx={{ pt: 1 }}>
              {t('calendar.empty')}
            </Typography>
          )}
        </Box>
        <UnscheduledList
          query={unscheduled}
          cards={unscheduledCards}
          truncated={unscheduled.data?.truncated ?? false}
          onDragStart={setDragged}
          onDragEnd={() => setDragged(null)}
          onReschedule={setRescheduling}
        />
      </Box>
      <RescheduleDialog
        card={rescheduling}
        site={site}
        companies={companies}
        onClose={() => setRescheduling(null)}
        onSave={move}
      />
    </Stack>
  );
}
