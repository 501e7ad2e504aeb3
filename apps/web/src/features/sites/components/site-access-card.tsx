import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TMe } from '../../../lib/session';
import { ApplySiteKeyDialog } from './apply-site-key-dialog';
import { DefaultSiteDialog } from './default-site-dialog';

/**
 * The prompt for a user without an approved default site: choose an approved site or apply
 * (no default site), or wait for the admin (default site not approved yet).
 */
export function SiteAccessCard({ me }: { me: TMe }) {
  const { t } = useTranslation('profile');
  const [dialog, setDialog] = useState<'choose' | 'apply' | null>(null);
  const hasApprovedSite = me.sites.some((site) => site.approved);
  const pending = me.defaultSite && !me.defaultSite.approved ? me.defaultSite : null;

  return (
    <>
      <Card variant="outlined">
        {pending ? (
          <CardContent>
            <Typography
              variant="h6"
              component="h2"
              gutterBottom
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <HourglassTopIcon color="warning" aria-hidden="true" />
              {t('sites.waitingForApproval')}
            </Typography>
            <Typography color="text.secondary">
              {t('sites.siteKeyLabel')} <strong>{pending.siteKey}</strong>
            </Typography>
          </CardContent>
        ) : (
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('sites.noDefaultSite')}
            </Typography>
            <Typography color="text.secondary">
              {hasApprovedSite ? t('sites.chooseOrApply') : t('sites.applyHint')}
            </Typography>
          </CardContent>
        )}
        <CardActions>
          {pending ? (
            <Button onClick={() => setDialog('choose')}>{t('sites.change')}</Button>
          ) : (
            <>
              {hasApprovedSite && (
                <Button variant="contained" onClick={() => setDialog('choose')}>
                  {t('sites.chooseSite')}
                </Button>
              )}
              <Button
                variant={hasApprovedSite ? 'text' : 'contained'}
                onClick={() => setDialog('apply')}
              >
                {t('sites.addSiteKey')}
              </Button>
            </>
          )}
          <Button component={RouterLink} to={paths.mySites}>
            {t('sites.mySites')}
          </Button>
        </CardActions>
      </Card>
      <DefaultSiteDialog
        open={dialog === 'choose'}
        onClose={() => setDialog(null)}
        sites={me.sites}
        defaultSiteKey={me.user.defaultSiteKey}
        onApply={() => setDialog('apply')}
      />
      <ApplySiteKeyDialog open={dialog === 'apply'} onClose={() => setDialog(null)} />
    </>
  );
}
