// The permission flags as a schema (stored and sent permissions are parsed with it), apart from
// ./permissions: the app shell reads permissions on every screen and carries no schema library.
import { z } from 'zod';
import { PERMISSION_FLAGS, type TPermissionFlag } from './permissions.ts';

/** A missing flag is false. */
const flag = z.boolean().default(false);

/** One boolean per flag of PERMISSION_FLAGS, so the schema and the flags cannot drift apart. */
export const ZPermissions = z.object(
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, flag])) as Record<
    TPermissionFlag,
    typeof flag
  >,
);
