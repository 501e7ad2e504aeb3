/**
 * The 50,000-row report PDF in a process of its own (report-pdf-memory.test.ts): writes it to
 * the file it is given and prints the heap's and the resident set's growth, in MB, as JSON.
 * Run with `--expose-gc`: each sample is taken after a full collection, so it counts what the
 * writer keeps alive, and a small heap of its own keeps each collection short.
 */
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printBrand } from '@craftwork/domain/reports/brand';
import type { TReportRow } from '../report-document.ts';
import { createReportPdf } from './report-pdf.ts';

export const TOTAL = 50_000;
export const HEADERS = [
  'Task #',
  'Title',
  'Company',
  'Location',
  'Status',
  'Craft',
  'Created',
  'Days',
];

const MB = 1024 * 1024;

async function main(file: string) {
  const { gc } = globalThis;
  if (!gc) throw new Error('run with --expose-gc');
  const writer = createReportPdf(createWriteStream(file), {
    paperSize: 'Letter',
    brand: printBrand('craftwork', 'North Plant', false),
    title: 'Open Tasks',
    generatedAt: '11/24/2026 06:00 AM EST',
    filters: [{ label: 'Statuses', value: 'All' }],
    headers: HEADERS,
    total: TOTAL,
  });
  gc();
  const start = process.memoryUsage();
  let heapPeak = start.heapUsed;
  let rssPeak = start.rss;
  const sample = () => {
    gc();
    const now = process.memoryUsage();
    heapPeak = Math.max(heapPeak, now.heapUsed);
    rssPeak = Math.max(rssPeak, now.rss);
  };
  // Rows are kept until `end` lays the pages out (wrapped rows differ in height): sampled
  // while they arrive and while the pages are drawn.
  const sampler = setInterval(sample, 250);
  for (let first = 0; first < TOTAL; first += 1000) {
    const batch: TReportRow[] = [];
    for (let i = first; i < first + 1000; i++) {
      batch.push([
        `T-${i + 1}`,
        `Replace deck boards on level ${i % 12}, east stairwell, and re-tag the scaffold ${i}`,
        `Company ${i % 40}`,
        `Unit ${i % 30} / Area ${i % 7}`,
        i % 3 === 0 ? 'In Progress' : 'Open',
        'Scaffold',
        '11/02/2026',
        i % 120,
      ]);
    }
    await writer.addRows(batch);
    sample();
  }
  await writer.end();
  clearInterval(sampler);
  sample();
  process.stdout.write(
    JSON.stringify({
      heapGrowth: (heapPeak - start.heapUsed) / MB,
      rssGrowth: (rssPeak - start.rss) / MB,
    }),
  );
}

// Run as a program only: the test imports the sizes above.
const [program, file] = process.argv.slice(1);
if (program === fileURLToPath(import.meta.url) && file) await main(file);
