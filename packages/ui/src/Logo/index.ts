export { Logo } from './Logo';
export type { LogoProps } from './Logo';
export type { LogoSize } from './Logo.styles';
