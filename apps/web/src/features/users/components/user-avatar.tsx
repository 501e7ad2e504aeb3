import Avatar from '@mui/material/Avatar';
import { userPhotoPath } from '@craftwork/domain/accounts/photo-urls';

function initialsOf(name: string, email: string): string {
  const words = (name || email).trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** The member's profile photo thumbnail, or their initials. Decorative: the name is beside it. */
export function UserAvatar({
  user,
  size = 40,
}: {
  user: { userId: string; name: string; email: string; photoUrlThumb: string | null };
  size?: number;
}) {
  return (
    <Avatar
      alt=""
      src={user.photoUrlThumb ? userPhotoPath(user.userId, 'thumb', user.photoUrlThumb) : undefined}
      sx={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initialsOf(user.name, user.email)}
    </Avatar>
  );
}
