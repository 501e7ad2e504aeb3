import { mayUseScreen } from '@craftwork/domain/access/screens';
import { KPI_TEMPLATE_TEXTS } from '@craftwork/domain/kpis/templates';
import { reportTemplatesEnabled } from '@craftwork/domain/site/customizations';
import type { Scope } from '../../access/scope.ts';
import { AppError, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import type { SiteConfig, SiteSource } from '../../site-config/site-config.ts';

/** Whether the caller may change the site's templates: the 'report-templates' screen's rule. */
export function mayEditTemplates(scope: Scope, site: SiteConfig): boolean {
  const user = {
    permissions: scope.permissions,
    companyId: scope.companyId,
    managingCompanyId: site.managingCompanyId,
  };
  return mayUseScreen('report-templates', user) && reportTemplatesEnabled(site.config);
}

/**
 * Changing templates: site admins, on a site that enables KPIs (v2). Opening them is every
 * approved member's, enabled or not, so a link already sent keeps working.
 */
export async function requireTemplateEditor(scope: Scope, loadSite: SiteSource) {
  if (!scope.permissions.isSiteAdmin) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
  const site = await loadSite();
  if (!mayEditTemplates(scope, site)) throw new AppError('FORBIDDEN', KPI_TEMPLATE_TEXTS.disabled);
  return site;
}
