import { RouterProvider } from 'react-router';
import { Providers } from './Providers';
import { router } from './router';

/** The whole app: theme, query cache and router, loaded after the lean start (or first, off the sign-in pages). */
export default function FullApp() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
