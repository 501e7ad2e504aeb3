import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { TMuiLocale } from './i18n/mui-locale';
import { amber, blue, green, lightBlue, red } from '@mui/material/colors';

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

/** Spec colours: primary black, secondary amber, accent light blue, error red, info blue, success green, warning orange. */
const defaultBrand: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#000000', contrastText: '#ffffff' },
    secondary: { main: amber[500], contrastText: '#000000' },
    accent: {
      main: lightBlue[300],
      light: lightBlue[100],
      dark: lightBlue[700],
      contrastText: '#000000',
    },
    error: { main: red[700] },
    info: { main: blue[700] },
    // Dark enough for white text and for text on white (4.5:1, WCAG 1.4.3): green 800 and a
    // deep orange (orange 800 is 3:1 under a chip's white label).
    success: { main: green[800] },
    warning: { main: '#b45309' },
    background: { default: '#f5f5f5' },
  },
};

/** One theme per customer brand; `system.config().brand` chooses. Unknown brands get the default. */
const BRANDS: Record<string, ThemeOptions> = {
  craftwork: defaultBrand,
  default: defaultBrand,
};

/** Under 600 px: the phone rules (decision 178). */
const PHONE = '@media (max-width: 599.95px)';

/** The least height (and width) of anything a finger presses on a phone (WCAG 2.5.5). */
export const TOUCH_TARGET = 44;

/**
 * Phone layouts: every dialog fills the screen with its actions kept in view, and every
 * control a finger presses is at least 44 px. Media queries only, so from 600 px up the
 * desktop density is unchanged.
 */
const phone: ThemeOptions['components'] = {
  MuiDialog: {
    styleOverrides: {
      paper: {
        [PHONE]: {
          margin: 0,
          width: '100%',
          maxWidth: '100%',
          height: '100%',
          maxHeight: 'none',
          borderRadius: 0,
          // A dialog whose form wraps its content and actions keeps the content scrolling alone.
          '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
        },
      },
    },
  },
  MuiDialogContent: { styleOverrides: { root: { [PHONE]: { flex: '1 1 auto' } } } },
  MuiDialogActions: {
    styleOverrides: {
      root: ({ theme }) => ({
        [PHONE]: {
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          flexWrap: 'wrap',
          backgroundColor: theme.palette.background.paper,
          borderTop: `1px solid ${theme.palette.divider}`,
          paddingBottom: `max(8px, env(safe-area-inset-bottom))`,
        },
      }),
    },
  },
  MuiButton: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET } } } },
  MuiIconButton: {
    styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET } } },
  },
  // Text fields and selects, small ones included (the lists' search, filters and sort).
  MuiOutlinedInput: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET } } } },
  MuiToggleButton: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET } } } },
  MuiListItemButton: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET } } } },
  MuiMenuItem: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET } } } },
  MuiTab: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET } } } },
  MuiPaginationItem: {
    styleOverrides: { root: { [PHONE]: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET } } },
  },
  // Check boxes and radios: the icon (24 px, 20 when small) with padding to 44.
  MuiCheckbox: {
    styleOverrides: {
      root: { [PHONE]: { padding: 10, '&.MuiCheckbox-sizeSmall': { padding: 12 } } },
    },
  },
  MuiRadio: {
    styleOverrides: { root: { [PHONE]: { padding: 10, '&.MuiRadio-sizeSmall': { padding: 12 } } } },
  },
  // The switch's thumb keeps its place; its pressable area grows by 3 px each side to 44.
  MuiSwitch: {
    styleOverrides: { switchBase: { [PHONE]: { padding: 12, top: -3, left: -3 } } },
  },
  // A chip keeps its look; a pressable one gets an invisible 44 px hit area around it.
  MuiChip: {
    styleOverrides: {
      clickable: {
        [PHONE]: {
          position: 'relative',
          '&::after': {
            content: '""',
            position: 'absolute',
            left: 0,
            right: 0,
            top: '50%',
            height: TOUCH_TARGET,
            transform: 'translateY(-50%)',
          },
        },
      },
    },
  },
};

/** The focus ring every control shows from the keyboard (WCAG 2.4.7), and text contrast (1.4.3). */
const FOCUS_RING = '#1565c0';
const access: ThemeOptions['components'] = {
  MuiButtonBase: {
    styleOverrides: {
      root: {
        '&.Mui-focusVisible': { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 },
      },
    },
  },
  // Initials on grey: MUI's light grey under white letters is 1.9:1.
  MuiAvatar: {
    styleOverrides: { colorDefault: { backgroundColor: '#616161', color: '#ffffff' } },
  },
  // An unselected toggle's label on the grey page background (the default is 4.2:1).
  MuiToggleButtonGroup: { styleOverrides: { grouped: { color: 'rgba(0, 0, 0, 0.7)' } } },
};

const shared: ThemeOptions = {
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  components: {
    ...phone,
    ...access,
    MuiButton: { ...phone.MuiButton, defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
};

/**
 * For a person whose device asks for reduced motion (WCAG 2.3.3): dialogs, drawers, menus and
 * messages appear and leave at once, and a press makes no ripple.
 */
const still: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    ...shared.components,
    MuiButtonBase: { ...access.MuiButtonBase, defaultProps: { disableRipple: true } },
  },
};

const cache = new Map<string, Theme>();

/**
 * The brand's theme; `reducedMotion` when the device asks for it (`prefers-reduced-motion`);
 * `direction` and `locale` (MUI's own texts: the Autocomplete's Open, an Alert's Close) follow
 * the user's language (Arabic: right to left).
 */
export function themeForBrand(
  brand: string | undefined,
  reducedMotion = false,
  direction: 'ltr' | 'rtl' = 'ltr',
  locale?: TMuiLocale,
): Theme {
  const name = brand && BRANDS[brand] ? brand : 'default';
  const key = `${name}${reducedMotion ? ':still' : ''}:${direction}:${locale?.language ?? 'en'}`;
  let theme = cache.get(key);
  if (!theme) {
    // One options object: createTheme's extra arguments are merged after the palette is
    // computed, so a brand palette passed there would keep the default dark/light shades.
    // The locale pack holds only components' default texts, so it may come after.
    theme = createTheme(
      {
        direction,
        ...shared,
        ...(reducedMotion ? still : {}),
        ...(BRANDS[name] ?? defaultBrand),
      },
      locale?.localization ?? {},
    );
    cache.set(key, theme);
  }
  return theme;
}
