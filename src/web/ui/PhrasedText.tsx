import { Fragment, type ReactNode } from 'react';
import { phrases } from '../lib/i18n/line-breaks';

/** A Japanese or Chinese text in its phrases (BudouX), each kept whole; loaded by Phrases for those languages. */
export default function PhrasedText({ text, language }: { text: string; language: string }): ReactNode {
  const parts = phrases(text, language);
  if (parts.length < 2)
    return <span style={{ wordBreak: 'keep-all', overflowWrap: 'break-word' }}>{text}</span>;
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
