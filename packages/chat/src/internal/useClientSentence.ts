import { createContext, useCallback, useContext } from 'react';
import { useChatText, type ChatMessageKey } from '../i18n';
import { CLIENT_SENTENCES } from './clientSentences';

const KEYS: Record<string, ChatMessageKey> = {
  [CLIENT_SENTENCES.sessionEnded]: 'clientError.sessionEnded',
  [CLIENT_SENTENCES.tokenExpired]: 'clientError.tokenExpired',
  [CLIENT_SENTENCES.tokenEnded]: 'clientError.tokenEnded',
  [CLIENT_SENTENCES.noAnswer]: 'clientError.noAnswer',
};

/**
 * The host's way of saying the server's sentences (a refused connection, a failed message's reason) in the
 * reader's language: the room keeps them in English, as the server sent them, and the host holds the
 * protocol's catalogs.
 */
export const ServerSentenceContext = createContext<((sentence: string) => string) | undefined>(undefined);

/** A sentence of the client in the language in use; the server's through the host's `serverSentence`, else as it is. */
export function useClientSentence(serverSentence?: (sentence: string) => string): (sentence: string) => string {
  const t = useChatText();
  const fromContext = useContext(ServerSentenceContext);
  const server = serverSentence ?? fromContext;
  return useCallback(
    (sentence) => {
      const key = KEYS[sentence];
      return key ? t(key) : (server?.(sentence) ?? sentence);
    },
    [t, server],
  );
}
