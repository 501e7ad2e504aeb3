import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TMe } from '../../../lib/session';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ProfilePhotoActions } from './profile-photo-actions';

/** Photo (or a placeholder) with Upload / Remove photo, display name, department and job title. */
export function ProfileCard({ user }: { user: TMe['user'] }) {
  const { t } = useTranslation('profile');
  const initials = user.displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar
            src={user.photoUrl ?? undefined}
            alt={user.photoUrl ? t('photoOf', { name: user.displayName }) : undefined}
            sx={{
              width: 72,
              height: 72,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: 28,
            }}
          >
            {initials || undefined}
          </Avatar>
          {/* Long names wrap inside the card, even without spaces. */}
          <Stack sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography variant="h6" component="h2">
              {user.displayName}
            </Typography>
            {user.department && <Typography color="text.secondary">{user.department}</Typography>}
            {user.jobTitle && <Typography color="text.secondary">{user.jobTitle}</Typography>}
          </Stack>
        </Stack>
        <Stack sx={{ mt: 2 }}>
          <ProfilePhotoActions hasPhoto={user.hasProfilePhoto} />
        </Stack>
      </CardContent>
    </Card>
  );
}
