import { deDE, enUS, esES, frFR, idID, jaJP, type Localization, ptBR, zhCN } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Language, ThemeName } from '../../shared/enums';

/** MUI's own texts (a list's "Open", a table's "Rows per page") in the interface language. */
const MUI_TEXTS: Record<Language, Localization> = {
  en: enUS,
  es: esES,
  ja: jaJP,
  'zh-CN': zhCN,
  fr: frFR,
  id: idID,
  de: deDE,
  pt: ptBR,
};

/**
 * Japanese wraps between phrases, never inside a word (Chromium's BudouX-based `auto-phrase`); Chinese keeps its
 * words whole where the text marks its phrases (`Phrases`, BudouX); a text longer than its line still breaks.
 */
const PHRASE_WRAPPED = 'h1, h2, h3, h4, h5, h6, button, th, .MuiChip-label, .MuiTab-root, .MuiAlert-message';
// break-word (not anywhere): a phrase is the narrowest a box may get, so a table scrolls rather than stacking
// "データなし" a letter a line
const CJK_WRAPPING = {
  // Japanese running text too (a card's "スタイル" or "完了" no longer splits): auto-phrase needs no markup
  [`:lang(ja) :is(${PHRASE_WRAPPED}, td, p, li, label, .MuiTypography-root)`]: {
    wordBreak: 'auto-phrase',
    overflowWrap: 'break-word',
  },
  [`:lang(zh-CN) :is(${PHRASE_WRAPPED})`]: { wordBreak: 'keep-all', overflowWrap: 'break-word' },
  // a short chip label ("完了") is one word: the chip keeps its width rather than split it
  ':lang(ja) .MuiChip-root, :lang(zh-CN) .MuiChip-root': { flexShrink: 0 },
};

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

/**
 * Inter (shipped with the app, src/web/app/fonts.css), then the system's fonts: Japanese and Chinese text
 * falls through to the system's CJK fonts. The same stack is `--stride-font` in fonts.css.
 */
export const FONT_STACK =
  '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Hiragino Kaku Gothic ProN", ' +
  '"Yu Gothic UI", Meiryo, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans", ' +
  'sans-serif';

/**
 * One type scale for every page (rem, at a 16 px root): page title h1, section h2, card h3, and the smaller
 * heading variants on the same steps, so a page that uses h4-h6 for a card title does not jump out of scale.
 */
const heading = (fontSize: string, lineHeight: number) => ({ fontSize, fontWeight: 600, lineHeight });
const TYPE_SCALE = {
  h1: heading('1.75rem', 1.25),
  h2: heading('1.375rem', 1.3),
  h3: heading('1.125rem', 1.35),
  h4: heading('1.125rem', 1.35),
  h5: heading('1rem', 1.4),
  h6: heading('1rem', 1.4),
  subtitle1: { fontSize: '1rem', fontWeight: 500, lineHeight: 1.5 },
  subtitle2: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.5 },
  body1: { fontSize: '1rem', lineHeight: 1.5 },
  body2: { fontSize: '0.875rem', lineHeight: 1.5 },
  caption: { fontSize: '0.75rem', lineHeight: 1.45 },
  overline: { fontSize: '0.75rem', fontWeight: 600, lineHeight: 1.6, letterSpacing: '0.06em' },
  button: { textTransform: 'none' as const, fontWeight: 600 },
};

const cache = new Map<string, Theme>();

export function appTheme(name: ThemeName = 'default', language: Language = 'en'): Theme {
  const key = `${name}|${language}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const palette = PALETTES[name] ?? PALETTES.default;
  const theme = createTheme(
    {
      palette: {
        mode: 'light',
        primary: { main: palette.primary },
        secondary: { main: palette.secondary },
        background: { default: '#f5f7fa', paper: '#ffffff' },
        error: { main: '#b3261e' },
        success: { main: '#1b5e20' },
        // MUI's orange (#ed6c02) and light blue (#0288d1) carry white text at 3.1:1 and 3.9:1; these reach 4.5:1
        warning: { main: '#b45309' },
        info: { main: '#0277bd' },
      },
      breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 } },
      shape: { borderRadius: 8 },
      typography: { fontFamily: FONT_STACK, ...TYPE_SCALE },
      // Compact density.
      components: {
        MuiCssBaseline: { styleOverrides: CJK_WRAPPING },
        MuiButton: { defaultProps: { size: 'small' } },
        MuiIconButton: { defaultProps: { size: 'small' } },
        MuiFormControl: { defaultProps: { margin: 'dense', size: 'small' } },
        MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
        MuiList: { defaultProps: { dense: true } },
        MuiMenuItem: { defaultProps: { dense: true } },
        MuiTable: { defaultProps: { size: 'small' } },
        MuiToolbar: { defaultProps: { variant: 'dense' } },
        MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
        // a long label (German "Rolle und Herausforderungen") wraps inside its chip instead of being cut off
        MuiChip: {
          styleOverrides: {
            root: { height: 'auto', minHeight: 24, maxWidth: '100%' },
            // long labels wrap between words (German); a word breaks only when it cannot fit a line on its own
            label: { whiteSpace: 'normal', overflowWrap: 'break-word', paddingTop: 2, paddingBottom: 2 },
          },
        },
      },
    },
    MUI_TEXTS[language] ?? enUS,
  );
  cache.set(key, theme);
  return theme;
}
