import { describe, expect, it } from 'vitest';
import { canSend, chatReducer, emptyChat, failureOfStreamError } from './chat-state';

const asked = chatReducer(emptyChat, {
  type: 'ask',
  question: 'What should I practise?',
  questionKey: 'q1',
  answerKey: 'a1',
});

describe('chat state', () => {
  it('tells a model that went silent or was slow apart from other failures of the answer stream', () => {
    expect(failureOfStreamError('PROVIDER_STALLED')).toBe('STALLED');
    expect(failureOfStreamError('PROVIDER_TIMEOUT')).toBe('STALLED');
    expect(failureOfStreamError('PROVIDER_FAILED')).toBe('OTHER');
    expect(failureOfStreamError('FAILED')).toBe('OTHER');
  });

  it('does not send empty, whitespace-only or too long questions, nor while thinking', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend('  \n\t ', false)).toBe(false);
    expect(canSend('x'.repeat(4001), false)).toBe(false);
    expect(canSend('Hello', true)).toBe(false);
    expect(canSend(' Hello ', false)).toBe(true);
  });

  it('shows the question and a growing answer, thinking until done', () => {
    expect(asked.thinking).toBe(true);
    let s = chatReducer(asked, { type: 'thread', threadId: 5 });
    s = chatReducer(s, { type: 'delta', answerKey: 'a1', text: 'Try ' });
    s = chatReducer(s, { type: 'delta', answerKey: 'a1', text: 'delegating.' });
    expect(s.entries.map((e) => [e.role, e.text, e.status])).toEqual([
      ['user', 'What should I practise?', 'done'],
      ['assistant', 'Try delegating.', 'streaming'],
    ]);
    expect(s.announceKey).toBeNull();
    s = chatReducer(s, {
      type: 'done',
      answerKey: 'a1',
      messageId: 12,
      citations: [{ kind: 'LEADER_PROFILE', label: 'From your Leader Profile', href: '/x' }],
      actions: [],
    });
    expect(s).toMatchObject({ threadId: 5, thinking: false, announceKey: 'a1' });
    expect(s.entries[1]).toMatchObject({ status: 'done', messageId: 12 });
  });

  it('a failure stops thinking and keeps the question for a retry, which starts the answer afresh', () => {
    let s = chatReducer(asked, { type: 'delta', answerKey: 'a1', text: 'half' });
    s = chatReducer(s, { type: 'fail', answerKey: 'a1', reason: 'OTHER' });
    expect(s.thinking).toBe(false);
    expect(s.entries[1]).toMatchObject({
      status: 'failed',
      failure: 'OTHER',
      question: 'What should I practise?',
    });
    s = chatReducer(s, { type: 'retry', answerKey: 'a1' });
    expect(s.thinking).toBe(true);
    expect(s.entries[1]).toMatchObject({ status: 'streaming', text: '', failure: null });
    expect(s.entries).toHaveLength(2);
  });

  it('loads a past thread with each answer knowing its question and rating', () => {
    const s = chatReducer(asked, {
      type: 'load',
      thread: {
        threadId: 3,
        title: 'Feedback',
        messages: [
          {
            id: 1,
            role: 'user',
            text: 'How do I give feedback?',
            citations: [],
            actions: [],
            feedback: null,
            createdAt: '',
          },
          {
            id: 2,
            role: 'assistant',
            text: 'Be specific.',
            citations: [],
            actions: [],
            feedback: 'LIKE',
            createdAt: '',
          },
        ],
      },
    });
    expect(s.threadId).toBe(3);
    expect(s.entries[1]).toMatchObject({
      question: 'How do I give feedback?',
      feedback: 'LIKE',
      messageId: 2,
    });
  });
});
