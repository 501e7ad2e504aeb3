import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { ABSENT_RECORD_DEFAULT_CRAFT_TYPE } from '@craftwork/domain/navigation/absent-record';
import { choose, DEMO, expect, queryDatabase, test } from '../../fixtures';
import { signInTo } from './list-helpers';

test.describe('a record link that leads nowhere', () => {
  test("says 'Data is not available.' and opens the list of the work type in use", async ({
    page,
  }) => {
    await signInTo(page, DEMO.plant);
    await choose(page, 'Work Type', 'Cleaning');
    await page.goto('/craft-record/no-such-record');
    await expect(page.getByText('Data is not available.')).toBeVisible();
    await expect(page).toHaveURL(/\/craft-list\/100$/);
    await expect(page.getByRole('heading', { name: 'Cleaning Records', level: 1 })).toBeVisible();
  });

  test("another company's record is not shown either, and leads to the default type's list", async ({
    page,
  }) => {
    const [record] = await queryDatabase<{ id: string }>(
      `select r.id from craft_records r
        where r.site_key = 'DEMO' and r.deleted_at is null
          and not exists (
            select 1 from site_users su join users u on u.id = su.user_id
             where u.email = $1 and su.site_key = 'DEMO'
               and su.company_id = any(r.authorized_companies))
        limit 1`,
      [DEMO.contractorB],
    );
    if (!record) throw new Error('no record hidden from contractor B');
    await signInTo(page, DEMO.contractorB);
    await page.goto(`/craft-record/${record.id}`);
    await expect(page.getByText('Data is not available.')).toBeVisible();
    // Spec part 2: /craft-list/{craftType}, default 10 (no work type is in use here).
    await expect(page).toHaveURL(new RegExp(`/craft-list/${ABSENT_RECORD_DEFAULT_CRAFT_TYPE}$`));
    await expect(
      page.getByRole('heading', {
        name: `${craftTypeName(ABSENT_RECORD_DEFAULT_CRAFT_TYPE)} Records`,
        level: 1,
      }),
    ).toBeVisible();
  });
});
