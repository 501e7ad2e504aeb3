import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { amber, blue, green, lightBlue, orange, red } from '@mui/material/colors';

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
    success: { main: green[700] },
    warning: { main: orange[800] },
    background: { default: '#f5f5f5' },
  },
};

/** One theme per customer brand; `system.config().brand` chooses. Unknown brands get the default. */
const BRANDS: Record<string, ThemeOptions> = {
  craftwork: defaultBrand,
  default: defaultBrand,
};

const shared: ThemeOptions = {
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
};

const cache = new Map<string, Theme>();

export function themeForBrand(brand: string | undefined): Theme {
  const key = brand && BRANDS[brand] ? brand : 'default';
  let theme = cache.get(key);
  if (!theme) {
    // One options object: createTheme's extra arguments are merged after the palette is
    // computed, so a brand palette passed there would keep the default dark/light shades.
    theme = createTheme({ ...shared, ...(BRANDS[key] ?? defaultBrand) });
    cache.set(key, theme);
  }
  return theme;
}
