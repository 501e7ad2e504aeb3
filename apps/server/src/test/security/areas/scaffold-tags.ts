import { eq } from 'drizzle-orm';
import { craftRecords } from '../../../db/schema.ts';
import { newTagToken } from '../../../modules/scaffold-tags/index.ts';
import { everyone, recordUpdaters, type MatrixArea } from '../matrix-kit.ts';

/** The public tag page: anyone holding a tag's token, signed in or not, of any site. */
const anyone = everyone('allow');

let token = '';

export const scaffoldTagsArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    token = newTagToken();
    await db
      .update(craftRecords)
      .set({ tagToken: token })
      .where(eq(craftRecords.id, w.mine.plant.recordId));
  },
  takeNoId: ['scaffoldTags.get'],
  rows: {
    'scaffoldTags.get': { access: anyone, input: () => ({ token }) },
    // The printed tag's permission (canUpdateCraftRecords), on a record the caller sees.
    'scaffoldTags.forRecord': {
      access: recordUpdaters,
      input: (w, p) => ({ recordId: w.mine[p].recordId }),
    },
    'scaffoldTags.regenerate': {
      access: recordUpdaters,
      input: (w, p) => ({ recordId: w.mine[p].recordId }),
    },
  },
};
