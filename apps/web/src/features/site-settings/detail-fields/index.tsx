/** The Craft detail fields and Task detail fields editors of /admin/site-settings. */
export function CraftDetailFieldsTab() {
  return null;
}

export function TaskDetailFieldsTab() {
  return null;
}
