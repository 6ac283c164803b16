import type { Locale } from '../packages/ui/src/i18n';

/**
 * The Hebrew pass of the visual test shows each story, after its play function ran in English, in Hebrew:
 * the same state (dialog open, text typed), re-rendered right to left. The decorator follows this override
 * when it is set; nothing sets it in Storybook itself.
 */
let override: Locale | undefined;
const listeners = new Set<() => void>();

export const languageOverride = {
  get: () => override,
  set(locale: Locale | undefined) {
    override = locale;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
