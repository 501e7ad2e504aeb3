import Alert from '@mui/material/Alert';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { AssetList } from '../../../features/assets/components/asset-list';
import { useTranslation } from '../../../lib/i18n/i18n';
import { screenUser, useMe } from '../../../lib/session';

/** /asset-list: the site's assets, an admin option (those who may save assets). */
export default function AssetListPage() {
  const { t } = useTranslation('inventory');
  const { data: me } = useMe();
  if (!me) return null;
  const site = me.site;
  if (!site || !mayUseScreen('asset-list', screenUser(site))) {
    return <Alert severity="warning">{t('noPermission')}</Alert>;
  }
  return <AssetList locations={site.locations} />;
}
