import type { Language, RoleLevel } from '../../../shared/enums';
import { translator } from '../../platform/i18n';
import type { ChartLabels } from './pdf-chart';

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
  chart: ChartLabels;
  /** the chart's text for screen readers */
  chartAlt: (level: RoleLevel) => string;
  /** the paragraph saying what the profile means */
  summary: (v: {
    overall: string;
    benchmark: string;
    level: RoleLevel;
    top: string;
    bottom: string;
  }) => string;
  styleStrategy: string;
  scale: string;
  listSeparator: string;
}

export function pdfLabels(language: Language): PdfLabels {
  const t = translator(language);
  const p = (key: string, vars?: Record<string, string | number>) => t(`assessment:profile.${key}`, vars);
  const c = (key: string, vars?: Record<string, string | number>) => t(`assessment:chart.${key}`, vars);
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
    chart: {
      style: t('assessment:survey.style'),
      strategy: t('assessment:survey.strategy'),
      benchmark: c('benchmark'),
      axis: c('axis'),
    },
    chartAlt: (level) => c('alt', { level: t(`assessment:levels.${level}`) }),
    summary: (v) => c('summary', { ...v, level: t(`assessment:levels.${v.level}`) }),
    styleStrategy: c('styleStrategy'),
    scale: c('scale'),
    listSeparator: c('listSeparator'),
  };
}
