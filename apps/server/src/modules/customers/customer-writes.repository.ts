import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customerLocations, customers } from '../../db/schema.ts';

/** The customer and location writes; the service checks, audits and announces them. */

export async function insertCustomerRow(
  tx: DbOrTx,
  values: typeof customers.$inferInsert,
): Promise<void> {
  await tx.insert(customers).values(values);
}

export async function updateCustomerRow(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof customers.$inferInsert>,
): Promise<void> {
  await tx.update(customers).set(values).where(eq(customers.id, id));
}

export async function insertLocationRow(
  tx: DbOrTx,
  values: typeof customerLocations.$inferInsert,
): Promise<void> {
  await tx.insert(customerLocations).values(values);
}

export async function updateLocationRow(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof customerLocations.$inferInsert>,
): Promise<void> {
  await tx.update(customerLocations).set(values).where(eq(customerLocations.id, id));
}
