import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { linkify } from '../linkify';

/** Plain text with its http(s) addresses clickable; everything is rendered as text, never as markup. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <>
      {parts.map((p, i) =>
        p.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered
          <Link key={i} href={p.href} target="_blank" rel="noopener noreferrer">
            {p.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
