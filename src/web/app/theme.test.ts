import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../shared/enums';
import { appTheme } from './theme';

const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('themes', () => {
  for (const name of THEMES) {
    it(`${name}: every filled colour (chips, buttons) carries its text at 4.5:1 or more`, () => {
      const { palette } = appTheme(name);
      for (const colour of COLOURS) {
        const { main, contrastText } = palette[colour];
        expect(
          getContrastRatio(main, contrastText),
          `${colour} ${main} on ${contrastText}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('uses the shipped Inter first and falls back to the system fonts for Japanese and Chinese', () => {
    const family = appTheme().typography.fontFamily ?? '';
    expect(family.startsWith('"Inter Variable"')).toBe(true);
    expect(family).toMatch(/Hiragino Sans/);
    expect(family).toMatch(/Microsoft YaHei/);
  });
});
