import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '../../../shared/enums';

/**
 * The fonts of every PDF the product writes (Leader Profile, decision 0015; team GLA report, Leader 360,
 * certificates, team alignment report; shared here by decision 0055): Noto Sans for the Latin-script languages, Noto Sans JP
 * for Japanese and Noto Sans SC for Chinese, regular and bold, from the npm packages of the Google Fonts
 * families (SIL Open Font License 1.1). pdfkit embeds only the glyphs a report uses.
 */
const FILES = {
  latin: {
    pkg: '@expo-google-fonts/noto-sans',
    regular: '400Regular/NotoSans_400Regular.ttf',
    bold: '700Bold/NotoSans_700Bold.ttf',
  },
  ja: {
    pkg: '@expo-google-fonts/noto-sans-jp',
    regular: '400Regular/NotoSansJP_400Regular.ttf',
    bold: '700Bold/NotoSansJP_700Bold.ttf',
  },
  sc: {
    pkg: '@expo-google-fonts/noto-sans-sc',
    regular: '400Regular/NotoSansSC_400Regular.ttf',
    bold: '700Bold/NotoSansSC_700Bold.ttf',
  },
} as const;

export type Script = keyof typeof FILES;
export type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const cache = new Map<string, Buffer>();

/** The TTF bytes of a font, read once per process (the CJK files are 5-10 MB; only used glyphs are embedded). */
export function fontFile(script: Script, weight: Weight): Buffer {
  const key = `${script}-${weight}`;
  let buf = cache.get(key);
  if (!buf) {
    const f = FILES[script];
    buf = readFileSync(require.resolve(`${f.pkg}/${f[weight]}`));
    cache.set(key, buf);
  }
  return buf;
}

/** The script whose font writes a report in this language. */
export const scriptOf = (language: Language): Script =>
  language === 'ja' ? 'ja' : language === 'zh-CN' ? 'sc' : 'latin';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/**
 * The script for a text the person typed (their name), which may be in another script than the report:
 * a Latin-script report writes a Japanese or Chinese name with a CJK font. (Kana count as Japanese.)
 */
export function scriptFor(text: string, report: Script): Script {
  if (report !== 'latin' || !CJK.test(text)) return report;
  return /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ? 'ja' : 'sc';
}

/** The TTF bytes of the font that writes a report in this language. */
export const fontOf = (language: Language, bold: boolean): Buffer =>
  fontFile(scriptOf(language), bold ? 'bold' : 'regular');
