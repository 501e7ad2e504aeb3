import 'leaflet/dist/leaflet.css';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { PageHeading } from '../../../components/ui/page-heading';
import { SiteSettingsTabs } from '../../../features/site-settings/components/site-settings-tabs';
import {
  CraftDetailFieldsTab,
  TaskDetailFieldsTab,
} from '../../../features/site-settings/detail-fields';
import { screenUser, useMe } from '../../../lib/session';

const DETAIL_FIELD_TABS = [
  { id: 'craft-detail-fields', label: 'Craft detail fields', content: <CraftDetailFieldsTab /> },
  { id: 'task-detail-fields', label: 'Task detail fields', content: <TaskDetailFieldsTab /> },
];

/** /admin/site-settings: the site's configuration, for site admins. */
export default function SiteSettingsPage() {
  const { data: me } = useMe();
  if (!me) return null;
  const site = me.site;
  return (
    <>
      <PageHeading title="Site Settings" />
      {site && mayUseScreen('site-settings', screenUser(site)) ? (
        <SiteSettingsTabs extraTabs={DETAIL_FIELD_TABS} />
      ) : (
        <Alert severity="warning">{MESSAGES.userLacksPermissions}</Alert>
      )}
    </>
  );
}
