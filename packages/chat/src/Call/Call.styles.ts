import styled from 'styled-components';
import { focusRing } from '../internal/styles';

export const CallRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const CallTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.sm};

  /* On a phone the call sits above the conversation: one tile a row would take the whole screen from it. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  &[data-minimised='true'] {
    display: none;
  }
`;

export const TileRoot = styled.figure`
  position: relative;
  margin: 0;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  border: ${({ theme }) => theme.size.focusRing} solid transparent;
  background: ${({ theme }) => theme.color.bg.emphasis};

  &[data-speaking='true'] {
    border-color: ${({ theme }) => theme.color.success.solid};
  }

  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }

  &[data-video='off'] video {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

export const TileAvatar = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

export const TileCaption = styled.figcaption`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.xs};
  inset-block-end: ${({ theme }) => theme.space.xs};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: calc(100% - ${({ theme }) => theme.space.sm});
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > span[data-name] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & > svg {
    flex: none;
    font-size: ${({ theme }) => theme.size.icon.sm};
    color: ${({ theme }) => theme.color.danger.fg};
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

export const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  & > span[data-track] {
    position: relative;
    width: ${({ theme }) => theme.space.xxxl};
    height: ${({ theme }) => theme.size.icon.lg};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.bg.muted};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.strong};
  }

  & > span[data-track]::after {
    content: '';
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space.xxs};
    inset-inline-start: ${({ theme }) => theme.space.xxs};
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.bg.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }

  &[aria-checked='true'] > span[data-track] {
    background: ${({ theme }) => theme.color.accent.solid};
    border-color: ${({ theme }) => theme.color.accent.solid};
  }

  &[aria-checked='true'] > span[data-track]::after {
    inset-inline-start: calc(100% - ${({ theme }) => theme.size.icon.md} - ${({ theme }) => theme.space.xxs});
  }

  ${focusRing}
`;

export const StarterRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const AwayNotice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Preview = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  margin-block-end: ${({ theme }) => theme.space.md};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.emphasis};

  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

export const DeviceFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
