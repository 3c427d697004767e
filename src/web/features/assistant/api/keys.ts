/** Query keys of the assistant feature. */
export const assistantKeys = {
  all: ['assistant'] as const,
  threads: ['assistant', 'threads'] as const,
  thread: (threadId: number) => ['assistant', 'threads', threadId] as const,
  integration: ['assistant', 'console', 'integration'] as const,
  usage: ['assistant', 'console', 'usage'] as const,
};
