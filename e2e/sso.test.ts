import { rmSync } from 'node:fs';
import { startOidcProvider } from '../src/server/testing/oidc-provider';
import { startServer } from '../test/support/server-process';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible } from './support/pages';

describe('single sign-on', () => {
  test('a person signs in through the company provider and lands on the page they wanted', async ({
    newContext,
  }) => {
    const provider = await startOidcProvider({ clientId: 'stride', clientSecret: 'e2e-secret' });
    const server = await startServer({
      label: 'e2e-sso',
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'stride',
        OIDC_CLIENT_SECRET: 'e2e-secret',
        OIDC_NAME: 'Company SSO',
      },
    });
    try {
      const page = await (await newContext({ baseURL: server.baseURL })).newPage();
      provider.signInBrowsersAs(demo.manager);
      await page.goto('/profile/general-settings');
      await expectPath(page, '/auth/login');
      await page.getByRole('link', { name: 'Sign in with Company SSO' }).click();
      await expectPath(page, '/profile/general-settings', 20_000);
      expect(new URL(page.url()).hash).toBe(''); // the token does not stay in the address bar
      await expect.poll(() => page.getByLabel('Designation').inputValue(), { timeout: 15_000 }).not.toBe('');

      provider.signInBrowsersAs('nobody@elsewhere.test');
      const stranger = await (await newContext({ baseURL: server.baseURL })).newPage();
      await stranger.goto('/auth/login');
      await stranger.getByRole('link', { name: 'Sign in with Company SSO' }).click();
      await expectVisible(stranger.getByText(/No Stride account uses the e-mail address/));
    } finally {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
      await provider.close();
    }
  });
});
