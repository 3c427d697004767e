import type { Language, RoleLevel } from '../../../shared/enums';
import { translator } from '../../platform/i18n';

/**
 * The report's labels are the Leader Profile page's own texts (`locales/<lng>/assessment.json`, read through the
 * server's i18n), so the PDF and the page say the same thing in each of the 8 languages.
 */
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

export function pdfLabels(language: Language): PdfLabels {
  const t = translator(language);
  const p = (key: string, vars?: Record<string, string | number>) => t(`assessment:profile.${key}`, vars);
  return {
    title: p('title'),
    overall: p('overall'),
    benchmark: (level, assumed) =>
      p(assumed ? 'benchmarkAssumed' : 'benchmarkFor', { level: t(`assessment:levels.${level}`) }),
    benchmarkValue: (value) => p('benchmarkValue', { value }),
    top: p('top'),
    bottom: p('bottom'),
    rank: (rank) => p('rank', { rank }),
    style: t('assessment:survey.style'),
    strategy: t('assessment:survey.strategy'),
    insufficient: p('insufficient'),
    insufficientNote: p('insufficientNote'),
    low: p('low'),
    high: p('high'),
    habits: p('habits'),
  };
}
