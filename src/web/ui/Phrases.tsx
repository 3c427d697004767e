import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { phrases, wrapsByPhrase } from '../lib/i18n/line-breaks';

/**
 * A text that wraps between phrases in Japanese and Chinese (BudouX), never inside a word: the phrases are kept
 * whole (`word-break: keep-all`) with a break opportunity between them; a phrase longer than the line still
 * breaks rather than widening the page. Other languages and non-text children render as they are.
 */
export function Phrases({ children }: { children: ReactNode }): ReactNode {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (typeof children !== 'string' || !wrapsByPhrase(language)) return children;
  const parts = phrases(children, language);
  if (parts.length < 2)
    return <span style={{ wordBreak: 'keep-all', overflowWrap: 'break-word' }}>{children}</span>;
  return (
    <span style={{ wordBreak: 'keep-all', overflowWrap: 'break-word' }}>
      {parts.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the phrases of one text, in order
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </span>
  );
}
