import type { ComponentType } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Theme } from '@mui/material/styles';

/** Right-to-left pages read the other way: an arrow that means back or next turns round. */
const mirrorInRtl = (theme: Theme) =>
  theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {};

function mirrored(Icon: ComponentType<SvgIconProps>, name: string) {
  function MirroredIcon({ sx, ...props }: SvgIconProps) {
    return <Icon {...props} sx={[mirrorInRtl, ...(Array.isArray(sx) ? sx : [sx])]} />;
  }
  MirroredIcon.displayName = name;
  return MirroredIcon;
}

/** Back: points left, and right on a right-to-left page. */
export const BackIcon = mirrored(ArrowBackIcon, 'BackIcon');
/** The previous one (a photo): towards the start of the line. */
export const PreviousIcon = mirrored(ChevronLeftIcon, 'PreviousIcon');
/** The next one, or into a page: towards the end of the line. */
export const NextIcon = mirrored(ChevronRightIcon, 'NextIcon');
