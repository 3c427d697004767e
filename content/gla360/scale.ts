// Our own wording, in all 8 languages: the 360's frequency scale (1..5; 0 is "not observed") and its two open
// questions.
import type { Localized } from '../gla/types';
import type { OpenQuestion360 } from './types';

export const FREQUENCY_LABELS: Record<0 | 1 | 2 | 3 | 4 | 5, Localized> = {
  0: {
    en: 'Not observed',
    es: 'No observado',
    ja: '見たことがない',
    'zh-CN': '未观察到',
    fr: 'Non observé',
    id: 'Tidak teramati',
    de: 'Nicht beobachtet',
    pt: 'Não observado',
  },
  1: { en: 'Never', es: 'Nunca', ja: 'まったくない', 'zh-CN': '从不', fr: 'Jamais', id: 'Tidak pernah', de: 'Nie', pt: 'Nunca' },
  2: { en: 'Rarely', es: 'Rara vez', ja: 'まれに', 'zh-CN': '很少', fr: 'Rarement', id: 'Jarang', de: 'Selten', pt: 'Raramente' },
  3: {
    en: 'Sometimes',
    es: 'A veces',
    ja: 'ときどき',
    'zh-CN': '有时',
    fr: 'Parfois',
    id: 'Kadang-kadang',
    de: 'Manchmal',
    pt: 'Às vezes',
  },
  4: { en: 'Often', es: 'A menudo', ja: 'よくある', 'zh-CN': '经常', fr: 'Souvent', id: 'Sering', de: 'Oft', pt: 'Frequentemente' },
  5: {
    en: 'Always',
    es: 'Siempre',
    ja: 'いつも',
    'zh-CN': '总是',
    fr: 'Toujours',
    id: 'Selalu',
    de: 'Immer',
    pt: 'Sempre',
  },
};

export const OPEN_QUESTIONS_360: OpenQuestion360[] = [
  {
    code: 'KEEP',
    text: {
      en: 'What should this leader keep doing?',
      es: '¿Qué debería seguir haciendo esta persona líder?',
      ja: 'このリーダーが今後も続けるべきことは何ですか？',
      'zh-CN': '这位领导者应该继续做什么？',
      fr: 'Que devrait continuer à faire cette personne ?',
      id: 'Apa yang sebaiknya terus dilakukan pemimpin ini?',
      de: 'Was sollte diese Führungskraft weiterhin tun?',
      pt: 'O que essa liderança deve continuar fazendo?',
    },
  },
  {
    code: 'CHANGE',
    text: {
      en: 'What could this leader do differently?',
      es: '¿Qué podría hacer de otra manera esta persona líder?',
      ja: 'このリーダーが別のやり方をするとよいことは何ですか？',
      'zh-CN': '这位领导者可以在哪些方面换种做法？',
      fr: 'Que pourrait faire autrement cette personne ?',
      id: 'Apa yang bisa dilakukan pemimpin ini secara berbeda?',
      de: 'Was könnte diese Führungskraft anders machen?',
      pt: 'O que essa liderança poderia fazer de forma diferente?',
    },
  },
];
