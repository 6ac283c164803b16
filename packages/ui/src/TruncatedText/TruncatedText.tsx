import { useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

export interface TruncatedTextProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The text a person wrote (a name, a title); shown whole on hover and focus when it does not fit. */
  children: string;
}

const StyledText = styled.span`
  display: block;
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;

  /* Focused by keyboard, a cut text shows whole, wrapped, in place. */
  &[tabindex]:focus-visible {
    overflow: visible;
    white-space: normal;
    overflow-wrap: anywhere;
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 1px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/**
 * One line of text a person wrote that ends in an ellipsis when its place is too narrow, and never pushes
 * what stands beside it (a badge, a button) out of view: it shrinks (`min-width: 0`) inside a flex or grid
 * row. When cut, and only then, the whole text is its `title` (hover) and it can be focused, showing it whole
 * (keyboard); screen readers always read it whole. `dir="auto"`: Hebrew or Arabic reads right to left.
 */
export function TruncatedText({ children, ...rest }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [isCut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Shown whole while focused, it is not measured then (it would stop being cut, and focusable).
    const measure = () => {
      if (element.ownerDocument.activeElement !== element) setCut(element.scrollWidth > element.clientWidth + 1);
    };
    element.addEventListener('blur', measure);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      element.removeEventListener('blur', measure);
    };
  }, [children]);
  return (
    <StyledText
      ref={ref}
      dir="auto"
      title={isCut ? children : undefined}
      tabIndex={isCut ? 0 : undefined}
      data-truncated={isCut || undefined}
      {...rest}
    >
      {children}
    </StyledText>
  );
}
