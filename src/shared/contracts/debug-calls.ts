import { defineCall } from './call';
import type { debugEmitBody, debugEmitResponse } from './debug';

/** The debug page's emit. */
export const debugCalls = {
  emit: defineCall<{ body: typeof debugEmitBody; response: typeof debugEmitResponse }>(
    'POST',
    '/api/notification/debug/emit',
  ),
};
