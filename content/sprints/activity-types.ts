// Our own wording, in all 8 languages (en, es, ja, zh-CN, fr, id, de, pt).
import type { ActivityCode } from '../../src/shared/sprint-enums';
import { l, type Localized } from '../plan/text';

/**
 * What each activity code of the spec means in Stride (the spec names the codes only; these meanings are ours):
 * - FF  Feedforward: ask someone for advice on what to try next, rather than a verdict on the past.
 * - WC  Weekly check-in: the person's weekly reflection on the sprint's behaviours and outcomes.
 * - ESC Practice exercise: a short exercise on one's own to prepare or rehearse a skill before using it.
 * - EST Stakeholder engagement: a meeting or exchange with a stakeholder who is not in the sprint crew.
 * - ACS Action in practice: doing the action in a real work situation (a meeting, a conversation, a decision).
 * - SDL Self-directed learning: reading, watching or taking a short course on the topic.
 * - FSL Shadow and learn: watching someone who does it well, or asking them to walk you through it.
 * - OTH Other: anything that fits none of the above.
 * - REV Sprint review: looking back on the sprint (or a stretch of it) and deciding what to keep.
 */
export interface ActivityTypeText {
  name: Localized; // at most 40 characters
  description: Localized; // one line
}

export const ACTIVITY_TYPE_TEXTS: Record<ActivityCode, ActivityTypeText> = {
  FF: {
    name: l('Feedforward', 'Feedforward', 'フィードフォワード', '前馈建议', 'Feedforward', 'Feedforward', 'Feedforward', 'Feedforward'),
    description: l(
      'Ask someone for advice on what to try next, not for a verdict on the past.',
      'Pide a alguien consejo sobre qué probar a continuación, no un juicio sobre el pasado.',
      '過去の評価ではなく、次に何を試すとよいかを誰かに助言してもらいます。',
      '请别人就下一步可以尝试什么给出建议，而不是评判过去。',
      'Demandez à quelqu’un ce que vous pourriez essayer ensuite, plutôt qu’un jugement sur le passé.',
      'Minta saran kepada seseorang tentang apa yang bisa dicoba berikutnya, bukan penilaian atas masa lalu.',
      'Bitten Sie jemanden um Rat, was Sie als Nächstes versuchen könnten – nicht um ein Urteil über Vergangenes.',
      'Peça a alguém conselhos sobre o que tentar a seguir, e não um julgamento sobre o passado.',
    ),
  },
  WC: {
    name: l('Weekly check-in', 'Check-in semanal', '週次チェックイン', '每周签到', 'Point hebdomadaire', 'Check-in mingguan', 'Wöchentlicher Check-in', 'Check-in semanal'),
    description: l(
      'Your weekly moment to reflect on the sprint’s behaviours and outcomes.',
      'Tu momento semanal para reflexionar sobre los comportamientos y resultados del sprint.',
      'スプリントの行動と成果を毎週振り返る時間です。',
      '每周花时间回顾本次冲刺的行为与成果。',
      'Votre rendez-vous de la semaine pour faire le point sur les comportements et les résultats du sprint.',
      'Waktu mingguan Anda untuk merenungkan perilaku dan hasil sprint.',
      'Ihr fester Termin jede Woche, um auf Verhaltensweisen und Ergebnisse des Sprints zu blicken.',
      'Seu momento semanal para refletir sobre os comportamentos e resultados do sprint.',
    ),
  },
  ESC: {
    name: l('Practice exercise', 'Ejercicio de práctica', '練習', '练习', 'Exercice d’entraînement', 'Latihan', 'Übung', 'Exercício prático'),
    description: l(
      'A short exercise on your own to prepare or rehearse a skill before you use it.',
      'Un breve ejercicio individual para preparar o ensayar una habilidad antes de usarla.',
      '本番の前に、一人でスキルを準備したり予行演習したりする短い練習です。',
      '在实际运用之前，独自做一个简短练习来准备或演练某项技能。',
      'Un court exercice en solo pour préparer ou répéter une compétence avant de l’utiliser.',
      'Latihan singkat secara mandiri untuk menyiapkan atau melatih keterampilan sebelum dipakai.',
      'Eine kurze Übung für sich allein, um eine Fähigkeit vor dem Einsatz vorzubereiten oder zu proben.',
      'Um exercício curto, por conta própria, para preparar ou ensaiar uma habilidade antes de usá-la.',
    ),
  },
  EST: {
    name: l('Stakeholder engagement', 'Contacto con partes interesadas', 'ステークホルダーとの対話', '与利益相关者沟通', 'Échange avec une partie prenante', 'Keterlibatan pemangku kepentingan', 'Austausch mit Stakeholdern', 'Contato com partes interessadas'),
    description: l(
      'A meeting or exchange with someone who has a stake in your work but is not in your sprint crew.',
      'Una reunión o un intercambio con alguien implicado en tu trabajo que no forma parte de tu equipo de sprint.',
      'スプリントのクルーではないものの、あなたの仕事に関わる人との会合ややり取りです。',
      '与关心你工作成果、但不在冲刺小组中的人开会或交流。',
      'Une rencontre ou un échange avec une personne concernée par votre travail mais extérieure à votre équipe de sprint.',
      'Pertemuan atau percakapan dengan orang yang berkepentingan atas pekerjaan Anda tetapi bukan anggota kru sprint.',
      'Ein Treffen oder Austausch mit jemandem, den Ihre Arbeit betrifft, der aber nicht zu Ihrer Sprint-Crew gehört.',
      'Uma reunião ou conversa com alguém interessado no seu trabalho que não faz parte da sua equipe de sprint.',
    ),
  },
  ACS: {
    name: l('Action in practice', 'Acción en la práctica', '実践', '付诸实践', 'Mise en pratique', 'Praktik nyata', 'Praxiseinsatz', 'Ação na prática'),
    description: l(
      'Do the action in a real work situation: a meeting, a conversation or a decision.',
      'Lleva la acción a una situación real de trabajo: una reunión, una conversación o una decisión.',
      '会議、対話、意思決定など、実際の仕事の場面でアクションを行います。',
      '在真实的工作场景中执行行动：一次会议、一次对话或一个决策。',
      'Réalisez l’action dans une vraie situation de travail : une réunion, une conversation ou une décision.',
      'Lakukan aksi dalam situasi kerja nyata: rapat, percakapan, atau keputusan.',
      'Setzen Sie die Maßnahme in einer echten Arbeitssituation um: in einem Meeting, Gespräch oder bei einer Entscheidung.',
      'Realize a ação numa situação real de trabalho: uma reunião, uma conversa ou uma decisão.',
    ),
  },
  SDL: {
    name: l('Self-directed learning', 'Aprendizaje autónomo', '自主学習', '自主学习', 'Apprentissage autonome', 'Belajar mandiri', 'Selbstgesteuertes Lernen', 'Aprendizado autônomo'),
    description: l(
      'Read, watch or take a short course on the topic at your own pace.',
      'Lee, mira o haz un curso breve sobre el tema a tu ritmo.',
      'テーマについて、自分のペースで読む、視聴する、短い講座を受けるなどします。',
      '按自己的节奏阅读、观看或参加与主题相关的短期课程。',
      'Lisez, regardez ou suivez une courte formation sur le sujet, à votre rythme.',
      'Membaca, menonton, atau mengikuti kursus singkat tentang topik ini sesuai kecepatan Anda.',
      'Lesen, schauen oder lernen Sie in einem kurzen Kurs zum Thema – in Ihrem eigenen Tempo.',
      'Leia, assista ou faça um curso rápido sobre o tema no seu ritmo.',
    ),
  },
  FSL: {
    name: l('Shadow and learn', 'Observar y aprender', '見て学ぶ', '观摩学习', 'Observer pour apprendre', 'Amati dan pelajari', 'Zuschauen und lernen', 'Observar e aprender'),
    description: l(
      'Watch someone who does this well, or ask them to walk you through how they do it.',
      'Observa a alguien que lo hace bien o pídele que te explique paso a paso cómo lo hace.',
      '上手にできる人を観察するか、どのように進めているかを順に説明してもらいます。',
      '观察擅长此事的人，或请对方一步步讲解他们是怎么做的。',
      'Observez quelqu’un qui le fait bien, ou demandez-lui de vous montrer comment il s’y prend.',
      'Amati orang yang melakukannya dengan baik, atau minta mereka menjelaskan caranya langkah demi langkah.',
      'Schauen Sie jemandem zu, der das gut kann, oder lassen Sie sich das Vorgehen Schritt für Schritt erklären.',
      'Observe alguém que faz isso bem ou peça que explique passo a passo como faz.',
    ),
  },
  OTH: {
    name: l('Other', 'Otra', 'その他', '其他', 'Autre', 'Lainnya', 'Sonstiges', 'Outra'),
    description: l(
      'Any other activity that moves your sprint forward.',
      'Cualquier otra actividad que haga avanzar tu sprint.',
      'スプリントを前に進めるその他の活動です。',
      '任何能推动冲刺向前的其他活动。',
      'Toute autre activité qui fait avancer votre sprint.',
      'Aktivitas lain apa pun yang memajukan sprint Anda.',
      'Jede andere Aktivität, die Ihren Sprint voranbringt.',
      'Qualquer outra atividade que faça seu sprint avançar.',
    ),
  },
  REV: {
    name: l('Sprint review', 'Revisión del sprint', 'スプリントレビュー', '冲刺回顾', 'Bilan du sprint', 'Tinjauan sprint', 'Sprint-Review', 'Revisão do sprint'),
    description: l(
      'Look back on the sprint, or a stretch of it, and decide what to keep doing.',
      'Repasa el sprint, o una parte de él, y decide qué quieres seguir haciendo.',
      'スプリント全体またはその一部を振り返り、続けることを決めます。',
      '回顾整个冲刺或其中一段，决定哪些做法要保持下去。',
      'Revenez sur le sprint, ou une partie, et décidez de ce que vous continuez à faire.',
      'Tinjau kembali sprint, atau sebagian darinya, dan putuskan apa yang akan terus dilakukan.',
      'Blicken Sie auf den Sprint oder einen Abschnitt zurück und entscheiden Sie, was Sie beibehalten.',
      'Reveja o sprint, ou parte dele, e decida o que vai continuar fazendo.',
    ),
  },
};
