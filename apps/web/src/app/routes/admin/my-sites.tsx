import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { PageHeading } from '../../../components/ui/page-heading';
import { CreateSiteDialog } from '../../../features/my-sites/components/create-site-dialog';
import { MySitesList } from '../../../features/my-sites/components/my-sites-list';
import { ApplySiteKeyDialog } from '../../../features/sites/components/apply-site-key-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useMe } from '../../../lib/session';

/** Where the map opens without a site centre: the whole of North America. */
const WIDE_START = { lat: 39.5, lng: -98.35, zoom: 3 };

/** /admin/my-sites: the user's sites, switching the default, applying and creating a site. */
export default function MySitesPage() {
  const { data: me } = useMe();
  const { t } = useTranslation('sites');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'apply' | 'create' | null>(null);
  if (!me) return null;
  const site = me.site;
  const start =
    site?.latitude != null && site.longitude != null
      ? { lat: site.latitude, lng: site.longitude, zoom: 12 }
      : WIDE_START;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageHeading title={t('page.title')} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          startIcon={<AddIcon aria-hidden="true" />}
          onClick={() => setDialog('create')}
        >
          {t('page.createSite')}
        </Button>
        <Button variant="outlined" onClick={() => setDialog('apply')}>
          {t('page.addSiteKey')}
        </Button>
      </Stack>
      <MySitesList />
      <ApplySiteKeyDialog open={dialog === 'apply'} onClose={() => setDialog(null)} />
      <CreateSiteDialog
        open={dialog === 'create'}
        onClose={() => setDialog(null)}
        start={start}
        onCreated={(_siteKey, madeDefault) => {
          setDialog(null);
          if (madeDefault) void navigate(paths.home);
        }}
      />
    </Stack>
  );
}
