import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

type TLinkProps = Omit<MuiLinkProps, 'href'> & { to: string };

/** An MUI link that navigates inside the app. */
export function Link({ to, ...props }: TLinkProps) {
  return <MuiLink component={RouterLink} to={to} {...props} />;
}
