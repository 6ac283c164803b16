import styled from 'styled-components';
import { flipMarkedIcons } from '../internal/styles';

export const SideBarRoot = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 0;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  overflow-y: auto;
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};

  & > button {
    flex: 1 1 auto;
  }

  ${flipMarkedIcons}
`;
