import styled from 'styled-components';

export const RequestDetails = styled.span`
  display: flex;
  flex: 1 1 10rem;
  overflow-wrap: anywhere;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const RequestActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.fg.muted};
`;
