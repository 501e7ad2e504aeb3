import { craftListPath } from '@craftwork/domain/navigation/drawer';
import type { TWorkType } from '../../../lib/storage';

/**
 * Where changing the global work type takes the user, or null to stay: task lists reload in
 * place; craft lists move to that type's list (or all); a record or task detail goes home.
 */
export function workTypeChangeTarget(pathname: string, workType: TWorkType): string | null {
  const param = workType === 'all' ? 'all' : workType;
  if (pathname.startsWith('/craft-list/')) return craftListPath(param, false);
  if (pathname.startsWith('/customers-work-record-list/')) return craftListPath(param, true);
  if (
    pathname.startsWith('/craft-record/') ||
    pathname.startsWith('/multi-craft-record/') ||
    pathname.startsWith('/work-record-and-tasks/')
  ) {
    return '/home';
  }
  return null;
}
