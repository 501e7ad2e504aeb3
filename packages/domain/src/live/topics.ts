/**
 * The topics of the server's change feed (DESIGN.md, "Live updates"): a write names the topics
 * it changed, and each browser refetches the queries its topics cover. Written once, for the
 * server's notices and the web's topic-to-query mapping alike.
 */
export const LIVE_TOPICS = [
  'me',
  'siteUsers',
  'sites',
  'locations',
  'companies',
  'tasks',
  'craftRecords',
  'assets',
  'assignments',
  'feedback',
  'audit',
  'inventory',
  /** KPI records (a computed day), KPI configuration and KPI templates. */
  'kpis',
  /** Generated reports (status and progress), report configurations and their runs. */
  'reports',
  /** Customers, price book, estimates and invoices. */
  'billing',
  /** Scaffold inspections, compliance settings, tag tokens and waiting tasks. */
  'compliance',
  /** Checklist templates and answers. */
  'checklists',
  /** API tokens of the site (made, revoked) and their request log. */
  'apiTokens',
  /** Webhook endpoints and their deliveries (instances also read new deliveries' ids). */
  'webhooks',
] as const;

export type TLiveTopic = (typeof LIVE_TOPICS)[number];
