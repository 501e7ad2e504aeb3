import { DEMO, expect, signIn, test } from '../../fixtures';
import { seriousViolations } from '../a11y/axe';
import { WALK } from '../a11y/routes';
import { addDemoTask } from './scheduling-helpers';

// Issue 32 #9: axe checks the whole of /scheduling, the calendar's time grid and its cards
// included, at a desktop and a phone width.
for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the scheduling calendar has no serious accessibility violation at ${width} px, its grid included`, async ({
    page,
  }) => {
    // A week ahead, where no other journey of the run schedules: the journeys before this one
    // pile their tasks onto today, and the check is of the calendar, not of their number.
    const title = `Calendar axe ${Date.now().toString(36)}`;
    await addDemoTask(title, 20, 7, width > 600 ? 20 : 21);
    await page.setViewportSize({ width, height });
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/scheduling');
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduling' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
    // The week view moves a week per Next, the phone's day view a day.
    for (let i = 0; i < (width > 600 ? 1 : 7); i += 1)
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText(title).first()).toBeAttached();

    expect(await seriousViolations(page)).toEqual([]);
    // The time grid scrolls on its own: a keyboard user reaches it, and it has a name.
    const grid = page.getByRole('region', { name: 'Calendar time grid' });
    await expect(grid).toHaveAttribute('tabindex', '0');
  });
}

test('the accessibility walk checks the calendar grid on /scheduling', () => {
  const route = WALK.find((r) => r.route === 'scheduling');
  expect(route?.axeExclude).toBeUndefined();
});
