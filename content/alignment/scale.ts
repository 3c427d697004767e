import { l } from '../plan/text';
import type { AgreementPoint } from './types';

/** The six-point agreement scale of the team alignment survey (spec section 9), values 1..6. */
export const AGREEMENT_SCALE: readonly AgreementPoint[] = [
  {
    value: 1,
    code: 'STRONGLY_DISAGREE',
    label: l(
      'Strongly disagree',
      'Totalmente en desacuerdo',
      'まったくそう思わない',
      '非常不同意',
      'Pas du tout d’accord',
      'Sangat tidak setuju',
      'Stimme überhaupt nicht zu',
      'Discordo totalmente',
    ),
  },
  {
    value: 2,
    code: 'DISAGREE',
    label: l('Disagree', 'En desacuerdo', 'そう思わない', '不同意', 'Pas d’accord', 'Tidak setuju', 'Stimme nicht zu', 'Discordo'),
  },
  {
    value: 3,
    code: 'SLIGHTLY_DISAGREE',
    label: l(
      'Slightly disagree',
      'Algo en desacuerdo',
      'あまりそう思わない',
      '有点不同意',
      'Plutôt pas d’accord',
      'Agak tidak setuju',
      'Stimme eher nicht zu',
      'Discordo parcialmente',
    ),
  },
  {
    value: 4,
    code: 'SLIGHTLY_AGREE',
    label: l(
      'Slightly agree',
      'Algo de acuerdo',
      'ややそう思う',
      '有点同意',
      'Plutôt d’accord',
      'Agak setuju',
      'Stimme eher zu',
      'Concordo parcialmente',
    ),
  },
  {
    value: 5,
    code: 'AGREE',
    label: l('Agree', 'De acuerdo', 'そう思う', '同意', 'D’accord', 'Setuju', 'Stimme zu', 'Concordo'),
  },
  {
    value: 6,
    code: 'STRONGLY_AGREE',
    label: l(
      'Strongly agree',
      'Totalmente de acuerdo',
      'とてもそう思う',
      '非常同意',
      'Tout à fait d’accord',
      'Sangat setuju',
      'Stimme voll und ganz zu',
      'Concordo totalmente',
    ),
  },
];

/** The label of a statement left unanswered. */
export const UNANSWERED_LABEL = l('N/A', 'N/D', '未回答', '未作答', 'N/R', 'T/A', 'k. A.', 'N/R');

/** The highest value of the scale (spec section 9: scale maximum 6). */
export const AGREEMENT_MAX = 6;
