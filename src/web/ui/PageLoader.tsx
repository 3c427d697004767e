import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/**
 * Hidden text for screen readers while something loads. Pinned to its box's top left corner (the box is
 * positioned) and clipped to nothing: left at its place in the flow it can stand outside the window while the page
 * moves, widening the document.
 */
function LoadingText() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: 1,
        height: 1,
        m: '-1px',
        p: 0,
        border: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      }}
    >
      {ready ? t('loading') : 'Loading…'}
    </Box>
  );
}

/** The lines of one part of a page while its calls load. */
export function SectionSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <Box aria-busy="true" role="status" sx={{ position: 'relative' }}>
      <LoadingText />
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines
        <Skeleton key={i} variant="text" width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </Box>
  );
}

/** A page while it (or its texts) load: the shape of a heading and cards, inside the shell (no blank screen). */
export function PageLoader() {
  return (
    <Box aria-busy="true" role="status" sx={{ position: 'relative', maxWidth: 1100 }}>
      <LoadingText />
      <Skeleton variant="text" sx={{ fontSize: '1.75rem', width: { xs: '70%', sm: 360 } }} />
      <Skeleton variant="text" sx={{ width: { xs: '90%', sm: 480 }, mb: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={140} />
        ))}
      </Box>
    </Box>
  );
}

/** Before the signed-in shell is known: the header bar and the page's shape, not a spinner on white. */
export function ShellSkeleton() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Skeleton variant="rectangular" height={56} />
      <Box sx={{ display: 'flex' }}>
        <Skeleton
          variant="rectangular"
          sx={{ width: 232, height: 'calc(100vh - 56px)', display: { xs: 'none', md: 'block' } }}
        />
        <Box sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
          <PageLoader />
        </Box>
      </Box>
    </Box>
  );
}

/** Paths outside the signed-in shell (sign-in, guest links, the error pages): no shell shape while they load. */
const OUTSIDE_SHELL =
  /^\/(auth|guest|wipeout|survey|plan-guest|plan\/network\/accept|access-denied|error|not-found)(\/|$)/;

/** The first load of the app: the shell's shape on signed-in pages, the page's shape elsewhere. */
export function InitialLoader() {
  return OUTSIDE_SHELL.test(window.location.pathname) ? (
    <Box sx={{ p: { xs: 2, sm: 6 } }}>
      <PageLoader />
    </Box>
  ) : (
    <ShellSkeleton />
  );
}
