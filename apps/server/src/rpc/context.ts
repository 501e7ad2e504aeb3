import type { ScopeResult } from '../access/scope.ts';
import type { TEnv } from '../env.ts';
import type { SiteRow } from '../site-config/site-config.ts';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStorage } from '../storage/storage.ts';

/** Where a generated report's files are made: pg-boss, or in-process when jobs are off. */
export type TReportQueue = {
  /** Queues the report's CSV and PDF to be written (the row is already saved as queued). */
  generate: (reportDataId: string) => Promise<void>;
};

/** Long-lived parts of the app, shared by every request. */
export type Services = {
  env: TEnv;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
  log: (message: string) => void;
  /** The key of signed download links (derived from the app's secret, never sent). */
  linkSecret: string;
  reportQueue: TReportQueue;
};

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** As read with the session in this request: the site the user's screens act on. */
  defaultSiteKey: string | null;
};

export type RequestContext = Services & {
  headers: Headers;
  /** The client's address (from the socket, or X-Forwarded-For when TRUST_PROXY is set). */
  ip: string;
  /** `scope` and `site`: the user's on their default site, when read with the session. */
  session: { user: SessionUser; scope?: ScopeResult; site?: SiteRow | null } | null;
  /**
   * Set on public REST API requests (/api/v1) made with a token: the call acts as the token's
   * user on the token's site (not the user's default site), with that user's permissions.
   */
  apiToken?: { id: string; siteKey: string; scope: 'read' | 'write' };
};
