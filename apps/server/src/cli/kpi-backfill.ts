/**
 * `npm run admin -- kpis <siteKey> --from <YYYY-MM-DD> --to <YYYY-MM-DD>`: recomputes a site's
 * stored KPI days over a range (after an import, a rule change or a pause of the nightly job).
 */
import cliProgress from 'cli-progress';
import { eq } from 'drizzle-orm';
import { daysBetween, isCalendarDay } from '@craftwork/domain/kpis/nightly';
import type { Database } from '../db/client.ts';
import { sites } from '../db/schema.ts';
import { recomputeKpiDays } from '../modules/kpi-records/index.ts';

export type TBackfillOutput = {
  /** A terminal shows a progress bar; anything else (a log, a pipe) a line per tenth. */
  isTTY: boolean;
  line: (text: string) => void;
  stream?: NodeJS.WritableStream;
};

export async function backfillKpis(
  db: Database,
  input: { siteKey: string | undefined; from: string | undefined; to: string | undefined },
  output: TBackfillOutput,
): Promise<{ days: number; records: number; millis: number }> {
  const { siteKey, from, to } = input;
  if (!siteKey || !from || !to)
    throw new Error('Usage: npm run admin -- kpis <siteKey> --from <YYYY-MM-DD> --to <YYYY-MM-DD>');
  for (const [name, value] of [
    ['--from', from],
    ['--to', to],
  ] as const) {
    if (!isCalendarDay(value))
      throw new Error(`${name} must be a date written YYYY-MM-DD, not "${value}".`);
  }
  if (to < from) throw new Error(`--to (${to}) is before --from (${from}).`);
  const [site] = await db
    .select({ siteKey: sites.siteKey })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  if (!site) throw new Error(`There is no site "${siteKey}".`);

  const total = daysBetween(from, to).length;
  output.line(`Computing the KPIs of ${site.siteKey} for ${total} day(s), ${from} to ${to}.`);
  const bar = output.isTTY
    ? new cliProgress.SingleBar(
        {
          format: ' {bar} {percentage}% | {value}/{total} days | {day}',
          stream: output.stream,
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  bar?.start(total, 0, { day: from });
  let reportedTenth = 0;
  const started = performance.now();
  try {
    const result = await recomputeKpiDays(db, site.siteKey, from, to, (day, done) => {
      if (bar) {
        bar.update(done, { day });
        return;
      }
      const tenth = Math.floor((done * 10) / total);
      if (tenth > reportedTenth) {
        reportedTenth = tenth;
        output.line(`${tenth * 10}% (${done}/${total} days, through ${day})`);
      }
    });
    bar?.stop();
    const millis = Math.round(performance.now() - started);
    output.line(
      `Done: ${result.days} day(s), ${result.records} KPI record(s) in ${(millis / 1000).toFixed(1)} s.`,
    );
    return { ...result, millis };
  } finally {
    bar?.stop();
  }
}
