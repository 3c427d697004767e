import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Citation, SuggestedAction } from '../../../../shared/contracts/assistant';

/** Only the product's own pages are followed: a path on this site, never another address. */
const ownPath = (href: string | null): href is string =>
  Boolean(href?.startsWith('/') && !href.startsWith('//'));

/**
 * What an answer used (as links to the page that shows it) and the steps it suggests (buttons that open the right
 * page). A guest sees the sources as text and no steps: those pages need an account.
 */
export function AnswerSources(props: {
  citations: Citation[];
  actions: SuggestedAction[];
  guest: boolean;
  onNavigate?(): void;
}) {
  const { t } = useTranslation('assistant-chat');
  const navigate = useNavigate();
  const actions = props.guest ? [] : props.actions.filter((a) => ownPath(a.href));
  if (props.citations.length === 0 && actions.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      {props.citations.length > 0 && (
        <>
          <Typography variant="caption" component="p" color="text.secondary">
            {t('sources')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {props.citations.map((c) => (
              <Typography component="li" variant="body2" key={`${c.kind}:${c.label}:${c.href}`}>
                {!props.guest && ownPath(c.href) ? (
                  <Link component={RouterLink} to={c.href} onClick={props.onNavigate}>
                    {c.label}
                  </Link>
                ) : (
                  c.label
                )}
              </Typography>
            ))}
          </Box>
        </>
      )}
      {actions.length > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
          role="group"
          aria-label={t('nextSteps')}
        >
          {actions.map((a) => (
            <Button
              key={`${a.label}:${a.href}`}
              size="small"
              variant="outlined"
              onClick={() => {
                props.onNavigate?.();
                void navigate(a.href);
              }}
            >
              {a.label}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
