import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { HistoricalData } from '../../../features/kpi-dashboard/components/historical-data';
import { TemplateView } from '../../../features/kpi-templates/components/template-view';
import { useSite } from '../../../lib/session';

/**
 * /report-templates/{templateId}: a saved KPI dashboard, open to every approved member of the
 * site by its link. It opens with the template's filters (a preset resolved today), KPIs and
 * timescale; a company user sees their own company's figures.
 */
export default function ReportTemplatePage() {
  const { templateId = '' } = useParams();
  const site = useSite();
  if (!site) return <Navigate to={paths.home} replace />;
  return (
    <TemplateView templateId={templateId}>
      {(template) => (
        <HistoricalData
          // A changed template (a live edit) opens afresh with its new filters.
          key={`${template.id}:${template.lastModified}`}
          timeZone={site.timezone}
          companyId={site.siteUser.companyId}
          initialFilters={template.resolvedFilters}
          kpiKeys={template.kpiKeys}
          timescale={template.timescale}
          headingLevel="h2"
        />
      )}
    </TemplateView>
  );
}
