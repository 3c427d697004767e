import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { wrapsByPhrase } from '../lib/i18n/phrase-languages';

/** BudouX and its models (38 KB gzipped): loaded only when the interface is in Japanese or Chinese. */
const PhrasedText = lazy(() => import('./PhrasedText'));

/**
 * A text that wraps between phrases in Japanese and Chinese (BudouX), never inside a word: the phrases are kept
 * whole (`word-break: keep-all`) with a break opportunity between them; a phrase longer than the line still
 * breaks rather than widening the page. Other languages and non-text children render as they are.
 */
export function Phrases({ children }: { children: ReactNode }): ReactNode {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (typeof children !== 'string' || !wrapsByPhrase(language)) return children;
  return (
    <Suspense fallback={children}>
      <PhrasedText text={children} language={language} />
    </Suspense>
  );
}
