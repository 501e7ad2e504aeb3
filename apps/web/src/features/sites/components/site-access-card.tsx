import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { TMe } from '../../../lib/session';
import { ApplySiteKeyDialog } from './apply-site-key-dialog';
import { DefaultSiteDialog } from './default-site-dialog';

/**
 * The prompt for a user without an approved default site: choose an approved site or apply
 * (no default site), or wait for the admin (default site not approved yet).
 */
export function SiteAccessCard({ me }: { me: TMe }) {
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
              Waiting for admin approval
            </Typography>
            <Typography color="text.secondary">
              Site Key: <strong>{pending.siteKey}</strong>
            </Typography>
          </CardContent>
        ) : (
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              No default site
            </Typography>
            <Typography color="text.secondary">
              {hasApprovedSite
                ? 'Choose one of your approved sites as your default site, or apply to another site with its site key.'
                : 'Apply to a site with the site key you received from its administrator.'}
            </Typography>
          </CardContent>
        )}
        <CardActions>
          {pending ? (
            <Button onClick={() => setDialog('choose')}>Change</Button>
          ) : (
            <>
              {hasApprovedSite && (
                <Button variant="contained" onClick={() => setDialog('choose')}>
                  Choose Site
                </Button>
              )}
              <Button
                variant={hasApprovedSite ? 'text' : 'contained'}
                onClick={() => setDialog('apply')}
              >
                Add Site Key
              </Button>
            </>
          )}
          <Button component={RouterLink} to={paths.mySites}>
            My Sites
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
