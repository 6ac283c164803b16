import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { AvatarProps } from '@mediation/ui';
import type { ComposerProps } from '../Composer/Composer';
import type { MessageProps } from '../Message/Message';

/** Pieces of the room an app may replace with its own components. */
export interface ChatComponents {
  /** One message row of the list. */
  Message: ComponentType<MessageProps>;
  /** The picture or initials beside a message. */
  Avatar: ComponentType<AvatarProps>;
  /** The text box and Send button under the list. */
  Composer: ComponentType<ComposerProps>;
}

export interface ChatConfig {
  /** Replacements for the default pieces; unset pieces keep the default. */
  components: Partial<ChatComponents>;
  /** Locale of dates and times. @default the browser's */
  locale: string | undefined;
  /** Time zone of dates and times. @default the browser's */
  timeZone: string | undefined;
}

const ChatConfigContext = createContext<ChatConfig>({ components: {}, locale: undefined, timeZone: undefined });

export interface ChatConfigProviderProps {
  /** Replacements for the default pieces (`Message`, `Avatar`, `Composer`). */
  components?: Partial<ChatComponents>;
  /** Locale of dates and times, such as 'he-IL'. */
  locale?: string;
  /** Time zone of dates and times, such as 'Asia/Jerusalem'. */
  timeZone?: string;
  children?: ReactNode;
}

/** Lets an app replace pieces of the chat and set how dates read; nested providers merge. */
export function ChatConfigProvider({ components, locale, timeZone, children }: ChatConfigProviderProps) {
  const parent = useContext(ChatConfigContext);
  const value = useMemo<ChatConfig>(
    () => ({
      components: { ...parent.components, ...components },
      locale: locale ?? parent.locale,
      timeZone: timeZone ?? parent.timeZone,
    }),
    [parent, components, locale, timeZone],
  );
  return <ChatConfigContext.Provider value={value}>{children}</ChatConfigContext.Provider>;
}

/** The chat's configuration: component replacements, locale and time zone. */
export function useChatConfig(): ChatConfig {
  return useContext(ChatConfigContext);
}

/** The component replacements in force (each piece falls back to its default where it is used). */
export function useChatComponents(): Partial<ChatComponents> {
  return useContext(ChatConfigContext).components;
}
