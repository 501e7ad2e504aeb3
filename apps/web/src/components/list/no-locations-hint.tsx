import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { seesNoLocations } from '@craftwork/domain/access/location-scope';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n/i18n';
import type { TSiteContext } from '../../lib/session';

/**
 * Above a list of records or tasks: says when the member selected no location of a site that
 * has some (so only rows without a location can show), with the way to the selection.
 */
export function NoLocationsHint({ site }: { site: TSiteContext }) {
  const { t } = useTranslation('lists');
  const shown = seesNoLocations({
    selectedLocationIds: site.locations.filter((l) => l.selected).map((l) => l.id),
    siteLocationIds: site.locations.map((l) => l.id),
    isSiteAdmin: site.siteUser.permissions.isSiteAdmin,
  });
  if (!shown) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      action={
        <Button component={RouterLink} to={paths.userInfo} color="inherit" size="small">
          {t('noLocations.userInfo')}
        </Button>
      }
    >
      {t('noLocations.hint')}
    </Alert>
  );
}
