// Our own wording, in all 8 languages (en, es, ja, zh-CN, fr, id, de, pt).
import type { CriterionRule } from '../../src/shared/domain/certification';
import { l, type Localized } from '../plan/text';

/** The spec's badge types; PRODUGIE_CERT is named for Stride (STRIDE_CERT). */
export const AWARD_TYPES = ['BADGE', 'STRIDE_CERT', 'LEADERSHIP_CERT'] as const;
export type AwardType = (typeof AWARD_TYPES)[number];

/** What earns a badge (decision 0043): each is earned once per person. */
export type BadgeTrigger =
  | 'sprintStarted'
  | 'checkInCompleted'
  | 'glaFinished'
  | 'portfolioSprints1'
  | 'portfolioSprints3'
  | 'certificate'
  | 'leadership';

export interface BadgeDefinition {
  code: string;
  type: AwardType;
  trigger: BadgeTrigger;
  /** the picture the pages show (web/public/badges/<image>.svg is drawn by the page from the code) */
  image: string;
  name: Localized;
  description: Localized;
}

export const BADGES: readonly BadgeDefinition[] = [
  {
    code: 'FIRST_GLA',
    type: 'BADGE',
    trigger: 'glaFinished',
    image: 'compass',
    name: l('Know Your Strengths', 'Conoce tus fortalezas', '自分の強みを知る', '了解你的优势', 'Connaître ses forces', 'Kenali Kekuatanmu', 'Stärken kennen', 'Conheça os seus pontos fortes'),
    description: l(
      'Finished your first Growth Leader Assessment.',
      'Terminaste tu primera Evaluación de Líder en Crecimiento.',
      '初めての Growth Leader Assessment を完了しました。',
      '完成了你的第一次成长型领导者评估。',
      'Vous avez terminé votre première évaluation Growth Leader.',
      'Menyelesaikan Growth Leader Assessment pertamamu.',
      'Sie haben Ihr erstes Growth Leader Assessment abgeschlossen.',
      'Concluiu a sua primeira Avaliação de Líder em Crescimento.',
    ),
  },
  {
    code: 'FIRST_SPRINT',
    type: 'BADGE',
    trigger: 'sprintStarted',
    image: 'flag',
    name: l('Off the Blocks', 'Primer impulso', 'スタートダッシュ', '起跑', 'Premier départ', 'Langkah Pertama', 'Startschuss', 'Partida dada'),
    description: l(
      'Started your first sprint.',
      'Iniciaste tu primer sprint.',
      '初めてのスプリントを開始しました。',
      '开始了你的第一个冲刺。',
      'Vous avez lancé votre premier sprint.',
      'Memulai sprint pertamamu.',
      'Sie haben Ihren ersten Sprint gestartet.',
      'Iniciou o seu primeiro sprint.',
    ),
  },
  {
    code: 'FIRST_CHECK_IN',
    type: 'BADGE',
    trigger: 'checkInCompleted',
    image: 'check',
    name: l('First Check-in', 'Primer check-in', '初めてのチェックイン', '首次签到', 'Premier point d’étape', 'Check-in Pertama', 'Erster Check-in', 'Primeiro check-in'),
    description: l(
      'Completed your first weekly check-in.',
      'Completaste tu primer check-in semanal.',
      '初めての週次チェックインを完了しました。',
      '完成了你的第一次每周签到。',
      'Vous avez terminé votre premier point d’étape hebdomadaire.',
      'Menyelesaikan check-in mingguan pertamamu.',
      'Sie haben Ihren ersten wöchentlichen Check-in abgeschlossen.',
      'Concluiu o seu primeiro check-in semanal.',
    ),
  },
  {
    code: 'FIRST_PORTFOLIO',
    type: 'BADGE',
    trigger: 'portfolioSprints1',
    image: 'star',
    name: l('Sprint Finisher', 'Sprint terminado', 'スプリント完走', '冲刺完成者', 'Sprint bouclé', 'Penuntas Sprint', 'Sprint geschafft', 'Sprint concluído'),
    description: l(
      'Saved your first sprint to the portfolio.',
      'Guardaste tu primer sprint en el portafolio.',
      '初めてのスプリントをポートフォリオに保存しました。',
      '将你的第一个冲刺保存到了作品集。',
      'Vous avez enregistré votre premier sprint dans le portfolio.',
      'Menyimpan sprint pertamamu ke portofolio.',
      'Sie haben Ihren ersten Sprint im Portfolio gespeichert.',
      'Guardou o seu primeiro sprint no portefólio.',
    ),
  },
  {
    code: 'THREE_PORTFOLIO',
    type: 'BADGE',
    trigger: 'portfolioSprints3',
    image: 'stack',
    name: l('Hat-trick', 'Triplete', 'ハットトリック', '帽子戏法', 'Coup du chapeau', 'Hat-trick', 'Hattrick', 'Hat-trick'),
    description: l(
      'Three sprints in your portfolio.',
      'Tres sprints en tu portafolio.',
      'ポートフォリオにスプリントが 3 つ揃いました。',
      '你的作品集中已有三个冲刺。',
      'Trois sprints dans votre portfolio.',
      'Tiga sprint di portofoliomu.',
      'Drei Sprints in Ihrem Portfolio.',
      'Três sprints no seu portefólio.',
    ),
  },
  {
    code: 'SPRINT_CERTIFICATE',
    type: 'STRIDE_CERT',
    trigger: 'certificate',
    image: 'ribbon',
    name: l('Stride Sprint Certificate', 'Certificado de sprint de Stride', 'Stride スプリント認定証', 'Stride 冲刺证书', 'Certificat de sprint Stride', 'Sertifikat Sprint Stride', 'Stride-Sprint-Zertifikat', 'Certificado de sprint Stride'),
    description: l(
      'Finished a sprint that met every certification criterion: its length, a committed crew, their feedback and strong final scores.',
      'Terminó un sprint que cumplió todos los criterios de certificación: su duración, un equipo comprometido, su feedback y buenas puntuaciones finales.',
      '期間、熱心なクルー、そのフィードバック、高い最終スコアというすべての認定基準を満たしたスプリントを完了しました。',
      '完成了一个满足所有认证标准的冲刺：时长、投入的伙伴团队、他们的反馈以及出色的最终得分。',
      'A terminé un sprint qui remplit tous les critères de certification : sa durée, un équipage engagé, ses retours et de bons scores finaux.',
      'Menyelesaikan sprint yang memenuhi semua kriteria sertifikasi: durasinya, kru yang berkomitmen, umpan balik mereka, dan skor akhir yang kuat.',
      'Hat einen Sprint abgeschlossen, der alle Zertifizierungskriterien erfüllt: seine Dauer, eine engagierte Crew, ihr Feedback und starke Abschlusswerte.',
      'Concluiu um sprint que cumpriu todos os critérios de certificação: a duração, uma equipa empenhada, o seu feedback e boas pontuações finais.',
    ),
  },
  {
    code: 'LEADERSHIP_CERTIFICATE',
    type: 'LEADERSHIP_CERT',
    trigger: 'leadership',
    image: 'crown',
    name: l('Stride Leadership Certificate', 'Certificado de liderazgo de Stride', 'Stride リーダーシップ認定証', 'Stride 领导力证书', 'Certificat de leadership Stride', 'Sertifikat Kepemimpinan Stride', 'Stride-Führungszertifikat', 'Certificado de liderança Stride'),
    description: l(
      'Earned three Stride sprint certificates.',
      'Obtuvo tres certificados de sprint de Stride.',
      'Stride スプリント認定証を 3 つ取得しました。',
      '获得了三张 Stride 冲刺证书。',
      'A obtenu trois certificats de sprint Stride.',
      'Meraih tiga sertifikat sprint Stride.',
      'Hat drei Stride-Sprint-Zertifikate erworben.',
      'Obteve três certificados de sprint Stride.',
    ),
  },
];

/** How many sprint certificates make the leadership certificate. */
export const LEADERSHIP_CERT_AFTER = 3;

export const badgeByCode = (code: string) => BADGES.find((b) => b.code === code);
export const badgeByTrigger = (trigger: BadgeTrigger) => BADGES.find((b) => b.trigger === trigger);

/**
 * Our default certification criteria (spec section 9: at least 80% of max on every behaviour and outcome in the
 * final feedback; decision 0043 says why the others are set as they are).
 */
export const DEFAULT_CRITERIA: readonly CriterionRule[] = [
  { key: 'duration', min: 4 },
  { key: 'crewCount', min: 2 },
  { key: 'feedbackFrequency', max: 14 },
  { key: 'crewRoles', value: ['Manager'] },
  { key: 'scores', min: 80 },
  { key: 'actionCount', min: 1, max: 3 },
  { key: 'behaviourCount', min: 1, max: 3 },
  { key: 'outcomeCount', min: 1, max: 3 },
  { key: 'checkInParticipation', min: 75 },
  { key: 'crewParticipation', min: 50 },
];
