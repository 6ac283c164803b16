import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const IconSlot = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.muted};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.size.icon.lg};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Description = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.size.readable};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Action = styled.div`
  margin-block-start: ${({ theme }) => theme.space.sm};
`;
