/** `@mediation/chat/connect`: the client of the mediation platform's real-time server. */
export { ChatClient, mergeMessages, reduceEvent, resolveClientOptions } from './ChatClient';
export type { ChatClientOptions, ConnectionStatus, ResolvedChatClientOptions, RoomNotice, RoomNoticeKind, RoomState } from './ChatClient';
export { ChatClientProvider, useSocket, useRoom } from './ChatClientProvider';
export type { ChatClientProviderProps } from './ChatClientProvider';
export { ConnectedChatRoom, ConnectedRoom, defaultConnectedChatRoomLabels } from './ConnectedChatRoom';
export type { ConnectedChatRoomProps, ConnectedChatRoomLabels, ConnectedRoomProps, RoomActionName } from './ConnectedChatRoom';
export { fromWireMessage, fromWireLikes, readTokenClaims } from './mapping';
export type { TokenClaims } from './mapping';
