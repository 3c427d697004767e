import type { Language } from '../../src/shared/enums';

/**
 * The assistant's evaluation set (issue 16): questions people ask, in several languages, each with the facts a
 * useful answer must contain, taken from the demo person's own data (member@demo.test: Leader Profile, plan,
 * sprint in progress, check-ins, crew feedback, badges) or from our content. A fact matches case-insensitively;
 * an answer passes when it contains every fact of its question.
 */
export interface EvalQuestion {
  id: string;
  language: Language;
  question: string;
  facts: string[];
  /** where the facts come from */
  source: 'profile' | 'plan' | 'sprint' | 'check-ins' | 'feedback' | 'badges' | 'content' | 'honesty';
}

export const EVAL_QUESTIONS: readonly EvalQuestion[] = [
  // English
  {
    id: 'en-practise',
    language: 'en',
    question: 'What should I practise this week?',
    facts: ['Courageous Candour', 'Say the hard thing kindly'],
    source: 'profile',
  },
  {
    id: 'en-feedback-peer',
    language: 'en',
    question: 'How do I give feedback to my peer?',
    facts: ['Courageous Candour', 'Give one piece of specific, timely feedback every day'],
    source: 'content',
  },
  {
    id: 'en-profile-decisions',
    language: 'en',
    question: 'What does my Leader Profile say about decision-making?',
    facts: ['Sound Judgement', 'Making timely, well-reasoned decisions'],
    source: 'profile',
  },
  {
    id: 'en-strengths',
    language: 'en',
    question: 'What are my strengths?',
    facts: ['strongest capabilities', 'Courageous Candour'],
    source: 'profile',
  },
  {
    id: 'en-milestone',
    language: 'en',
    question: 'When is my next milestone?',
    facts: ['Team offsite on ways of working'],
    source: 'plan',
  },
  {
    id: 'en-challenges',
    language: 'en',
    question: 'What are the challenges in my plan?',
    facts: ['Giving honest feedback to former peers'],
    source: 'plan',
  },
  {
    id: 'en-outcomes',
    language: 'en',
    question: 'Which outcomes am I working towards?',
    facts: ['Let people own their work'],
    source: 'plan',
  },
  {
    id: 'en-sprint',
    language: 'en',
    question: 'How is my current sprint going?',
    facts: ['Say the hard thing kindly', '2 of 8'],
    source: 'sprint',
  },
  {
    id: 'en-check-in',
    language: 'en',
    question: 'When is my next check-in?',
    facts: ['next check-in is due', 'Gave Priya direct feedback'],
    source: 'check-ins',
  },
  {
    id: 'en-crew',
    language: 'en',
    question: 'What did my crew say about my sprint?',
    facts: ['Maya Mentor', 'ask for the counter-argument'],
    source: 'feedback',
  },
  {
    id: 'en-badges',
    language: 'en',
    question: 'Which badges have I earned?',
    facts: ['Off the Blocks', 'Know Your Strengths'],
    source: 'badges',
  },
  {
    id: 'en-next-sprint',
    language: 'en',
    question: 'Which sprint should I do next?',
    facts: ['Say the hard thing kindly', 'Ask for feedback, then act on it'],
    source: 'content',
  },
  {
    id: 'en-stress-habits',
    language: 'en',
    question: 'Give me habits to handle stress',
    facts: ['Steady Under Pressure', 'Pause for a few breaths'],
    source: 'content',
  },
  {
    id: 'en-delegate',
    language: 'en',
    question: 'How do I delegate better?',
    facts: ['Growing Others', 'Hand over work you usually keep'],
    source: 'content',
  },
  {
    id: 'en-hard-talk',
    language: 'en',
    question: 'Any tips for a difficult conversation with a colleague?',
    facts: ['Courageous Candour'],
    source: 'content',
  },
  {
    id: 'en-trust',
    language: 'en',
    question: 'What does my profile say about trust?',
    facts: ['Building Trust', 'ranks'],
    source: 'profile',
  },
  {
    id: 'en-honest',
    language: 'en',
    question: 'What is the weather in Paris tomorrow?',
    facts: ["can't answer"],
    source: 'honesty',
  },
  // Spanish
  {
    id: 'es-practise',
    language: 'es',
    question: '¿Qué debería practicar esta semana?',
    facts: ['Franqueza valiente', 'Say the hard thing kindly'],
    source: 'profile',
  },
  {
    id: 'es-feedback',
    language: 'es',
    question: '¿Cómo doy feedback a mi compañero?',
    facts: ['Franqueza valiente'],
    source: 'content',
  },
  {
    id: 'es-milestone',
    language: 'es',
    question: '¿Cuándo es mi próximo hito?',
    facts: ['Team offsite on ways of working'],
    source: 'plan',
  },
  // Japanese
  {
    id: 'ja-practise',
    language: 'ja',
    question: '今週は何を練習すればいいですか？',
    facts: ['勇気ある率直さ'],
    source: 'profile',
  },
  {
    id: 'ja-decisions',
    language: 'ja',
    question: 'リーダープロファイルは意思決定について何と言っていますか？',
    facts: ['的確な判断'],
    source: 'profile',
  },
  {
    id: 'ja-badges',
    language: 'ja',
    question: '獲得したバッジは何ですか？',
    facts: ['スタートダッシュ'],
    source: 'badges',
  },
  // Chinese
  {
    id: 'zh-practise',
    language: 'zh-CN',
    question: '这周我应该练习什么？',
    facts: ['勇于坦诚'],
    source: 'profile',
  },
  {
    id: 'zh-feedback',
    language: 'zh-CN',
    question: '我该如何给同事反馈？',
    facts: ['勇于坦诚'],
    source: 'content',
  },
  {
    id: 'zh-milestone',
    language: 'zh-CN',
    question: '我的下一个里程碑是什么？',
    facts: ['Team offsite on ways of working'],
    source: 'plan',
  },
  // French
  {
    id: 'fr-practise',
    language: 'fr',
    question: 'Que dois-je pratiquer cette semaine ?',
    facts: ['Oser la franchise'],
    source: 'profile',
  },
  {
    id: 'fr-feedback',
    language: 'fr',
    question: 'Comment donner du feedback à mon collègue ?',
    facts: ['Oser la franchise'],
    source: 'content',
  },
  {
    id: 'fr-challenges',
    language: 'fr',
    question: 'Quels sont les défis de mon plan ?',
    facts: ['Giving honest feedback to former peers'],
    source: 'plan',
  },
  // Indonesian
  {
    id: 'id-practise',
    language: 'id',
    question: 'Apa yang harus saya latih minggu ini?',
    facts: ['Berani Berterus Terang'],
    source: 'profile',
  },
  {
    id: 'id-feedback',
    language: 'id',
    question: 'Bagaimana cara memberi umpan balik kepada rekan saya?',
    facts: ['Berani Berterus Terang'],
    source: 'content',
  },
  // German
  {
    id: 'de-practise',
    language: 'de',
    question: 'Was soll ich diese Woche üben?',
    facts: ['Mutige Offenheit'],
    source: 'profile',
  },
  {
    id: 'de-decisions',
    language: 'de',
    question: 'Was sagt mein Führungsprofil über Entscheidungen?',
    facts: ['Kluges Entscheiden'],
    source: 'profile',
  },
  {
    id: 'de-sprint',
    language: 'de',
    question: 'Wie läuft mein Sprint?',
    facts: ['Say the hard thing kindly'],
    source: 'sprint',
  },
  // Portuguese
  {
    id: 'pt-practise',
    language: 'pt',
    question: 'O que devo praticar esta semana?',
    facts: ['Franqueza corajosa'],
    source: 'profile',
  },
  {
    id: 'pt-badges',
    language: 'pt',
    question: 'Quais emblemas conquistei?',
    facts: ['Partida dada'],
    source: 'badges',
  },
];
