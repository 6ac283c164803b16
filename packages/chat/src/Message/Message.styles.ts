import styled, { css } from 'styled-components';
import { focusRing } from '../internal/styles';
import type { Side } from '../types';

export const MessageRoot = styled.article<{ $side: Side; $isOwn: boolean; $isGroupStart: boolean; $isGuided: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: ${({ theme }) => theme.size.avatar.md} minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $isGroupStart }) => ($isGroupStart ? theme.space.sm : theme.space.xxs)} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.fg.default};
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 ${({ theme }) => theme.size.focusRing} ${({ theme }) => theme.color.border.focus};
  }

  &[data-current-match] {
    background: ${({ theme }) => theme.color.warning.subtle};
  }
`;

export const AvatarSlot = styled.div`
  grid-column: 1;
  padding-block-start: ${({ theme }) => theme.space.xxs};
`;

export const Bubble = styled.div<{ $side: Side; $isOwn: boolean; $isGuided: boolean }>`
  grid-column: 2;
  justify-self: start;
  max-width: min(100%, 68ch);
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.muted};
  border-inline-start: ${({ theme }) => theme.space.xs} solid ${({ theme, $side }) => theme.color.side[$side].solid};
  background: ${({ theme, $isOwn }) => ($isOwn ? theme.color.accent.subtle : theme.color.bg.surface)};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ theme, $isGuided }) =>
    $isGuided &&
    css`
      border-style: dashed;
      border-inline-start-style: solid;
      background: ${theme.color.side.M.subtle};
    `}
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const Author = styled.span<{ $side: Side }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $side }) => theme.color.side[$side].fg};
`;

export const GuidedTitle = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  margin-block-end: ${({ theme }) => theme.space.xxs};
`;

export const Text = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  mark {
    background: ${({ theme }) => theme.color.warning.solid};
    color: ${({ theme }) => theme.color.warning.onSolid};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};

  &:empty {
    display: none;
  }
`;

export const Delivery = styled.span<{ $state: 'sending' | 'sent' | 'failed' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme, $state }) => ($state === 'failed' ? theme.color.danger.fg : theme.color.fg.muted)};
  font-weight: ${({ theme, $state }) => ($state === 'failed' ? theme.font.weight.medium : theme.font.weight.regular)};
`;

export const Toolbar = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xxs};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.md};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  opacity: 0;
  transition: opacity ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &[data-state='open'] {
    opacity: 1;
  }
`;

export const ToolbarButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: ${({ theme }) => theme.size.control.sm};
  height: ${({ theme }) => theme.size.control.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.fg};
  }

  svg {
    font-size: ${({ theme }) => theme.size.icon.sm};
  }

  ${focusRing}
`;

export const EditForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: min(100%, 28ch);
`;

export const EditArea = styled.textarea`
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.lg};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  resize: vertical;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }

  ${focusRing}
`;

export const EditActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
`;

export const EditError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.danger.fg};
`;
