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
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import type { TMe } from '../../../lib/session';
import { useNotify } from '../../../lib/notify';
import { useSetNotifications } from '../api/set-notifications';
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

  const defaultSiteText = defaultSite
    ? `${defaultSite.name || defaultSite.siteKey} (${defaultSite.siteKey})${defaultSite.approved ? '' : ' · Waiting for admin approval'}`
    : 'None';

  return (
    <Card variant="outlined">
      <CardHeader title="User Info" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Divider />
      <List aria-label="User Info">
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => setDialog('phone')}
            aria-label={`Phone: ${user.phone || 'not set'}. Edit`}
          >
            <ListItemIcon>
              <PhoneIcon />
            </ListItemIcon>
            <ListItemText
              primary="Phone"
              secondary={user.phone || 'Not set'}
              slotProps={{ secondary: { sx: WRAP_SX } }}
            />
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemIcon>
            <EmailIcon />
          </ListItemIcon>
          <ListItemText
            primary="Email"
            secondary={user.email}
            slotProps={{ secondary: { sx: WRAP_SX } }}
          />
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton
            onClick={onDefaultSiteClick}
            aria-label={`Default Site: ${defaultSiteText}. Change`}
          >
            <ListItemIcon>
              <BusinessIcon />
            </ListItemIcon>
            <ListItemText
              primary="Default Site"
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
            primary="Notifications"
            secondary={user.receiveNotifications ? 'On' : 'Off'}
          />
          <Switch
            edge="end"
            checked={user.receiveNotifications}
            disabled={setNotifications.isPending}
            onChange={(event) => handleNotifications(event.target.checked)}
            slotProps={{ input: { 'aria-labelledby': 'notifications-label' } }}
          />
        </ListItem>
        {site && (
          <ListItem disablePadding>
            <ListItemButton onClick={() => setDialog('locations')}>
              <ListItemIcon>
                <PlaceIcon />
              </ListItemIcon>
              <ListItemText
                primary="Locations"
                secondary={`${selectedLocations} of ${site.locations.length} selected`}
              />
            </ListItemButton>
          </ListItem>
        )}
        <ListItem disablePadding>
          <ListItemButton onClick={onAddSiteKeyClick}>
            <ListItemIcon>
              <AddIcon />
            </ListItemIcon>
            <ListItemText primary="Add Site Key" secondary="Apply to another site" />
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
