import type { CapabilityCode } from '../../src/shared/enums';
import { l, type Localized } from './text';

export interface OutcomeOption {
  code: string;
  label: Localized;
  /** the capabilities this outcome builds (1 to 3) */
  capabilities: readonly CapabilityCode[];
}

/** Outcomes a person can aim for in the development plan (sprint library: findOutcomeByLabel). */
export const OUTCOMES: readonly OutcomeOption[] = [
  {
    code: 'CLEAR_DIRECTION',
    label: l('Give my team a clear direction', 'Dar a mi equipo una dirección clara', 'チームに明確な方向性を示す', '为团队指明清晰方向', 'Donner un cap clair à mon équipe', 'Memberi tim saya arah yang jelas', 'Meinem Team eine klare Richtung geben', 'Dar à minha equipe uma direção clara'),
    capabilities: ['VISIONING', 'JUDGEMENT'],
  },
  {
    code: 'BETTER_DECISIONS',
    label: l('Make better decisions faster', 'Tomar mejores decisiones más rápido', 'より良い判断をより速く下す', '更快做出更好的决策', 'Prendre de meilleures décisions plus vite', 'Mengambil keputusan lebih baik dengan lebih cepat', 'Schneller bessere Entscheidungen treffen', 'Tomar decisões melhores e mais rápidas'),
    capabilities: ['JUDGEMENT', 'CURIOSITY'],
  },
  {
    code: 'TRUSTED_TEAM',
    label: l('Build a team that trusts each other', 'Formar un equipo que confíe entre sí', '互いに信頼し合うチームを作る', '打造彼此信任的团队', 'Bâtir une équipe où règne la confiance', 'Membangun tim yang saling percaya', 'Ein Team aufbauen, das sich vertraut', 'Formar uma equipe que confia entre si'),
    capabilities: ['TRUST', 'CANDOUR'],
  },
  {
    code: 'EMPOWERED_PEOPLE',
    label: l('Let people own their work', 'Dejar que las personas se apropien de su trabajo', 'メンバーが仕事に当事者意識を持てるようにする', '让员工对自己的工作负责', 'Laisser chacun porter son travail', 'Membiarkan orang memiliki pekerjaannya', 'Menschen ihre Arbeit verantworten lassen', 'Deixar as pessoas assumirem o próprio trabalho'),
    capabilities: ['EMPOWERMENT', 'TRUST'],
  },
  {
    code: 'HONEST_CONVERSATIONS',
    label: l('Hold honest, difficult conversations', 'Mantener conversaciones honestas y difíciles', '率直で難しい対話を行う', '进行坦诚而艰难的对话', 'Mener des conversations franches et difficiles', 'Melakukan percakapan jujur yang sulit', 'Ehrliche, schwierige Gespräche führen', 'Ter conversas honestas e difíceis'),
    capabilities: ['CANDOUR'],
  },
  {
    code: 'INNOVATION',
    label: l('Bring new ideas into our work', 'Llevar nuevas ideas a nuestro trabajo', '仕事に新しいアイデアを取り入れる', '为工作带来新想法', 'Apporter des idées nouvelles dans notre travail', 'Membawa ide baru ke dalam pekerjaan kami', 'Neue Ideen in unsere Arbeit bringen', 'Trazer novas ideias para o nosso trabalho'),
    capabilities: ['CURIOSITY', 'LEARNING', 'VISIONING'],
  },
  {
    code: 'RELIABLE_DELIVERY',
    label: l('Deliver what we promise, on time', 'Cumplir lo que prometemos, a tiempo', '約束したことを期限内に届ける', '按时兑现承诺', 'Tenir nos promesses, dans les délais', 'Memenuhi janji tepat waktu', 'Liefern, was wir versprechen, pünktlich', 'Entregar o que prometemos, no prazo'),
    capabilities: ['DELIVERY'],
  },
  {
    code: 'STEADY_UNDER_PRESSURE',
    label: l('Stay steady under pressure', 'Mantener la calma bajo presión', 'プレッシャーの中でも落ち着きを保つ', '在压力下保持沉着', 'Rester serein sous pression', 'Tetap tenang di bawah tekanan', 'Unter Druck gelassen bleiben', 'Manter a calma sob pressão'),
    capabilities: ['RESILIENCE'],
  },
  {
    code: 'LEARNING_TEAM',
    label: l('Turn setbacks into team learning', 'Convertir los tropiezos en aprendizaje del equipo', '失敗をチームの学びに変える', '把挫折转化为团队学习', "Transformer les revers en apprentissage d'équipe", 'Mengubah kemunduran menjadi pembelajaran tim', 'Rückschläge in Lernen des Teams verwandeln', 'Transformar reveses em aprendizado da equipe'),
    capabilities: ['LEARNING', 'RESILIENCE'],
  },
  {
    code: 'CROSS_TEAM_RESULTS',
    label: l('Get results across team boundaries', 'Lograr resultados más allá de los límites del equipo', 'チームの垣根を越えて成果を出す', '跨越团队边界取得成果', "Obtenir des résultats au-delà des frontières de l'équipe", 'Meraih hasil lintas batas tim', 'Über Teamgrenzen hinweg Ergebnisse erzielen', 'Obter resultados além das fronteiras da equipe'),
    capabilities: ['DELIVERY', 'TRUST', 'EMPOWERMENT'],
  },
];
