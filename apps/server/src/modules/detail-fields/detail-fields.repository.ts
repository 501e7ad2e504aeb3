import { eq, sql } from 'drizzle-orm';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import type { DbOrTx } from '../../db/client.ts';
import { sites } from '../../db/schema.ts';

/** The site row, locked until the transaction ends (one detail field save at a time per site). */
export async function lockSite(tx: DbOrTx, siteKey: string) {
  const [site] = await tx
    .select({
      siteKey: sites.siteKey,
      customizations: sites.customizations,
      validCraftTypes: sites.validCraftTypes,
      validTaskTypes: sites.validTaskTypes,
      validTaskStatusCodes: sites.validTaskStatusCodes,
    })
    .from(sites)
    .where(eq(sites.siteKey, siteKey))
    .for('update');
  return site;
}

/** A JSON object, or {} for anything else (missing, null, a list). */
function objectOr(value: ReturnType<typeof sql>) {
  return sql`(case when jsonb_typeof(${value}) = 'object' then ${value} else '{}'::jsonb end)`;
}

/**
 * Writes one craft type's craft detail fields (key → field), replacing only that craft type's
 * entry of customizations.craftDetails: the other craft types and every other customization
 * stay as they are, whoever wrote them.
 */
export async function writeCraftDetailFields(
  tx: DbOrTx,
  siteKey: string,
  craftType: number,
  fields: readonly TDetailFieldConfig[],
) {
  const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
  const current = objectOr(sql`${sites.customizations} -> 'craftDetails'`);
  await tx
    .update(sites)
    .set({
      customizations: sql`jsonb_set(${objectOr(sql`${sites.customizations}`)}, '{craftDetails}', ${current} || jsonb_build_object(${String(craftType)}::text, ${JSON.stringify(byKey)}::jsonb))`,
    })
    .where(eq(sites.siteKey, siteKey));
}

/**
 * Writes one craft and task type's task detail fields (a list, in order), replacing only that
 * pair's entry of customizations.taskSpecificDetails.
 */
export async function writeTaskDetailFields(
  tx: DbOrTx,
  siteKey: string,
  craftType: number,
  taskType: number,
  fields: readonly TDetailFieldConfig[],
) {
  const craft = String(craftType);
  const all = objectOr(sql`${sites.customizations} -> 'taskSpecificDetails'`);
  const ofCraft = objectOr(sql`${sites.customizations} -> 'taskSpecificDetails' -> ${craft}::text`);
  await tx
    .update(sites)
    .set({
      customizations: sql`jsonb_set(${objectOr(sql`${sites.customizations}`)}, '{taskSpecificDetails}', ${all} || jsonb_build_object(${craft}::text, ${ofCraft} || jsonb_build_object(${String(taskType)}::text, ${JSON.stringify(fields)}::jsonb)))`,
    })
    .where(eq(sites.siteKey, siteKey));
}
