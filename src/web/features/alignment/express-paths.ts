/** Where the express setup and the sample report live (the spec does not show the express path). */
export const EXPRESS_PATH = '/team-alignment/express';
export const SAMPLE_REPORT_PATH = '/team-alignment/sample-report';
/**
 * The stored auto-redirect URL (spec section 4): set when the express survey is sent (the team's results), so the
 * manager's survey page offers the way back once they have answered; cleared when the express page shows.
 */
export const EXPRESS_AUTO_REDIRECT_KEY = 'alignment.express.autoRedirect';
