import styled from 'styled-components';

export const Welcome = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.fg.muted};
`;
