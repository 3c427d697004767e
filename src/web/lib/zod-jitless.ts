/**
 * Zod checks once whether it may compile its object parsers with `new Function`; our Content-Security-Policy
 * (`script-src 'self'`, no 'unsafe-eval') refuses it, and the browser reports that refusal as a CSP issue on
 * every signed-in page (Lighthouse's best practices, issue 31). Zod's jitless mode parses the same without
 * trying. Zod reads its global configuration from this global when it loads (zod/v4/core), so the entry sets it
 * before any chunk with zod runs, without loading zod itself (the login page has no zod).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
