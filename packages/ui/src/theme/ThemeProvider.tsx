import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themes } from './theme';

export interface ThemeProviderProps {
  /** Which theme to apply. @default 'light' */
  mode?: keyof typeof themes;
  /** Whether to inject the global document styles. @default true */
  withGlobalStyle?: boolean;
  children?: ReactNode;
}

/** Provides the light or dark theme to every component below it. */
export function ThemeProvider({ mode = 'light', withGlobalStyle = true, children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={themes[mode]}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
