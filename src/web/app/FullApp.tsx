import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './Providers';
import { router } from './router';

/** Where the lean start was going when it handed over (the router navigates there, guards first). */
export interface Handover {
  to: string;
  replace?: boolean;
}

/** The whole app: theme, query cache and router, loaded after the lean start (or first, off the sign-in pages). */
export default function FullApp({ handover }: { handover?: Handover | null }) {
  useEffect(() => {
    if (handover) void router.navigate(handover.to, { replace: handover.replace });
  }, [handover]);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
