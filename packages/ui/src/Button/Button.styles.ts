import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantStyles = (theme: DefaultTheme, variant: ButtonVariant) => {
  switch (variant) {
    case 'primary':
      return css`
        background: ${theme.color.accent.solid};
        color: ${theme.color.accent.onSolid};
        border-color: ${theme.color.accent.solid};
        &:hover:not([aria-disabled='true']):not(:disabled) {
          background: ${theme.color.accent.solidHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${theme.color.bg.surface};
        color: ${theme.color.fg.default};
        border-color: ${theme.color.border.strong};
        &:hover:not([aria-disabled='true']):not(:disabled) {
          background: ${theme.color.bg.subtle};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${theme.color.fg.default};
        border-color: transparent;
        &:hover:not([aria-disabled='true']):not(:disabled) {
          background: ${theme.color.bg.subtle};
        }
      `;
    case 'danger':
      return css`
        background: ${theme.color.danger.solid};
        color: ${theme.color.danger.onSolid};
        border-color: ${theme.color.danger.solid};
        &:hover:not([aria-disabled='true']):not(:disabled) {
          background: ${theme.color.danger.solidHover};
        }
      `;
    default:
      return variant satisfies never;
  }
};

const paddingBySize = { sm: 'md', md: 'lg', lg: 'xl' } as const;
const fontBySize = { sm: 'sm', md: 'md', lg: 'md' } as const;

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme, $size }) => theme.size.control[$size]};
  padding-block: 0;
  padding-inline: ${({ theme, $size }) => theme.space[paddingBySize[$size]]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: ${({ theme }) => theme.size.border} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme, $size }) => theme.font.size[fontBySize[$size]]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  ${({ theme, $variant }) => variantStyles(theme, $variant)}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[data-pending='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;
