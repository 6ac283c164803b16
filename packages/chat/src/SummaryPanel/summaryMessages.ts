import type { ChatMessage } from '../types';

/** The summary messages of a case: guided messages of stage 'summary', oldest first. */
export function summaryMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter((message) => message.ext?.type === 'guided' && message.ext.stage === 'summary');
}
