import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { AssetList } from '../../../features/assets/components/asset-list';
import { screenUser, useMe } from '../../../lib/session';

/** /asset-list: the site's assets, an admin option (those who may save assets). */
export default function AssetListPage() {
  const { data: me } = useMe();
  if (!me) return null;
  const site = me.site;
  if (!site || !mayUseScreen('asset-list', screenUser(site))) {
    return <Alert severity="warning">{MESSAGES.userLacksPermissions}</Alert>;
  }
  return <AssetList locations={site.locations} />;
}
