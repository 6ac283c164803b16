import styled from 'styled-components';

export const PanelRoot = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
`;

export const Scroll = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding-inline-end: ${({ theme }) => theme.space.xs};
`;

export const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.fg.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.fg.default};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const Hint = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.muted};
`;

export const Actions = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
`;
