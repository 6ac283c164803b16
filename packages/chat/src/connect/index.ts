/** `@mediation/chat/connect`: the client of the mediation platform's real-time server. */
export { ChatClient } from './ChatClient';
export type { SurveyAnswer } from './ChatClient';
export { AgreementCommands } from './agreementCommands';
export type { AckData } from './connection';
export { ChatClientError } from './errors';
export type { ChatClientErrorCode } from './errors';
export { resolveClientOptions } from './options';
export type { ChatClientOptions, ResolvedChatClientOptions, TokenGetter, TokenRequest } from './options';
export { mergeMessages, reduceEvent } from './roomEvents';
export type { ConnectionStatus, RoomNotice, RoomNoticeKind, RoomState } from '../room/roomState';
export { ChatClientProvider, useChatClient } from './ChatClientProvider';
export { useRoom } from '../room/useRoom';
export type { ChatClientProviderProps } from './ChatClientProvider';
export { ConnectedChatRoom, ConnectedRoom, defaultConnectedChatRoomLabels } from './ConnectedChatRoom';
export type { ConnectedChatRoomProps, ConnectedChatRoomLabels, ConnectedRoomProps } from './ConnectedChatRoom';
export type { RoomActionName } from '../ChatRoom';
export { fromWireMessage, fromWireLikes, readTokenClaims } from './mapping';
export type { TokenClaims } from './mapping';
