import { randomUUID } from 'node:crypto';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import {
  duplicateTemplateName,
  KPI_TEMPLATE_TEXTS,
  parseTemplateFilters,
  sameTemplateName,
  type TKpiTemplateFields,
} from '@craftwork/domain/kpis/templates';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { changedValues, writeAudit } from '../audit/index.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { requireTemplateEditor } from './kpi-templates-enabled.ts';
import {
  countTemplates,
  insertTemplateRow,
  KPI_TEMPLATES_MAX,
  liveTemplateNames,
  lockSiteTemplates,
  requireTemplateForUpdate,
  updateTemplateRow,
  type KpiTemplateRow,
} from './kpi-templates.repository.ts';

/**
 * The audited values of a template; the filters read back through their schema, so that
 * jsonb's own key order never counts as a change.
 */
function auditedValues(t: Pick<KpiTemplateRow, 'name' | 'kpiKeys' | 'filters' | 'timescale'>) {
  const filters: Record<string, unknown> = parseTemplateFilters(t.filters);
  return { name: t.name, kpiKeys: t.kpiKeys, filters, timescale: t.timescale };
}

type TStored = ReturnType<typeof auditedValues>;

/** The stored columns of the dialog's fields. */
function storedValues(fields: TKpiTemplateFields): TStored {
  return {
    name: fields.name,
    kpiKeys: [...fields.kpiKeys],
    filters: fields.filters,
    timescale: fields.timescale,
  };
}

/** The name is the site's only live one (compared without case or blanks). */
async function checkName(tx: DbOrTx, siteKey: string, name: string, exceptId: string | null) {
  const names = await liveTemplateNames(tx, siteKey, exceptId);
  if (names.some((n) => sameTemplateName(n, name)))
    throw new AppError('CONFLICT', KPI_TEMPLATE_TEXTS.duplicateName, ERROR_REASONS.nameTaken);
}

async function checkRoom(tx: DbOrTx, siteKey: string) {
  if ((await countTemplates(tx, siteKey)) >= KPI_TEMPLATES_MAX)
    throw new AppError('CONFLICT', `A site keeps at most ${KPI_TEMPLATES_MAX} templates.`);
}

async function insertTemplate(tx: DbOrTx, scope: Scope, values: TStored, action: 'created') {
  const id = randomUUID();
  await insertTemplateRow(tx, {
    id,
    siteKey: scope.siteKey,
    ...values,
    createdBy: scope.userId,
    lastModifiedBy: scope.userId,
  });
  await writeAudit(tx, {
    siteKey: scope.siteKey,
    actorId: scope.userId,
    area: 'kpis',
    action,
    targetId: id,
    targetLabel: values.name,
    after: auditedValues(values),
  });
  await notifyChange(tx, { site: scope.siteKey, topics: ['kpis'], ids: [id] });
  return { id, name: values.name };
}

/** kpiTemplates.create (site admins, KPIs (v2) enabled): a new template; audited and announced. */
export async function createKpiTemplate(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  fields: TKpiTemplateFields,
) {
  await requireTemplateEditor(scope, loadSite);
  return db.transaction(async (tx) => {
    await lockSiteTemplates(tx, scope.siteKey);
    await checkRoom(tx, scope.siteKey);
    await checkName(tx, scope.siteKey, fields.name, null);
    return insertTemplate(tx, scope, storedValues(fields), 'created');
  });
}

/** kpiTemplates.update (site admins, KPIs (v2) enabled): writes and audits only what changed. */
export async function updateKpiTemplate(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TKpiTemplateFields & { id: string },
  now = new Date(),
) {
  await requireTemplateEditor(scope, loadSite);
  const { id, ...fields } = input;
  await db.transaction(async (tx) => {
    await lockSiteTemplates(tx, scope.siteKey);
    const row = await requireTemplateForUpdate(tx, scope.siteKey, id);
    await checkName(tx, scope.siteKey, fields.name, id);
    const values = storedValues(fields);
    const change = changedValues(auditedValues(row), auditedValues(values));
    if (!change) return;
    await updateTemplateRow(tx, id, {
      ...values,
      lastModifiedBy: scope.userId,
      timestampLastModified: now,
    });
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'kpis',
      action: 'updated',
      targetId: id,
      targetLabel: values.name,
      ...change,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['kpis'], ids: [id] });
  });
}

/**
 * kpiTemplates.duplicate (site admins, KPIs (v2) enabled): a copy named "{name} (copy)" (or
 * the next free "(copy n)"), which the admin then renames with Edit.
 */
export async function duplicateKpiTemplate(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  id: string,
) {
  await requireTemplateEditor(scope, loadSite);
  return db.transaction(async (tx) => {
    await lockSiteTemplates(tx, scope.siteKey);
    const row = await requireTemplateForUpdate(tx, scope.siteKey, id);
    await checkRoom(tx, scope.siteKey);
    const name = duplicateTemplateName(row.name, await liveTemplateNames(tx, scope.siteKey, null));
    const values = { ...auditedValues(row), name };
    return insertTemplate(tx, scope, values, 'created');
  });
}
