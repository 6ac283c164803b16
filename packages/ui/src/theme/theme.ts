import { breakpoint, font, media, motion, palette, radius, size, space, zIndex } from './tokens';

/** Colours of one intent: a solid fill, its hover and pressed fills, a tinted background and a text colour. */
export interface IntentColors {
  /** Fill of solid controls. */
  solid: string;
  /** Fill of solid controls under the pointer. */
  solidHover: string;
  /** Text and icons drawn on `solid`. */
  onSolid: string;
  /** Tinted background for badges, banners and selected rows. */
  subtle: string;
  /** Text in this intent's colour on the page background. */
  fg: string;
}

/** The three sides of a case: parties A and B and the mediator M. */
export type Side = 'A' | 'B' | 'M';

export interface ThemeColors {
  bg: {
    /** Page background. */
    canvas: string;
    /** Cards, dialogs, menus. */
    surface: string;
    /** Hovered rows, table headers, input fills. */
    subtle: string;
    /** Pressed rows, progress tracks, skeletons. */
    muted: string;
    /** Inverted surfaces such as tooltips. */
    emphasis: string;
    /** Scrim behind modal dialogs and drawers. */
    overlay: string;
  };
  fg: {
    default: string;
    muted: string;
    /** Text on `bg.emphasis`. */
    onEmphasis: string;
    link: string;
  };
  border: {
    default: string;
    muted: string;
    /** Borders of inputs and other controls (3:1 against the surface). */
    strong: string;
    focus: string;
  };
  accent: IntentColors;
  neutral: IntentColors;
  danger: IntentColors;
  success: IntentColors;
  warning: IntentColors;
  /** One colour family per side, used everywhere a side is shown. */
  side: Record<Side, IntentColors>;
}

export interface Theme {
  name: 'light' | 'dark';
  color: ThemeColors;
  space: typeof space;
  radius: typeof radius;
  font: typeof font;
  shadow: { sm: string; md: string; lg: string };
  zIndex: typeof zIndex;
  motion: typeof motion;
  breakpoint: typeof breakpoint;
  media: typeof media;
  size: typeof size;
}

const shared = { space, radius, font, zIndex, motion, breakpoint, media, size } as const;

export const lightTheme: Theme = {
  name: 'light',
  ...shared,
  color: {
    bg: {
      canvas: palette.gray[0],
      surface: palette.white,
      subtle: palette.gray[50],
      muted: palette.gray[100],
      emphasis: palette.gray[800],
      overlay: 'rgba(15, 17, 21, 0.48)',
    },
    fg: {
      default: palette.gray[900],
      muted: palette.gray[500],
      onEmphasis: palette.white,
      link: palette.blue[600],
    },
    border: {
      default: palette.gray[200],
      muted: palette.gray[100],
      strong: palette.gray[400],
      focus: palette.blue[500],
    },
    accent: {
      solid: palette.blue[500],
      solidHover: palette.blue[600],
      onSolid: palette.white,
      subtle: palette.blue[50],
      fg: palette.blue[600],
    },
    neutral: {
      solid: palette.gray[600],
      solidHover: palette.gray[700],
      onSolid: palette.white,
      subtle: palette.gray[100],
      fg: palette.gray[600],
    },
    danger: {
      solid: palette.red[600],
      solidHover: palette.red[700],
      onSolid: palette.white,
      subtle: palette.red[50],
      fg: palette.red[700],
    },
    success: {
      solid: palette.green[600],
      solidHover: palette.green[700],
      onSolid: palette.white,
      subtle: palette.green[50],
      fg: palette.green[700],
    },
    warning: {
      solid: palette.amber[400],
      solidHover: palette.amber[300],
      onSolid: palette.gray[950],
      subtle: palette.amber[50],
      fg: palette.amber[700],
    },
    side: {
      A: {
        solid: palette.teal[600],
        solidHover: palette.teal[700],
        onSolid: palette.white,
        subtle: palette.teal[50],
        fg: palette.teal[700],
      },
      B: {
        solid: palette.orange[600],
        solidHover: palette.orange[700],
        onSolid: palette.white,
        subtle: palette.orange[50],
        fg: palette.orange[700],
      },
      M: {
        solid: palette.violet[600],
        solidHover: palette.violet[700],
        onSolid: palette.white,
        subtle: palette.violet[50],
        fg: palette.violet[700],
      },
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 17, 21, 0.08)',
    md: '0 4px 12px rgba(15, 17, 21, 0.12)',
    lg: '0 12px 32px rgba(15, 17, 21, 0.18)',
  },
};

export const darkTheme: Theme = {
  name: 'dark',
  ...shared,
  color: {
    bg: {
      canvas: palette.gray[950],
      surface: palette.gray[900],
      subtle: palette.gray[800],
      muted: palette.gray[700],
      emphasis: palette.gray[100],
      overlay: 'rgba(0, 0, 0, 0.64)',
    },
    fg: {
      default: palette.gray[50],
      muted: palette.gray[300],
      onEmphasis: palette.gray[900],
      link: palette.blue[300],
    },
    border: {
      default: palette.gray[700],
      muted: palette.gray[800],
      strong: palette.gray[400],
      focus: palette.blue[300],
    },
    accent: {
      solid: palette.blue[500],
      solidHover: palette.blue[600],
      onSolid: palette.white,
      subtle: palette.blue[900],
      fg: palette.blue[300],
    },
    neutral: {
      solid: palette.gray[500],
      solidHover: palette.gray[600],
      onSolid: palette.white,
      subtle: palette.gray[800],
      fg: palette.gray[300],
    },
    danger: {
      solid: palette.red[600],
      solidHover: palette.red[700],
      onSolid: palette.white,
      subtle: palette.red[900],
      fg: palette.red[300],
    },
    success: {
      solid: palette.green[600],
      solidHover: palette.green[700],
      onSolid: palette.white,
      subtle: palette.green[900],
      fg: palette.green[300],
    },
    warning: {
      solid: palette.amber[400],
      solidHover: palette.amber[300],
      onSolid: palette.gray[950],
      subtle: palette.amber[900],
      fg: palette.amber[300],
    },
    side: {
      A: {
        solid: palette.teal[600],
        solidHover: palette.teal[700],
        onSolid: palette.white,
        subtle: palette.teal[900],
        fg: palette.teal[300],
      },
      B: {
        solid: palette.orange[600],
        solidHover: palette.orange[700],
        onSolid: palette.white,
        subtle: palette.orange[900],
        fg: palette.orange[300],
      },
      M: {
        solid: palette.violet[600],
        solidHover: palette.violet[700],
        onSolid: palette.white,
        subtle: palette.violet[900],
        fg: palette.violet[300],
      },
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

export const themes = { light: lightTheme, dark: darkTheme } as const;

declare module 'styled-components' {
  // Components read the typed theme through styled-components' own context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
