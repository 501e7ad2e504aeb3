import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { queryDatabase } from '../../fixtures';

const ZONE = 'America/Chicago';

/**
 * The demo site's day facts on its own clock: weekday (0 Sunday), the hour, and today's and
 * tomorrow's dates.
 */
export async function demoDay() {
  const [row] = await queryDatabase<{ dow: number; hour: number; today: string; tomorrow: string }>(
    `select extract(dow from now() at time zone $1)::int as dow,
            extract(hour from now() at time zone $1)::int as hour,
            to_char(now() at time zone $1, 'YYYY-MM-DD') as today,
            to_char(now() at time zone $1 + interval '1 day', 'YYYY-MM-DD') as tomorrow`,
    [ZONE],
  );
  if (!row) throw new Error('no clock');
  return row;
}

/**
 * A task of the demo site assigned to Apex Scaffold Services on one of its scaffolding records,
 * created by the plant user: scheduled at `hour` (9: 9:00 am, 15.5: 3:30 pm) on the site day `dayOffset` from today, or
 * Awaiting Schedule when `dayOffset` is null.
 */
export async function addDemoTask(
  title: string,
  status: number,
  dayOffset: number | null,
  hour = 9,
): Promise<string> {
  const id = randomUUID();
  await queryDatabase(
    `insert into tasks (id, site_key, craft_record_id, title, description, task_status, task_type,
       craft_type, location_id, assigned_company_id, created_by, timestamp_scheduled)
     select $1, r.site_key, r.id, $2, 'Calendar test task', $3, 12, r.craft_type, r.location_id,
       c.id, u.id,
       case when $4::int is null then null
         else (date_trunc('day', now() at time zone $5) + make_interval(days => $4::int, mins => ($6::numeric * 60)::int)) at time zone $5 end
     from craft_records r
     join companies c on c.site_key = r.site_key and c.name = 'Apex Scaffold Services'
     join users u on u.email = 'plant@craftwork.demo'
     join sites s on s.site_key = r.site_key and s.name = 'Demo Refinery'
     where r.craft_type = 10 and r.deleted_at is null
       and r.authorized_companies @> array[c.id]::text[]
     order by r.id limit 1`,
    [id, title, status, dayOffset, ZONE, hour],
  );
  return id;
}

/**
 * A first hour for a test's tasks that keeps the three hours after it clear of the demo site's
 * own tasks, which the seed schedules at the time of day it ran (shortly before the run): the
 * afternoon in the morning, the early morning after it.
 */
export async function clearHour(): Promise<number> {
  const { hour } = await demoDay();
  return hour >= 11 ? 6 : 15;
}

/** "3:00 PM" for 15, "6:30 AM" for 6.5: the calendar's own way of writing a time. */
export function clockLabel(hour: number): string {
  const whole = Math.floor(hour);
  const minutes = String(Math.round((hour - whole) * 60)).padStart(2, '0');
  return `${((whole + 11) % 12) + 1}:${minutes} ${whole < 12 ? 'AM' : 'PM'}`;
}

/** The calendar card of a task by its title and status, through its Reschedule button. */
export function rescheduleButton(page: Page, title: string, status: string) {
  return page.getByRole('button', { name: `Reschedule ${title} · ${status}`, exact: true });
}

/** Shows only Apex Scaffold Services' column, so the week fits the screen. */
export async function showApexOnly(page: Page) {
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'Apex Scaffold Services' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/**
 * Drags a card by mouse, as a person would, `columns` day columns sideways (negative: back) at
 * the same time of day.
 */
export async function dragCardByColumns(
  page: Page,
  title: string,
  status: string,
  columns: number,
) {
  const card = rescheduleButton(page, title, status).locator(
    'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " rbc-event ")][1]',
  );
  const column = card.locator(
    'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " rbc-day-slot ")][1]',
  );
  // With a busy week the card can sit below the fold of the page or of the time grid's own
  // scroll box; the mouse only reaches what is on screen.
  await card.scrollIntoViewIfNeeded();
  const box = await card.boundingBox();
  const slot = await column.boundingBox();
  if (!box || !slot) throw new Error('card not on screen');
  const x = box.x + 8;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 5, y + 5, { steps: 3 });
  await page.mouse.move(x + columns * slot.width, y, { steps: 12 });
  await page.mouse.up();
}
