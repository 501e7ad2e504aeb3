import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useMySites, type TMySite } from '../api/list-my-sites';
import { useSetDefaultSite } from '../api/set-default-site';

/** The user's sites: name, key, Approved or Pending, role, and the default (switchable when approved). */
export function MySitesList() {
  const { t } = useTranslation('sites');
  const sites = useMySites();
  const setDefault = useSetDefaultSite();
  const notify = useNotify();

  if (sites.isPending)
    return (
      <Stack alignItems="center" sx={{ py: 4 }}>
        <CircularProgress aria-label={t('list.loading')} />
      </Stack>
    );
  if (sites.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void sites.refetch()}>
            {t('list.retry')}
          </Button>
        }
      >
        {errorText(sites.error)}
      </Alert>
    );
  if (sites.data.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{t('list.empty')}</Typography>
      </Paper>
    );

  const makeDefault = (site: TMySite) =>
    setDefault.mutate(
      { siteKey: site.siteKey },
      {
        onSuccess: () => notify.success(MESSAGES.defaultSiteKeyChanged),
        onError: (error) => notify.error(error),
      },
    );

  return (
    <Paper variant="outlined">
      <List aria-label={t('list.label')} disablePadding>
        {sites.data.map((site, index) => (
          <ListItem
            key={site.siteKey}
            divider={index < sites.data.length - 1}
            aria-current={site.isDefault ? 'true' : undefined}
            sx={{ flexWrap: 'wrap', gap: 1, py: 1.5 }}
          >
            <ListItemText
              sx={{ minWidth: 180, overflowWrap: 'anywhere', flex: '1 1 200px' }}
              primary={site.name || site.siteKey}
              secondary={t('list.siteKey', { siteKey: site.siteKey })}
            />
            <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
              <Chip
                size="small"
                label={site.approved ? t('list.approved') : t('list.pending')}
                color={site.approved ? 'success' : 'warning'}
                variant="outlined"
              />
              {site.isSiteAdmin && (
                <Chip size="small" label={t('list.siteAdmin')} variant="outlined" />
              )}
              {site.isDefault ? (
                <Chip size="small" label={t('list.default')} color="primary" />
              ) : (
                site.approved && (
                  <Button
                    size="small"
                    onClick={() => makeDefault(site)}
                    disabled={setDefault.isPending}
                    aria-label={t('list.makeDefaultFor', { site: site.name || site.siteKey })}
                  >
                    {t('list.makeDefault')}
                  </Button>
                )
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
