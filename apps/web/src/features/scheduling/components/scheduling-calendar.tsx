import { useMemo, useRef } from 'react';
import dayjs from 'dayjs';
import isBetween from 'dayjs/plugin/isBetween.js';
import isLeapYear from 'dayjs/plugin/isLeapYear.js';
import isSameOrAfter from 'dayjs/plugin/isSameOrAfter.js';
import isSameOrBefore from 'dayjs/plugin/isSameOrBefore.js';
import localeData from 'dayjs/plugin/localeData.js';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import minMax from 'dayjs/plugin/minMax.js';
import utc from 'dayjs/plugin/utc.js';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  Calendar,
  dayjsLocalizer,
  type Components,
  type Messages,
  type View,
} from 'react-big-calendar';
import * as dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import type {
  DragFromOutsideItemArgs,
  EventInteractionArgs,
} from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TCalendarCard } from '../api/scheduling';
import { useCalendarA11y } from '../hooks/use-calendar-a11y';
import type { TCalendarView } from '../utils/calendar-time';
import { CalendarCard } from './calendar-card';
import { CalendarGroupCard } from './calendar-group-card';

/**
 * The calendar's dayjs, without the time zone plugin the domain loads: with it the localizer
 * does every date step through Intl, and a week of cards took seconds to lay out. The calendar
 * only draws local Dates (showing the site's wall time), so local arithmetic is what it needs.
 */
// The localizer's plugins are loaded first, so their statics (localeData...) are copied too.
for (const plugin of [
  isBetween,
  isSameOrAfter,
  isSameOrBefore,
  localeData,
  localizedFormat,
  minMax,
  utc,
  isLeapYear,
])
  dayjs.extend(plugin);
const localDayjs = Object.assign((...args: Parameters<typeof dayjs>) => dayjs(...args), dayjs, {
  tz: undefined,
});
const localizer = dayjsLocalizer(localDayjs as unknown as typeof dayjs);

export type TCalendarEvent = {
  id: string;
  card: TCalendarCard;
  /** Tasks starting together in one column, shown as one counted card (`card` is the first). */
  group?: TCalendarCard[];
  title: string;
  start: Date;
  end: Date;
  resourceId: string;
  draggable: boolean;
};
export type TCalendarResource = { id: string; title: string };

// The add-on ships as CommonJS only; the production bundle hands its exports object to a
// default import, so the function is taken from `default` at whichever depth it sits.
type TWithDragAndDrop = typeof dragAndDrop.default;
const addon: unknown = dragAndDrop.default;
const withDragAndDrop = (
  typeof addon === 'function' ? addon : (addon as { default: unknown }).default
) as TWithDragAndDrop;
const DnDCalendar = withDragAndDrop<TCalendarEvent, TCalendarResource>(Calendar);

/** The drop's day, time (null for a whole day: the month view or the all-day row) and row. */
export type TDrop = { start: Date; wholeDay: boolean; resourceId: string | null };

type TSchedulingCalendarProps = {
  events: TCalendarEvent[];
  /** A column per company (the day view on a wide screen); else the card names its company. */
  resources: TCalendarResource[] | undefined;
  view: TCalendarView;
  views: TCalendarView[];
  date: Date;
  onView: (view: TCalendarView) => void;
  onNavigate: (date: Date) => void;
  onMove: (card: TCalendarCard, drop: TDrop) => void;
  /** The side-list task being dragged, if any. */
  dragged: TCalendarCard | null;
  onDropDragged: (drop: TDrop) => void;
  onReschedule: (card: TCalendarCard) => void;
  height: number;
  /** Now as the calendar shows it (the site's wall time): its Today button and highlight. */
  getNow: () => Date;
};

const SIX_AM = new Date(1970, 0, 1, 6, 0);

/** react-big-calendar with drag and drop (resizing off): moves and side-list drops. */
export function SchedulingCalendar({
  events,
  resources,
  view,
  views,
  date,
  onView,
  onNavigate,
  onMove,
  dragged,
  onDropDragged,
  onReschedule,
  height,
  getNow,
}: TSchedulingCalendarProps) {
  const theme = useTheme();
  const { t } = useTranslation('scheduling');
  const byCompany = resources !== undefined;
  const box = useRef<HTMLDivElement>(null);
  useCalendarA11y(box, t('calendar.timeGrid'));
  // The toolbar's and agenda's words (English as react-big-calendar's own).
  const messages = useMemo<Messages<TCalendarEvent>>(
    () => ({
      date: t('calendar.date'),
      time: t('calendar.time'),
      event: t('calendar.event'),
      allDay: t('calendar.allDay'),
      week: t('calendar.week'),
      work_week: t('calendar.workWeek'),
      day: t('calendar.day'),
      month: t('calendar.month'),
      previous: t('calendar.previous'),
      next: t('calendar.next'),
      yesterday: t('calendar.yesterday'),
      tomorrow: t('calendar.tomorrow'),
      today: t('calendar.today'),
      agenda: t('calendar.agenda'),
      noEventsInRange: t('calendar.noEventsInRange'),
      showMore: (total: number) => t('calendar.showMore', { count: total }),
    }),
    [t],
  );
  const components = useMemo<Components<TCalendarEvent, TCalendarResource>>(() => {
    const isTimeView = view === 'week' || view === 'day';
    const Event = ({ event }: { event: TCalendarEvent }) =>
      event.group ? (
        <CalendarGroupCard cards={event.group} start={event.start} onReschedule={onReschedule} />
      ) : (
        <CalendarCard
          card={event.card}
          onReschedule={onReschedule}
          showCompany={!byCompany}
          start={isTimeView ? event.start : null}
          compact={isTimeView}
        />
      );
    return { event: Event, agenda: { event: Event } };
  }, [byCompany, onReschedule, view]);

  const colorOf = (event: TCalendarEvent) => {
    if (event.group) return theme.palette.grey[800];
    const { card } = event;
    if (card.taskStatus === TASK_STATUS.COMPLETE) return theme.palette.grey[600];
    if (card.urgent) return theme.palette.error.main;
    if (card.taskStatus === TASK_STATUS.SCHEDULED) return theme.palette.primary.main;
    if (card.taskStatus === TASK_STATUS.AWAITING) return theme.palette.warning.dark;
    return theme.palette.success.dark;
  };

  return (
    <Box
      ref={box}
      sx={{
        height,
        minWidth: 0,
        '& .rbc-event, & .rbc-day-slot .rbc-background-event': { p: '2px 4px' },
        '& .rbc-toolbar': { gap: 1, flexWrap: 'wrap' },
        '& .rbc-toolbar button': { color: 'text.primary' },
        // A day's header opens that day: a target of at least 24 px (WCAG 2.5.8), where the
        // library's is as tall as its text (15 px) and axe finds it too close to the next.
        // The header cell clips its content; the taller target must not be cut.
        '& .rbc-header': { overflow: 'visible' },
        '& .rbc-header .rbc-button-link': { minHeight: 24 },
        '& .rbc-agenda-view table.rbc-agenda-table': { tableLayout: 'fixed' },
        // The card says its time itself, on a line of its own.
        '& .rbc-time-view .rbc-event-label': { display: 'none' },
        // An hour tall enough for a card's title, status, company and time (issue 32 #8).
        '& .rbc-time-view .rbc-timeslot-group': { minHeight: 72 },
        '& .rbc-time-content:focus-visible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: -2,
        },
        // Toolbar buttons a thumb can hit on a phone (44 px, as the rest of the app's controls).
        [theme.breakpoints.down('sm')]: { '& .rbc-toolbar button': { minHeight: 44 } },
      }}
    >
      <DnDCalendar
        localizer={localizer}
        messages={messages}
        events={events}
        resources={resources}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        view={view}
        views={views}
        date={date}
        getNow={getNow}
        onView={(next: View) => onView(next as TCalendarView)}
        onNavigate={onNavigate}
        scrollToTime={SIX_AM}
        step={30}
        // Tasks whose hours overlap stand side by side, never on top of each other.
        dayLayoutAlgorithm="no-overlap"
        popup
        resizable={false}
        draggableAccessor="draggable"
        eventPropGetter={(event) => ({
          style: { backgroundColor: colorOf(event), borderColor: 'transparent' },
        })}
        components={components}
        onEventDrop={({
          event,
          start,
          isAllDay,
          resourceId,
        }: EventInteractionArgs<TCalendarEvent>) =>
          onMove(event.card, {
            start: new Date(start),
            wholeDay: view === 'month' || isAllDay === true,
            resourceId: resourceId == null ? null : String(resourceId),
          })
        }
        dragFromOutsideItem={
          dragged
            ? () => ({
                id: dragged.id,
                card: dragged,
                title: dragged.title,
                start: new Date(),
                end: new Date(),
                resourceId: dragged.assignedCompanyId ?? '',
                draggable: true,
              })
            : undefined
        }
        onDropFromOutside={({ start, allDay, resource }: DragFromOutsideItemArgs) =>
          onDropDragged({
            start: new Date(start),
            wholeDay: view === 'month' || allDay,
            resourceId: resource == null ? null : String(resource),
          })
        }
        onDragOver={(event) => event.preventDefault()}
      />
    </Box>
  );
}
