/** Raw palette: the only place colour literals live. Components read semantic tokens, never these. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray: {
    0: '#f8f9fb',
    50: '#f1f3f6',
    100: '#e4e7ec',
    200: '#cdd2da',
    300: '#aab1bd',
    400: '#7c8594',
    500: '#5c6573',
    600: '#454d59',
    700: '#323843',
    800: '#22272f',
    900: '#171a20',
    950: '#0f1115',
  },
  blue: { 50: '#eaf1ff', 100: '#d3e2ff', 300: '#8ab0ff', 400: '#5d8ff5', 500: '#2f6bdf', 600: '#2456c0', 700: '#1c4499', 900: '#14254a' },
  red: { 50: '#fdecec', 100: '#f9d2d2', 300: '#f08f8f', 400: '#e86464', 600: '#c52b2b', 700: '#a02020', 900: '#4a1414' },
  green: { 50: '#e8f6ee', 300: '#7fcfa0', 400: '#4fb87d', 600: '#1f7a48', 700: '#17613a', 900: '#0f3521' },
  amber: { 50: '#fff5e0', 300: '#f5c466', 400: '#eaa93a', 700: '#8a5a00', 900: '#3d2a06' },
  teal: { 50: '#e3f5f5', 300: '#6fcaca', 400: '#3fb1b1', 600: '#0f6f73', 700: '#0b5a5d', 900: '#0a2f31' },
  violet: { 50: '#f1ecfd', 300: '#b9a2f2', 400: '#9b7ee8', 600: '#6541c9', 700: '#5231a8', 900: '#261a4a' },
  orange: { 50: '#fdefe5', 300: '#f3a877', 400: '#ec8a4b', 600: '#b24d0b', 700: '#923f09', 900: '#42200a' },
} as const;

/** Spacing scale on a 4 px grid. */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radius = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  full: '9999px',
} as const;

export const font = {
  family: {
    // The shipped faces first (`@mediation/ui/fonts.css` declares them), so text looks the same on every
    // system and in the screenshot baselines; the system stack shows while they load, or if they cannot.
    sans: "'Rubik Variable', system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif",
    mono: "'JetBrains Mono Variable', ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
  },
  size: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
  },
  weight: {
    regular: 400,
    medium: 500,
    bold: 700,
  },
  lineHeight: {
    tight: 1.25,
    normal: 1.5,
  },
} as const;

export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 100,
  drawer: 900,
  overlay: 1000,
  modal: 1100,
  popover: 1200,
  toast: 1300,
  tooltip: 1400,
  loading: 1500,
} as const;

export const motion = {
  duration: {
    fast: '120ms',
    normal: '200ms',
    slow: '300ms',
    /** Drawer slide duration from the spec (0.5 s). */
    drawer: '500ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const;

/** Breakpoints in pixels; the spec's mobile breakpoint is 768 px. */
export const breakpoint = {
  mobile: 768,
} as const;

/** Media queries derived from the breakpoints. */
export const media = {
  /** Narrower than the mobile breakpoint. */
  mobile: `@media (max-width: ${breakpoint.mobile - 0.02}px)`,
  /** At least as wide as the mobile breakpoint. */
  desktop: `@media (min-width: ${breakpoint.mobile}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Fixed sizes of controls and layout regions. */
export const size = {
  control: { sm: '32px', md: '40px', lg: '48px' },
  icon: { sm: '16px', md: '20px', lg: '24px' },
  avatar: { sm: '28px', md: '36px', lg: '48px' },
  border: '1px',
  focusRing: '2px',
  topBar: '56px',
  sideMenu: '248px',
  drawer: '360px',
  dialog: { sm: '400px', md: '520px', lg: '720px' },
  toast: '360px',
  tooltip: '280px',
  popover: '320px',
  menu: '180px',
  /** Comfortable line length for short explanatory text. */
  readable: '40ch',
  progress: '6px',
  logo: '64px',
  content: '1200px',
  /** The spec's composer height cap (60 px). */
  composerMax: '60px',
} as const;
