export { ChatConfigProvider, useChatConfig, useChatComponents } from './ChatConfig';
export type { ChatComponents, ChatConfig, ChatConfigProviderProps } from './ChatConfig';
