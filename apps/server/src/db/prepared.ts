import type { DbOrTx } from './client.ts';

/**
 * A statement that every request runs (the session, the caller's scope, the site), built once
 * per database handle instead of on every call (issue 38): drizzle's query building was about
 * a sixth of a call's time on the server, and a named statement is also parsed only once per
 * connection by PostgreSQL. A transaction is a handle of its own, so its statements run on its
 * connection; the handles are held weakly and leave with their transaction.
 */
export function preparedFor<TStatement>(build: (db: DbOrTx) => TStatement) {
  const built = new WeakMap<DbOrTx, TStatement>();
  return (db: DbOrTx): TStatement => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
