import { eq, sql } from 'drizzle-orm';
import { sites } from '../../../db/schema.ts';
import { approvedMembers, none, type MatrixArea } from '../matrix-kit.ts';

/**
 * The inventory-dialog procedures' rows: every approved member of a site that enables
 * inventory reads the objects its status dialog offers (which ones: the visibility tests of
 * inventory-lines.integration.test.ts). Both matrix sites enable inventory here; the refusal on
 * a site that does not is tested there too. It takes no id.
 */
export const inventoryDialogArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    for (const s of [w.site, w.other]) {
      await db
        .update(sites)
        .set({ customizations: sql`${sites.customizations} || '{"inventoryEnabled":true}'::jsonb` })
        .where(eq(sites.siteKey, s.siteKey));
    }
  },
  rows: {
    'inventoryDialog.objects': { access: approvedMembers, input: none },
  },
  takeNoId: ['inventoryDialog.objects'],
};
