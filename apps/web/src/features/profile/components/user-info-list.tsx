import { useState } from 'react';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import BusinessIcon from '@mui/icons-material/Business';
import EmailIcon from '@mui/icons-material/Email';
import NotificationsIcon from '@mui/icons-material/Notifications';
import TranslateIcon from '@mui/icons-material/Translate';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import type { TMe } from '../../../lib/session';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useNotify } from '../../../lib/notify';
import { useSetNotifications } from '../api/set-notifications';
import { LanguageSelect } from './language-select';
import { LocationsDialog } from './locations-dialog';
import { PhoneDialog } from './phone-dialog';

/** Long values (an address, a site name) wrap, even without spaces. */
const WRAP_SX = { overflowWrap: 'anywhere' } as const;

type TUserInfoListProps = {
  me: TMe;
  /** Opens the default-site chooser (owned by site access). */
  onDefaultSiteClick: () => void;
  /** Opens the apply-to-site-key dialog (owned by site access). */
  onAddSiteKeyClick: () => void;
};

export function UserInfoList({ me, onDefaultSiteClick, onAddSiteKeyClick }: TUserInfoListProps) {
  const notify = useNotify();
  const { t } = useTranslation('profile');
  const format = useFormat();
  const setNotifications = useSetNotifications();
  const [dialog, setDialog] = useState<'phone' | 'locations' | null>(null);
  const { user, site, defaultSite } = me;
  const selectedLocations = site?.locations.filter((l) => l.selected).length ?? 0;

  const handleNotifications = (receiveNotifications: boolean) =>
    setNotifications.mutate(
      { receiveNotifications },
      {
        onSuccess: () => notify.success(MESSAGES.notificationStatusChanged),
        onError: (error) => notify.error(error),
      },
    );

  const siteText = defaultSite
    ? t('userInfo.siteWithKey', {
        name: defaultSite.name || defaultSite.siteKey,
        siteKey: defaultSite.siteKey,
      })
    : '';
  const defaultSiteText = !defaultSite
    ? t('userInfo.none')
    : defaultSite.approved
      ? siteText
      : t('userInfo.waitingForApproval', { site: siteText });

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('userInfo.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <Divider />
      <List aria-label={t('userInfo.title')}>
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => setDialog('phone')}
            aria-label={t('userInfo.phoneAction', {
              phone: user.phone || t('userInfo.phoneNotSetInline'),
            })}
          >
            <ListItemIcon>
              <PhoneIcon />
            </ListItemIcon>
            <ListItemText
              primary={t('userInfo.phone')}
              secondary={user.phone || t('userInfo.notSet')}
              slotProps={{ secondary: { sx: WRAP_SX } }}
            />
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemIcon>
            <EmailIcon />
          </ListItemIcon>
          <ListItemText
            primary={t('userInfo.email')}
            secondary={user.email}
            slotProps={{ secondary: { sx: WRAP_SX } }}
          />
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton
            onClick={onDefaultSiteClick}
            aria-label={t('userInfo.defaultSiteAction', { site: defaultSiteText })}
          >
            <ListItemIcon>
              <BusinessIcon />
            </ListItemIcon>
            <ListItemText
              primary={t('userInfo.defaultSite')}
              secondary={defaultSiteText}
              slotProps={{ secondary: { sx: WRAP_SX } }}
            />
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemIcon>
            <NotificationsIcon />
          </ListItemIcon>
          <ListItemText
            id="notifications-label"
            primary={t('userInfo.notifications')}
            secondary={user.receiveNotifications ? t('userInfo.on') : t('userInfo.off')}
          />
          <Switch
            edge="end"
            checked={user.receiveNotifications}
            disabled={setNotifications.isPending}
            onChange={(event) => handleNotifications(event.target.checked)}
            slotProps={{ input: { 'aria-labelledby': 'notifications-label' } }}
          />
        </ListItem>
        <ListItem>
          <ListItemIcon>
            <TranslateIcon />
          </ListItemIcon>
          <LanguageSelect language={user.language} />
        </ListItem>
        {site && (
          <ListItem disablePadding>
            <ListItemButton onClick={() => setDialog('locations')}>
              <ListItemIcon>
                <PlaceIcon />
              </ListItemIcon>
              <ListItemText
                primary={t('userInfo.locations')}
                secondary={t('userInfo.locationsSelected', {
                  selected: format.number(selectedLocations),
                  total: format.number(site.locations.length),
                })}
              />
            </ListItemButton>
          </ListItem>
        )}
        <ListItem disablePadding>
          <ListItemButton onClick={onAddSiteKeyClick}>
            <ListItemIcon>
              <AddIcon />
            </ListItemIcon>
            <ListItemText
              primary={t('userInfo.addSiteKey')}
              secondary={t('userInfo.applyToAnotherSite')}
            />
          </ListItemButton>
        </ListItem>
      </List>
      <PhoneDialog open={dialog === 'phone'} phone={user.phone} onClose={() => setDialog(null)} />
      {site && (
        <LocationsDialog
          open={dialog === 'locations'}
          locations={site.locations}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
