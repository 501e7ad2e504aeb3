import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export const DRAWER_WIDTH = 264;

type TAppShellProps = {
  header?: ReactNode;
  drawer?: ReactNode;
  /** Banners under the header (verification, wrong site). */
  banners?: ReactNode;
  /** Whether a permanent drawer takes room on wide screens. */
  hasDrawer: boolean;
  children: ReactNode;
};

/** The signed-in frame: drawer on the left, header on top, content below. */
export function AppShell({ header, drawer, banners, hasDrawer, children }: TAppShellProps) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {drawer}
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          width: { md: hasDrawer ? `calc(100% - ${DRAWER_WIDTH}px)` : '100%' },
        }}
      >
        {header}
        {banners}
        <Box component="main" id="main" sx={{ flexGrow: 1, p: { xs: 1.5, sm: 3 } }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
