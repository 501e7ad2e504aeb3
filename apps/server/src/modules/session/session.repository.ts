import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export function findUser(db: DbOrTx, userId: string) {
  return db.query.users.findFirst({ where: eq(users.id, userId) });
}

export async function stampAppOpened(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ appLastOpenedAt: new Date() }).where(eq(users.id, userId));
}
