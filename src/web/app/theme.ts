import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeName } from '../../shared/enums';

/**
 * One light theme per THEMES entry. Primary colours are dark enough for white text and for
 * primary-coloured text on white (WCAG AA, at least 4.5:1).
 */
const PALETTES: Record<ThemeName, { primary: string; secondary: string }> = {
  default: { primary: '#1a4f8b', secondary: '#00695c' },
  brand: { primary: '#4a2c82', secondary: '#b4235a' },
  teal: { primary: '#00695c', secondary: '#1a4f8b' },
  rose: { primary: '#ad1457', secondary: '#6a1b9a' },
  purple: { primary: '#6a1b9a', secondary: '#ad1457' },
  amber: { primary: '#8a4b00', secondary: '#1a4f8b' },
};

const cache = new Map<ThemeName, Theme>();

export function appTheme(name: ThemeName = 'default'): Theme {
  const cached = cache.get(name);
  if (cached) return cached;
  const palette = PALETTES[name] ?? PALETTES.default;
  const theme = createTheme({
    palette: {
      mode: 'light',
      primary: { main: palette.primary },
      secondary: { main: palette.secondary },
      background: { default: '#f5f7fa', paper: '#ffffff' },
      error: { main: '#b3261e' },
      success: { main: '#1b5e20' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 } },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.35rem', fontWeight: 600 },
      h3: { fontSize: '1.1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    // Compact density.
    components: {
      MuiButton: { defaultProps: { size: 'small' } },
      MuiIconButton: { defaultProps: { size: 'small' } },
      MuiFormControl: { defaultProps: { margin: 'dense', size: 'small' } },
      MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
      MuiList: { defaultProps: { dense: true } },
      MuiMenuItem: { defaultProps: { dense: true } },
      MuiTable: { defaultProps: { size: 'small' } },
      MuiToolbar: { defaultProps: { variant: 'dense' } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
    },
  });
  cache.set(name, theme);
  return theme;
}
