import {
  ASSISTANT_MESSAGE_MAX,
  type Citation,
  type Feedback,
  type SuggestedAction,
  type ThreadResponse,
} from '../../../shared/contracts/assistant';

/** Why an answer failed, beyond 'Sorry, I couldn't understand that.' (the person may do something about these). */
export type FailureReason = 'TOO_MANY' | 'OFF' | 'TOO_LONG' | 'LINK' | 'STALLED' | 'OTHER';

/** What an answer stream's `error` event means for the person: a model that went silent or was slow, or else. */
export function failureOfStreamError(code: string): FailureReason {
  return code === 'PROVIDER_STALLED' || code === 'PROVIDER_TIMEOUT' ? 'STALLED' : 'OTHER';
}

/** One bubble of the conversation. */
export interface ChatEntry {
  key: string;
  role: 'user' | 'assistant';
  text: string;
  status: 'streaming' | 'done' | 'failed';
  /** the stored answer's id (ratings name it); null until `done` */
  messageId: number | null;
  citations: Citation[];
  actions: SuggestedAction[];
  feedback: Feedback | null;
  /** an answer's question (retry asks it again) */
  question: string;
  failure: FailureReason | null;
}

export interface ChatState {
  threadId: number | null;
  entries: ChatEntry[];
  /** an answer is being written: sending is blocked */
  thinking: boolean;
  /** the answer the live region announces once it is finished (or has failed) */
  announceKey: string | null;
}

export type ChatAction =
  | { type: 'ask'; question: string; questionKey: string; answerKey: string }
  | { type: 'retry'; answerKey: string }
  | { type: 'thread'; threadId: number }
  | { type: 'delta'; answerKey: string; text: string }
  | {
      type: 'done';
      answerKey: string;
      messageId: number;
      citations: Citation[];
      actions: SuggestedAction[];
    }
  | { type: 'fail'; answerKey: string; reason: FailureReason }
  | { type: 'rated'; answerKey: string; feedback: Feedback }
  | { type: 'load'; thread: ThreadResponse }
  | { type: 'reset' };

export const emptyChat: ChatState = { threadId: null, entries: [], thinking: false, announceKey: null };

/** A question may be sent when it has more than spaces, fits the limit and no answer is being written. */
export function canSend(text: string, thinking: boolean): boolean {
  return !thinking && text.trim().length > 0 && text.length <= ASSISTANT_MESSAGE_MAX;
}

const blank = (key: string, role: ChatEntry['role'], text: string, question: string): ChatEntry => ({
  key,
  role,
  text,
  status: role === 'user' ? 'done' : 'streaming',
  messageId: null,
  citations: [],
  actions: [],
  feedback: null,
  question,
  failure: null,
});

function update(state: ChatState, key: string, change: (e: ChatEntry) => ChatEntry): ChatEntry[] {
  return state.entries.map((e) => (e.key === key ? change(e) : e));
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'ask':
      return {
        ...state,
        thinking: true,
        announceKey: null,
        entries: [
          ...state.entries,
          blank(action.questionKey, 'user', action.question, action.question),
          blank(action.answerKey, 'assistant', '', action.question),
        ],
      };
    case 'retry':
      return {
        ...state,
        thinking: true,
        announceKey: null,
        entries: update(state, action.answerKey, (e) => ({ ...blank(e.key, 'assistant', '', e.question) })),
      };
    case 'thread':
      return { ...state, threadId: action.threadId };
    case 'delta':
      return {
        ...state,
        entries: update(state, action.answerKey, (e) => ({ ...e, text: e.text + action.text })),
      };
    case 'done':
      return {
        ...state,
        thinking: false,
        announceKey: action.answerKey,
        entries: update(state, action.answerKey, (e) => ({
          ...e,
          status: 'done',
          messageId: action.messageId,
          citations: action.citations,
          actions: action.actions,
        })),
      };
    case 'fail':
      return {
        ...state,
        thinking: false,
        announceKey: action.answerKey,
        entries: update(state, action.answerKey, (e) => ({ ...e, status: 'failed', failure: action.reason })),
      };
    case 'rated':
      return {
        ...state,
        entries: update(state, action.answerKey, (e) => ({ ...e, feedback: action.feedback })),
      };
    case 'load': {
      let question = '';
      const entries = action.thread.messages.map((m): ChatEntry => {
        if (m.role === 'user') question = m.text;
        return {
          key: `m${m.id}`,
          role: m.role,
          text: m.text,
          status: 'done',
          messageId: m.id,
          citations: m.citations,
          actions: m.actions,
          feedback: m.feedback,
          question,
          failure: null,
        };
      });
      return { threadId: action.thread.threadId, entries, thinking: false, announceKey: null };
    }
    case 'reset':
      return emptyChat;
  }
}
