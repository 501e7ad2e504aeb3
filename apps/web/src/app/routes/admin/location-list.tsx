import 'leaflet/dist/leaflet.css';
import Alert from '@mui/material/Alert';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { LocationList } from '../../../features/locations/components/location-list';
import { useTranslation } from '../../../lib/i18n/i18n';
import { screenUser, useMe } from '../../../lib/session';

/** Where the map opens for a site without a center: somewhere, so that a pin can be placed. */
const NO_CENTER = { lat: 0, lng: 0 };

/** /location-list: Locations Management (site admins). */
export default function LocationListPage() {
  const { t } = useTranslation('inventory');
  const { data: me } = useMe();
  if (!me) return null;
  const site = me.site;
  if (!site || !mayUseScreen('location-list', screenUser(site))) {
    return <Alert severity="warning">{t('noPermission')}</Alert>;
  }
  const center =
    site.latitude !== null && site.longitude !== null
      ? { lat: site.latitude, lng: site.longitude }
      : NO_CENTER;
  return <LocationList siteCenter={center} />;
}
