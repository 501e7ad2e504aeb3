import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { assets } from '../db/schema.ts';

/** What the demo's assets are, by Asset ID, so /asset-list shows descriptions. */
const DESCRIPTIONS: Record<string, string> = {
  'E-101': 'Crude preheat exchanger, shell side to the desalter.',
  'T-4': 'Atmospheric tower; platforms at 40, 80 and 120 ft.',
  'P-22': 'Cat cracker feed pump, north deck.',
  'TK-7': 'Intermediate storage tank, floating roof.',
};

/** Gives the demo site's assets (made by seed.ts) their descriptions. */
export async function describeDemoAssets(tx: DbOrTx, ctx: { siteKey: string }) {
  for (const [customId, description] of Object.entries(DESCRIPTIONS)) {
    await tx
      .update(assets)
      .set({ description })
      .where(and(eq(assets.siteKey, ctx.siteKey), eq(assets.customId, customId)));
  }
}
