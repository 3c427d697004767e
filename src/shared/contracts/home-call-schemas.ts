import { nextUpResponse } from './home';

/** The schemas of homeCalls as values (for the server's route). */
export const homeCallSchemas = {
  nextUp: { response: nextUpResponse },
};
