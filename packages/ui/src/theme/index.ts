export { lightTheme, darkTheme, themes } from './theme';
export type { Theme, ThemeColors, IntentColors, Side } from './theme';
export { palette, space, radius, font, zIndex, motion, breakpoint, media, size } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
