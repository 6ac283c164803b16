import styled from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const SectionHeading = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.fg.muted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Section = styled.div`
  & + & {
    margin-block-start: ${({ theme }) => theme.space.md};
  }
`;

export const Signs = styled.p`
  margin: 0;
`;

export const Responses = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
