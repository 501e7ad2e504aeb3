/**
 * A writer that dies after its commit (outbox/outbox-restart.integration.test.ts): in its own
 * process, it sets a task's status through the status change's service, with no outbox
 * dispatcher running, prints `committed` once the service has answered, and waits to be
 * killed. Arguments: database URL, acting user id, task id, new status.
 */
import type { TSetTaskStatusInput } from '@craftwork/domain/tasks/schemas';
import { resolveScope } from '../access/scope.ts';
import { createDatabase } from '../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { setTaskStatus } from '../modules/tasks/index.ts';
import { siteSource } from '../site-config/site-config.ts';
import { wireModules } from '../wiring.ts';

wireModules();
const [databaseUrl = '', userId = '', taskId = '', status = ''] = process.argv.slice(2);
const { db } = createDatabase(databaseUrl);
const resolved = await resolveScope(db, userId);
if (resolved.kind !== 'approved') throw new Error(`no approved scope for ${userId}`);
const { scope } = resolved;
await setTaskStatus(
  db,
  scope,
  siteSource(db, scope.siteKey),
  { taskId, status: Number(status) as TSetTaskStatusInput['status'] },
  {
    mailer: createMailer(db, { from: 'craftwork@craftwork.test' }),
    log: (message) => process.stderr.write(`${message}\n`),
    env: { publicUrl: 'http://craftwork.test' },
  },
);
process.stdout.write('committed\n');
// Held open until the test's SIGKILL: nothing after the commit may run.
setInterval(() => {}, 60_000);
