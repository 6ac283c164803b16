/**
 * The sentences the chat client writes itself into its store (`RoomState.error`, a message's `error`): in
 * English there, as the store is read outside React too; the room shows them in the language in use (`useClientSentence`).
 */
export const CLIENT_SENTENCES = {
  sessionEnded: 'Your session has ended. Sign in again.',
  tokenExpired: 'Token is expired',
  tokenEnded: 'The session of this token has ended',
  noAnswer: 'No answer from the server.',
} as const;
