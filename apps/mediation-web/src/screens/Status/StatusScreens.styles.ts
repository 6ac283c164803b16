import styled from 'styled-components';

export const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.size.dialog.md};
  padding: ${({ theme }) => theme.space.xxl};
  text-align: center;
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const Title = styled.h1`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};

  & a {
    color: ${({ theme }) => theme.color.fg.link};
  }
`;
