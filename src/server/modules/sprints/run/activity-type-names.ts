import type { Language } from '../../../../shared/enums';
import { ACTIVITY_CODES, type ActivityCode } from '../../../../shared/sprint-enums';

/**
 * Names of the activity codes, until the sprint library's `content/sprints/activity-types.ts` (sprint-content)
 * lands; then this map is replaced by it. Our own wording, in all 8 languages.
 */
const NAMES: Record<ActivityCode, Record<Language, string>> = {
  FF: {
    en: 'Feedback conversation',
    es: 'Conversación de feedback',
    ja: 'フィードバック面談',
    'zh-CN': '反馈对话',
    fr: 'Échange de feedback',
    id: 'Percakapan umpan balik',
    de: 'Feedbackgespräch',
    pt: 'Conversa de feedback',
  },
  WC: {
    en: 'Weekly check-in',
    es: 'Revisión semanal',
    ja: '週次チェックイン',
    'zh-CN': '每周签到',
    fr: 'Point hebdomadaire',
    id: 'Check-in mingguan',
    de: 'Wöchentlicher Check-in',
    pt: 'Check-in semanal',
  },
  ESC: {
    en: 'Difficult conversation',
    es: 'Conversación difícil',
    ja: '難しい対話',
    'zh-CN': '艰难对话',
    fr: 'Conversation difficile',
    id: 'Percakapan sulit',
    de: 'Schwieriges Gespräch',
    pt: 'Conversa difícil',
  },
  EST: {
    en: 'Stakeholder meeting',
    es: 'Reunión con partes interesadas',
    ja: '関係者との打ち合わせ',
    'zh-CN': '利益相关方会议',
    fr: 'Réunion avec les parties prenantes',
    id: 'Rapat pemangku kepentingan',
    de: 'Stakeholder-Treffen',
    pt: 'Reunião com partes interessadas',
  },
  ACS: {
    en: 'Coaching session',
    es: 'Sesión de coaching',
    ja: 'コーチングセッション',
    'zh-CN': '辅导课程',
    fr: 'Séance de coaching',
    id: 'Sesi coaching',
    de: 'Coaching-Sitzung',
    pt: 'Sessão de coaching',
  },
  SDL: {
    en: 'Self-directed learning',
    es: 'Aprendizaje autónomo',
    ja: '自主学習',
    'zh-CN': '自主学习',
    fr: 'Apprentissage autonome',
    id: 'Belajar mandiri',
    de: 'Selbstgesteuertes Lernen',
    pt: 'Aprendizagem autodirigida',
  },
  FSL: {
    en: 'Facilitated learning',
    es: 'Aprendizaje guiado',
    ja: 'ファシリテーション付き学習',
    'zh-CN': '引导式学习',
    fr: 'Apprentissage accompagné',
    id: 'Pembelajaran terfasilitasi',
    de: 'Begleitetes Lernen',
    pt: 'Aprendizagem facilitada',
  },
  OTH: {
    en: 'Other',
    es: 'Otra',
    ja: 'その他',
    'zh-CN': '其他',
    fr: 'Autre',
    id: 'Lainnya',
    de: 'Sonstiges',
    pt: 'Outra',
  },
  REV: {
    en: 'Review',
    es: 'Revisión',
    ja: '振り返り',
    'zh-CN': '回顾',
    fr: 'Bilan',
    id: 'Tinjauan',
    de: 'Rückblick',
    pt: 'Revisão',
  },
};

/** The activity codes with their names in a language. */
export function activityTypeNames(lng: Language): { code: ActivityCode; name: string }[] {
  return ACTIVITY_CODES.map((code) => ({ code, name: NAMES[code][lng] ?? NAMES[code].en }));
}
