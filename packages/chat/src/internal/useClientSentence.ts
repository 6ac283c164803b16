import { useCallback } from 'react';
import { useChatText, type ChatMessageKey } from '../i18n';
import { CLIENT_SENTENCES } from './clientSentences';

const KEYS: Record<string, ChatMessageKey> = {
  [CLIENT_SENTENCES.sessionEnded]: 'clientError.sessionEnded',
  [CLIENT_SENTENCES.tokenExpired]: 'clientError.tokenExpired',
  [CLIENT_SENTENCES.tokenEnded]: 'clientError.tokenEnded',
  [CLIENT_SENTENCES.noAnswer]: 'clientError.noAnswer',
};

/** A sentence of the client in the language in use; any other (the server's own) as it is. */
export function useClientSentence(): (sentence: string) => string {
  const t = useChatText();
  return useCallback(
    (sentence) => {
      const key = KEYS[sentence];
      return key ? t(key) : sentence;
    },
    [t],
  );
}
