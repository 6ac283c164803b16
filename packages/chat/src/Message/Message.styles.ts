import styled from 'styled-components';
import { focusRing } from '../internal/styles';
import type { Side } from '../types';

/**
 * One styled root per message, its parts picked by `data-part`: a list mounts and scrolls many rows, and one
 * styled element per row costs far less than one per part.
 */
export const MessageRoot = styled.article<{ $side: Side }>`
  position: relative;
  display: flow-root;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.lg};
  padding-inline-start: calc(${({ theme }) => theme.space.lg} + ${({ theme }) => theme.size.avatar.md} + ${({ theme }) => theme.space.sm});
  color: ${({ theme }) => theme.color.fg.default};
  outline: none;

  &[data-group-start] {
    padding-block-start: ${({ theme }) => theme.space.sm};
  }

  &:focus-visible {
    box-shadow: inset 0 0 0 ${({ theme }) => theme.size.focusRing} ${({ theme }) => theme.color.border.focus};
  }

  &[data-current-match] {
    background: ${({ theme }) => theme.color.warning.subtle};
  }

  [data-part='avatar'] {
    position: absolute;
    inset-block-start: calc(${({ theme }) => theme.space.sm} + ${({ theme }) => theme.space.xxs});
    inset-inline-start: ${({ theme }) => theme.space.lg};
  }

  [data-part='bubble'] {
    width: fit-content;
    max-width: min(100%, 68ch);
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.lg};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.muted};
    border-inline-start: ${({ theme }) => theme.space.xs} solid ${({ theme, $side }) => theme.color.side[$side].solid};
    background: ${({ theme }) => theme.color.bg.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }

  &[data-own] [data-part='bubble'] {
    background: ${({ theme }) => theme.color.accent.subtle};
  }

  &[data-guided] [data-part='bubble'] {
    border-style: dashed;
    border-inline-start-style: solid;
    background: ${({ theme }) => theme.color.side.M.subtle};
  }

  /* A long name ends in an ellipsis; the time beside it stays whole. */
  [data-part='header'] {
    display: flex;
    align-items: baseline;
    min-width: 0;
    margin-block-end: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.fg.muted};
  }

  /* Name and time are runs of their own, so that a right-to-left page orders them as it does its words. */
  [data-part='header'] > * {
    unicode-bidi: isolate;
  }

  [data-part='header'] time {
    flex-shrink: 0;
    margin-inline-start: ${({ theme }) => theme.space.sm};
  }

  [data-part='author'] {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme, $side }) => theme.color.side[$side].fg};
  }

  [data-part='title'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    margin-block-end: ${({ theme }) => theme.space.xxs};
  }

  [data-part='text'] {
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  [data-part='text'] mark {
    background: ${({ theme }) => theme.color.warning.solid};
    color: ${({ theme }) => theme.color.warning.onSolid};
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  [data-part='footer'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    margin-block-start: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.fg.muted};
  }

  [data-part='delivery'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }

  [data-part='delivery'][data-state='failed'] {
    color: ${({ theme }) => theme.color.danger.fg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  [data-part='toolbar'] {
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
  }

  [data-part='toolbar'] button {
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
  }

  [data-part='toolbar'] button:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  [data-part='toolbar'] button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.fg};
  }

  [data-part='toolbar'] button:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }

  svg {
    flex: none;
  }

  [data-part='toolbar'] svg {
    font-size: ${({ theme }) => theme.size.icon.sm};
  }
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
