import { createGlobalStyle } from 'styled-components';

/**
 * App-wide rules beside the theme's: a heading that receives focus after navigation shows no ring,
 * and directional icons point the other way under right-to-left.
 */
export const AppGlobalStyle = createGlobalStyle`
  h1[tabindex='-1']:focus {
    outline: none;
  }

  [dir='rtl'] svg[data-flip-rtl] {
    transform: scaleX(-1);
  }
`;
