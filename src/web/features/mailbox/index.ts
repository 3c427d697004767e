/** What other features may use of the mailbox: its page (a console section), loaded on demand. */
export const loadMailboxPage = () => import('./pages/MailboxPage');
