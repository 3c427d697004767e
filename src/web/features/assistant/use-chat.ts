import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Feedback, ThreadResponse } from '../../../shared/contracts/assistant';
import { isApiError } from '../../lib/api/errors';
import type { ChatTransport } from './api/chat';
import { canSend, chatReducer, emptyChat, type FailureReason, failureOfStreamError } from './chat-state';
import { readAnswerStream } from './stream';

let nextKey = 0;
const newKey = (prefix: string) => `${prefix}${++nextKey}`;

function reasonOf(error: unknown): FailureReason {
  if (isApiError(error, 429)) return 'TOO_MANY';
  if (isApiError(error) && error.code === 'ASSISTANT_OFF') return 'OFF';
  if (isApiError(error, 413)) return 'TOO_LONG';
  // a guest's link that expired or was revoked
  if (isApiError(error, 401)) return 'LINK';
  return 'OTHER';
}

/**
 * One conversation with the assistant: asks, streams the answer into its bubble as it is written, retries,
 * rates. `onThread` hears the thread a first question opened (the thread list refreshes then).
 */
export function useChat(transport: ChatTransport, onThread?: (threadId: number) => void) {
  const [state, dispatch] = useReducer(chatReducer, emptyChat);
  // the stream's callbacks read these, not a render's snapshot; `busy` also stops a double click
  const threadRef = useRef<number | null>(null);
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const onThreadRef = useRef(onThread);
  onThreadRef.current = onThread;

  useEffect(() => () => abort.current?.abort(), []);

  const run = useCallback(
    async (answerKey: string, question: string) => {
      busy.current = true;
      const controller = new AbortController();
      abort.current = controller;
      let finished = false;
      try {
        const res = await transport.ask(threadRef.current, question, controller.signal);
        for await (const e of readAnswerStream(res)) {
          if (controller.signal.aborted) return;
          if (e.event === 'thread') {
            const opened = threadRef.current === null;
            threadRef.current = e.data.threadId;
            dispatch({ type: 'thread', threadId: e.data.threadId });
            if (opened) onThreadRef.current?.(e.data.threadId);
          } else if (e.event === 'delta') {
            dispatch({ type: 'delta', answerKey, text: e.data.text });
          } else if (e.event === 'done') {
            finished = true;
            dispatch({ type: 'done', answerKey, ...e.data });
            break;
          } else {
            // the model went silent mid-answer or was slow (worth asking again soon), or something else failed
            finished = true;
            if (!controller.signal.aborted)
              dispatch({ type: 'fail', answerKey, reason: failureOfStreamError(e.data.code) });
            break;
          }
        }
        if (!finished && !controller.signal.aborted) dispatch({ type: 'fail', answerKey, reason: 'OTHER' });
      } catch (error) {
        if (!controller.signal.aborted) dispatch({ type: 'fail', answerKey, reason: reasonOf(error) });
      } finally {
        if (abort.current === controller) {
          abort.current = null;
          busy.current = false;
        }
      }
    },
    [transport],
  );

  /** Sends a question; false when it was not sent (empty, too long, or an answer is being written). */
  const send = useCallback(
    (text: string): boolean => {
      if (!canSend(text, busy.current)) return false;
      const question = text.trim();
      const answerKey = newKey('a');
      dispatch({ type: 'ask', question, questionKey: newKey('q'), answerKey });
      void run(answerKey, question);
      return true;
    },
    [run],
  );

  /** Asks an answer's question again; its bubble is written anew. */
  const retry = useCallback(
    (answerKey: string, question: string) => {
      if (busy.current) return;
      dispatch({ type: 'retry', answerKey });
      void run(answerKey, question);
    },
    [run],
  );

  const rate = useCallback(
    async (answerKey: string, messageId: number, feedback: Feedback, comment?: string) => {
      if (threadRef.current === null) return;
      await transport.rate(feedback, threadRef.current, messageId, comment);
      dispatch({ type: 'rated', answerKey, feedback });
    },
    [transport],
  );

  /** Stops what is being written and shows a past thread, or an empty new conversation (null). */
  const open = useCallback((thread: ThreadResponse | null) => {
    abort.current?.abort();
    abort.current = null;
    busy.current = false;
    threadRef.current = thread?.threadId ?? null;
    dispatch(thread ? { type: 'load', thread } : { type: 'reset' });
  }, []);

  return { state, send, retry, rate, open };
}

export type Chat = ReturnType<typeof useChat>;
