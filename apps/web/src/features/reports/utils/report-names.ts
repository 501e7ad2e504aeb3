import { useMemo } from 'react';
import {
  REPORT_TYPE_INFO,
  REPORT_TYPES,
  type TReportType,
} from '@craftwork/domain/reports/report-types';
import type { TTaskReportColumn } from '@craftwork/domain/reports/task-report-columns';
import { useTranslation } from '../../../lib/i18n/i18n';

/**
 * Each task report column's key in the reports catalogue (`columns.<key>`). Only the label
 * shown changes: the value chosen and sent to the server stays the column's English title.
 */
export const TASK_REPORT_COLUMN_KEYS = {
  Title: 'title',
  Status: 'status',
  'Task Type': 'taskType',
  Craft: 'craft',
  Scheduled: 'scheduled',
  Location: 'location',
  Description: 'description',
  'Assigned Company': 'assignedCompany',
  Urgent: 'urgent',
  'Work Order': 'workOrder',
  Created: 'created',
  'Created By': 'createdBy',
  Completed: 'completed',
  'Work Record': 'workRecord',
  Checklist: 'checklist',
} as const satisfies Record<TTaskReportColumn, string>;

/** The report type whose English title (the domain's) a stored title is, if any. */
export function reportTypeOfTitle(title: string): TReportType | null {
  return REPORT_TYPES.find((type) => REPORT_TYPE_INFO[type].title === title) ?? null;
}

/**
 * The report types' names and descriptions and the task report columns' names in the language
 * shown now (English: the domain's texts). `reportTitle` is a generated report's stored title:
 * a type's English title is shown translated, a title typed otherwise stays as it is.
 */
export function useReportNames() {
  const { t } = useTranslation('reports');
  return useMemo(() => {
    const typeTitle = (type: TReportType) => t(`types.${type}.title`);
    return {
      typeTitle,
      typeDescription: (type: TReportType) => t(`types.${type}.description`),
      columnName: (column: TTaskReportColumn) => t(`columns.${TASK_REPORT_COLUMN_KEYS[column]}`),
      reportTitle: (title: string) => {
        const type = reportTypeOfTitle(title);
        return type ? typeTitle(type) : title;
      },
    };
  }, [t]);
}
