// Our own wording, in all 8 languages: the one name of each capability, used by the Leader Profile, its PDF, the
// plan's capability picker and outcomes. Small on purpose: the web app imports it without the rest of the framework.
import type { CapabilityCode } from '../../src/shared/enums';
import type { Localized } from './types';

export const CAPABILITY_NAMES: Record<CapabilityCode, Localized> = {
  VISIONING: {
    en: 'Charting the Course',
    es: 'Marcar el rumbo',
    ja: '針路を示す',
    'zh-CN': '指明方向',
    fr: 'Donner le cap',
    id: 'Menetapkan Arah',
    de: 'Kurs vorgeben',
    pt: 'Definir o rumo',
  },
  CURIOSITY: {
    en: 'Strategic Curiosity',
    es: 'Curiosidad estratégica',
    ja: '戦略的好奇心',
    'zh-CN': '战略好奇心',
    fr: 'Curiosité stratégique',
    id: 'Rasa Ingin Tahu Strategis',
    de: 'Strategische Neugier',
    pt: 'Curiosidade estratégica',
  },
  JUDGEMENT: {
    en: 'Sound Judgement',
    es: 'Buen criterio',
    ja: '的確な判断',
    'zh-CN': '明智决断',
    fr: 'Discernement',
    id: 'Pertimbangan Matang',
    de: 'Kluges Entscheiden',
    pt: 'Decidir bem',
  },
  TRUST: {
    en: 'Building Trust',
    es: 'Generar confianza',
    ja: '信頼を築く',
    'zh-CN': '建立信任',
    fr: 'Instaurer la confiance',
    id: 'Membangun Kepercayaan',
    de: 'Vertrauen schaffen',
    pt: 'Construir confiança',
  },
  EMPOWERMENT: {
    en: 'Growing Others',
    es: 'Hacer crecer a otros',
    ja: '人を育てる',
    'zh-CN': '成就他人',
    fr: 'Faire grandir les autres',
    id: 'Menumbuhkan Orang Lain',
    de: 'Andere wachsen lassen',
    pt: 'Desenvolver pessoas',
  },
  CANDOUR: {
    en: 'Courageous Candour',
    es: 'Franqueza valiente',
    ja: '勇気ある率直さ',
    'zh-CN': '勇于坦诚',
    fr: 'Oser la franchise',
    id: 'Berani Berterus Terang',
    de: 'Mutige Offenheit',
    pt: 'Franqueza corajosa',
  },
  RESILIENCE: {
    en: 'Steady Under Pressure',
    es: 'Temple bajo presión',
    ja: '揺るがない平常心',
    'zh-CN': '临压不乱',
    fr: 'Garder son sang-froid',
    id: 'Tenang di Bawah Tekanan',
    de: 'Gelassen unter Druck',
    pt: 'Firmeza sob pressão',
  },
  LEARNING: {
    en: 'Learning Agility',
    es: 'Agilidad para aprender',
    ja: '学びの俊敏さ',
    'zh-CN': '敏捷学习',
    fr: 'Agilité d\'apprentissage',
    id: 'Kelincahan Belajar',
    de: 'Lernagilität',
    pt: 'Agilidade de aprendizagem',
  },
  DELIVERY: {
    en: 'Focused Delivery',
    es: 'Foco en resultados',
    ja: 'やり抜く実行力',
    'zh-CN': '专注执行',
    fr: 'Mener à bien',
    id: 'Fokus pada Hasil',
    de: 'Fokussiert umsetzen',
    pt: 'Entrega com foco',
  },
};

/** A capability's name in a language (English when the language has none). */
export function capabilityName(code: CapabilityCode, language: string): string {
  const names = CAPABILITY_NAMES[code];
  return names ? (names[language as keyof Localized] ?? names.en) : code;
}
