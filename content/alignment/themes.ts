import { l } from '../plan/text';
import type { AlignmentTheme } from './types';

/** The four themes of the team alignment survey, in report order (our own wording). */
export const ALIGNMENT_THEMES: readonly AlignmentTheme[] = [
  {
    code: 'PURPOSE',
    name: l('Purpose', 'Propósito', '目的', '目标', 'Raison d’être', 'Tujuan', 'Zweck', 'Propósito'),
    description: l(
      'Why the team exists, what it is aiming at and who owns which part of it.',
      'Por qué existe el equipo, a qué apunta y quién se responsabiliza de cada parte.',
      'チームが何のために存在し、何を目指し、誰がどの部分を担うのか。',
      '团队为何存在、要实现什么，以及谁负责哪一部分。',
      'Pourquoi l’équipe existe, ce qu’elle vise et qui porte quelle part du travail.',
      'Mengapa tim ada, apa yang dituju, dan siapa yang memegang bagian mana.',
      'Wozu es das Team gibt, worauf es hinarbeitet und wer welchen Teil verantwortet.',
      'Por que a equipe existe, aonde quer chegar e quem responde por cada parte.',
    ),
  },
  {
    code: 'PROCESS',
    name: l('Process', 'Proceso', 'プロセス', '流程', 'Fonctionnement', 'Proses', 'Arbeitsweise', 'Processo'),
    description: l(
      'How work flows through the team: how we share information, decide and get what we need.',
      'Cómo fluye el trabajo en el equipo: cómo compartimos información, decidimos y conseguimos lo necesario.',
      'チーム内で仕事がどう流れるか。情報の共有、意思決定、必要なものの確保の仕方。',
      '工作在团队中如何运转：我们如何共享信息、做出决定并获得所需资源。',
      'Comment le travail circule dans l’équipe : partager l’information, décider, obtenir ce qu’il faut.',
      'Bagaimana pekerjaan mengalir di tim: cara kami berbagi informasi, memutuskan, dan mendapatkan yang dibutuhkan.',
      'Wie die Arbeit im Team läuft: wie wir Informationen teilen, entscheiden und bekommen, was wir brauchen.',
      'Como o trabalho flui na equipe: como compartilhamos informações, decidimos e obtemos o que precisamos.',
    ),
  },
  {
    code: 'PEOPLE',
    name: l('People', 'Personas', '人', '人员', 'Personnes', 'Orang', 'Menschen', 'Pessoas'),
    description: l(
      'How we treat each other: help, recognition and the way we handle disagreement.',
      'Cómo nos tratamos: la ayuda, el reconocimiento y la forma de gestionar los desacuerdos.',
      '互いにどう接しているか。助け合い、認め合い、意見の違いへの向き合い方。',
      '我们如何相处：互相帮助、彼此认可，以及如何处理分歧。',
      'Notre façon de nous traiter : l’entraide, la reconnaissance et la gestion des désaccords.',
      'Cara kami memperlakukan satu sama lain: saling membantu, menghargai, dan menangani perbedaan pendapat.',
      'Wie wir miteinander umgehen: Hilfe, Anerkennung und der Umgang mit Meinungsverschiedenheiten.',
      'Como nos tratamos: ajuda, reconhecimento e a forma de lidar com discordâncias.',
    ),
  },
  {
    code: 'STAKEHOLDERS',
    name: l(
      'Perspective of Stakeholders',
      'Perspectiva de los grupos de interés',
      'ステークホルダーの視点',
      '利益相关者视角',
      'Regard des parties prenantes',
      'Perspektif Pemangku Kepentingan',
      'Sicht der Stakeholder',
      'Perspectiva das partes interessadas',
    ),
    description: l(
      'How well we know, involve and grow with the people our work is for.',
      'Hasta qué punto conocemos, involucramos y crecemos con las personas para quienes trabajamos.',
      '仕事の相手となる人々をどれだけ理解し、巻き込み、共に成長しているか。',
      '我们对服务对象的了解程度、让他们参与的程度，以及与他们共同成长的程度。',
      'À quel point nous connaissons, associons et faisons progresser ceux pour qui nous travaillons.',
      'Seberapa baik kami mengenal, melibatkan, dan tumbuh bersama orang-orang yang kami layani.',
      'Wie gut wir die Menschen, für die wir arbeiten, kennen, einbeziehen und mit ihnen wachsen.',
      'O quanto conhecemos, envolvemos e crescemos com as pessoas para quem trabalhamos.',
    ),
  },
];
