/** `@mediation/chat/connect`: the client of the mediation platform's real-time server. */
export { ChatClient, mergeMessages, reduceEvent } from './ChatClient';
export type { ChatClientOptions, ConnectionStatus, RoomState } from './ChatClient';
export { ChatClientProvider, useSocket, useRoom } from './ChatClientProvider';
export type { ChatClientProviderProps } from './ChatClientProvider';
export { ConnectedChatRoom, defaultConnectedChatRoomLabels } from './ConnectedChatRoom';
export type { ConnectedChatRoomProps, ConnectedChatRoomLabels } from './ConnectedChatRoom';
export { fromWireMessage, fromWireLikes, readTokenClaims } from './mapping';
export type { TokenClaims } from './mapping';
