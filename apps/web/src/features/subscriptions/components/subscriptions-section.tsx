import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { maySubscribe, subscriptionsFor } from '@craftwork/domain/site/subscriptions';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { screenUser, siteCustomizations, useSite } from '../../../lib/session';
import { useMySubscriptions, useSetSubscription } from '../api/subscriptions';

/**
 * The profile's E-mail subscriptions: one switch per management e-mail the user may have on
 * their site (plant personnel and site admins; each e-mail only while its feature is on).
 * Users with none see no section.
 */
export function SubscriptionsSection() {
  const site = useSite();
  if (!site) return null;
  const offered = subscriptionsFor(screenUser(site), siteCustomizations(site), {});
  if (offered.length === 0) return null;
  return <SubscriptionsCard />;
}

function SubscriptionsCard() {
  const { t } = useTranslation('billing');
  const TITLE = t('subscriptions.title');
  const site = useSite();
  const query = useMySubscriptions();
  const setSubscription = useSetSubscription();
  const notify = useNotify();
  const user = site ? screenUser(site) : null;
  const customizations = siteCustomizations(site);
  // A site setting switched off since the list loaded hides its subscription at once.
  const subscriptions = (query.data?.subscriptions ?? []).filter(
    (s) => user !== null && maySubscribe(user, customizations, s.key),
  );

  return (
    <Card variant="outlined" component="section" aria-labelledby="subscriptions-title">
      <CardHeader
        title={TITLE}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'subscriptions-title' } }}
      />
      <Divider />
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress size={24} aria-label={t('subscriptions.loading')} />
        </Box>
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()} sx={{ m: 2 }}>
          {t('subscriptions.failed')}
        </RetryAlert>
      ) : (
        <List aria-label={TITLE}>
          {subscriptions.map((s) => (
            <ListItem key={s.key}>
              <ListItemText
                primary={t(`subscriptions.${s.key}.label`)}
                secondary={t(`subscriptions.${s.key}.hint`)}
                slotProps={{
                  primary: { id: `subscription-${s.key}` },
                  secondary: { id: `subscription-hint-${s.key}` },
                }}
              />
              <Switch
                edge="end"
                checked={s.on}
                disabled={setSubscription.isPending}
                onChange={(event) =>
                  setSubscription.mutate(
                    { key: s.key, on: event.target.checked },
                    {
                      onSuccess: () => notify.success(t('subscriptions.saved')),
                      onError: (error) => notify.error(error),
                    },
                  )
                }
                slotProps={{
                  input: {
                    'aria-labelledby': `subscription-${s.key}`,
                    'aria-describedby': `subscription-hint-${s.key}`,
                  },
                }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
