/** The chat window's element id (the toggle button's aria-controls). */
export const CHAT_WINDOW_ID = 'assistant-window';
/** Above the app bar and the page, under dialogs (1300) and snackbars (1400). */
export const CHAT_Z_INDEX = 1250;
/** localStorage key of a guest browser's uuid (its threads belong to it). */
export const GUEST_UUID_KEY = 'stride_assistant_guest_uuid';
