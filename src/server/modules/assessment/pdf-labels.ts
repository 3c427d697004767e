import de from '../../../../locales/de/assessment.json';
import en from '../../../../locales/en/assessment.json';
import es from '../../../../locales/es/assessment.json';
import fr from '../../../../locales/fr/assessment.json';
import id from '../../../../locales/id/assessment.json';
import ja from '../../../../locales/ja/assessment.json';
import pt from '../../../../locales/pt/assessment.json';
import zhCN from '../../../../locales/zh-CN/assessment.json';
import type { Language, RoleLevel } from '../../../shared/enums';

/**
 * The report's labels are the Leader Profile page's own texts (`locales/<lng>/assessment.json`), so the PDF
 * and the page say the same thing in each of the 8 languages.
 */
type Texts = typeof en;
const TEXTS: Record<Language, Texts> = { en, es, ja, 'zh-CN': zhCN, fr, id, de, pt };

export interface PdfLabels {
  title: string;
  overall: string;
  /** "Red line: benchmark for <level>" (or "... until you choose your next role") */
  benchmark: (level: RoleLevel, assumed: boolean) => string;
  benchmarkValue: (value: string) => string;
  top: string;
  bottom: string;
  rank: (rank: number) => string;
  style: string;
  strategy: string;
  insufficient: string;
  insufficientNote: string;
  low: string;
  high: string;
  habits: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

export function pdfLabels(language: Language): PdfLabels {
  const t = TEXTS[language] ?? en;
  const p = t.profile;
  return {
    title: p.title,
    overall: p.overall,
    benchmark: (level, assumed) =>
      fill(assumed ? p.benchmarkAssumed : p.benchmarkFor, { level: t.levels[level] }),
    benchmarkValue: (value) => fill(p.benchmarkValue, { value }),
    top: p.top,
    bottom: p.bottom,
    rank: (rank) => fill(p.rank, { rank }),
    style: t.survey.style,
    strategy: t.survey.strategy,
    insufficient: p.insufficient,
    insufficientNote: p.insufficientNote,
    low: p.low,
    high: p.high,
    habits: p.habits,
  };
}
