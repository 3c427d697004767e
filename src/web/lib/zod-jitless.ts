import { config } from 'zod';

/**
 * Zod checks once whether it may compile its object parsers with `new Function`; our Content-Security-Policy
 * (`script-src 'self'`, no 'unsafe-eval') refuses it, and the browser reports that refusal as a CSP issue on
 * every signed-in page (Lighthouse's best practices, issue 31). Zod's jitless mode parses the same without
 * trying. Imported first by the app, before any schema parses.
 */
config({ jitless: true });
