import type { Page } from '@playwright/test';
import { expect, horizontalOverflow, screenshot, signIn, test } from '../../fixtures';
import { seriousViolations } from './axe';
import { keysShown } from './catalogue-keys';
import { englishShown } from './english-shown';
import {
  demoIds,
  USERS,
  WALK,
  walkedAs,
  type TDemoIds,
  type TUser,
  type TWalkRoute,
} from './routes';

// Every screen of the route table, as the user who sees the most of it and as those it differs
// for (walkedAs), at a desktop and a phone width (decisions 179, 186): axe's WCAG 2.2 AA rules
// with no serious or critical violation, no catalogue key shown in place of its text, no
// sideways page scroll on the phone, and, when asked for (E2E_SCREENS=1), a full-page
// screenshot of each for a person to look at.
//
// E2E_WALK_LANGUAGE=pl (or any shipped language, or several: pl,ar) walks the same screens with
// the browser set to that language instead (issue 37): each screen's level-1 heading is looked
// for by its level alone, since its name is no longer the English one, and a screen fails that
// is not in that language (`<html lang>`) or still shows an English catalogue text (a whole line
// or accessible name) the language writes otherwise. CI walks the screens at 390 px in Polish
// (the longest words) and Arabic (right to left) as well (run.ts `languages`).
const LANGUAGES = process.env.E2E_WALK_LANGUAGE?.split(',').filter(Boolean) ?? [];
const WIDTHS = [1280, 390] as const;
type TWalk = { width: (typeof WIDTHS)[number]; language?: string };
const WALKS: TWalk[] = LANGUAGES.length
  ? LANGUAGES.flatMap((language) => WIDTHS.map((width) => ({ width, language })))
  : WIDTHS.map((width) => ({ width }));

let ids: TDemoIds;
test.beforeAll(async () => {
  ids = await demoIds();
});

/** Opens one screen and checks it; returns what is wrong with it (nothing when it passes). */
async function visit(page: Page, user: TUser, route: TWalkRoute, { width, language }: TWalk) {
  const url = route.url(ids);
  await page.goto(url);
  const landmark =
    route.heading === 'alert'
      ? page.getByRole('alert')
      : page.getByRole('heading', language ? { level: 1 } : { name: route.heading, level: 1 });
  await expect(landmark.first(), `${url}: its heading`).toBeVisible();
  await expect(page.getByRole('progressbar'), `${url}: loaders finish`).toHaveCount(0, {
    timeout: 20_000,
  });
  const problems = (await seriousViolations(page, { skip: route.axeExclude?.target })).map(
    (v) => `${url}: ${v}`,
  );
  if (width < 600) {
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) problems.push(`${url}: the page scrolls sideways by ${overflow} px`);
  }
  for (const key of await keysShown(page)) problems.push(`${url}: shows the key "${key}"`);
  if (language) {
    const lang = await page.locator('html').getAttribute('lang');
    if (lang !== language) problems.push(`${url}: the page is in "${lang}", not "${language}"`);
    for (const text of await englishShown(page, language))
      problems.push(`${url}: shows "${text}" in English`);
  }
  await screenshot(page, `${language ? `${language}-` : ''}${user}-${route.name}-${width}`);
  return problems;
}

for (const walk of WALKS) {
  const { width, language } = walk;
  test.describe(`every screen at ${width} px${language ? ` in ${language}` : ''}`, () => {
    test.use({
      viewport: { width, height: width > 600 ? 800 : 844 },
      ...(language ? { locale: language } : {}),
    });

    for (const [user, email] of Object.entries(USERS) as [TUser, string | null][]) {
      const routes = WALK.filter((r) => walkedAs(r).includes(user));
      if (routes.length === 0) continue;
      test(`${user}: ${routes.length} screens`, async ({ page }) => {
        test.setTimeout(60_000 + routes.length * 30_000);
        if (email) {
          await signIn(page, email);
          await expect(page).not.toHaveURL(/\/login$/);
        }
        const problems: string[] = [];
        for (const route of routes) {
          try {
            problems.push(...(await visit(page, user, route, walk)));
          } catch (error) {
            problems.push(`${route.name}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
        const where = `${width} px${language ? ` in ${language}` : ''}`;
        for (const problem of problems) console.log(`${user} at ${where}: ${problem}`);
        expect(problems, 'serious or critical accessibility violations and overflow').toEqual([]);
      });
    }
  });
}
