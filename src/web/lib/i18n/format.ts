/**
 * The one place where the web app formats dates, times and numbers: every call follows the interface
 * language (not the browser's), so a German interface shows "22.11.2026" and "3,4" everywhere.
 * Components use `useFormat()` from `use-format.ts` (re-renders on a language switch); `format()` there
 * serves code outside React. The formatter itself is shared with the server (src/shared/domain/format.ts).
 */
export { type Formatters, formattersFor } from '../../../shared/domain/format';
