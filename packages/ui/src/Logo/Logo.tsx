import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useUiText } from '../i18n/messages';
import { LogoRoot, Mark, type LogoSize } from './Logo.styles';

export interface LogoProps extends ComponentPropsWithoutRef<'span'> {
  /** Shows the product name beside the mark. @default true */
  withWordmark?: boolean;
  /** Product name, also the mark's accessible name. @default 'Mediation' (from the catalog in the language in use) */
  name?: string;
  /** Height of the mark. @default 'md' */
  size?: LogoSize;
}

/** The product logo: two speech bubbles, one per side, meeting at the mediator's point. */
export const Logo = forwardRef<HTMLSpanElement, LogoProps>(function Logo(
  { withWordmark = true, name: givenName, size = 'md', ...rest },
  ref,
) {
  const t = useUiText();
  const name = givenName ?? t('logo.name');
  return (
    <LogoRoot ref={ref} $size={size} {...rest}>
      <Mark viewBox="0 0 64 64" role="img" aria-label={withWordmark ? undefined : name} aria-hidden={withWordmark ? true : undefined}>
        <path className="side-a" d="M6 10h28a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6H18l-8 7v-7H6a6 6 0 0 1-6-6V16a6 6 0 0 1 6-6z" />
        <path className="side-b" d="M58 24H30a6 6 0 0 0-6 6v14a6 6 0 0 0 6 6h16l8 7v-7h4a6 6 0 0 0 6-6V30a6 6 0 0 0-6-6z" />
        <circle className="mediator" cx="32" cy="37" r="5" />
      </Mark>
      {withWordmark ? <span>{name}</span> : null}
    </LogoRoot>
  );
});
