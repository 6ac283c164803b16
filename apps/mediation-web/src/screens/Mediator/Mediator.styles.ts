import styled from 'styled-components';

/** Title and badges of an accordion trigger: the badges go under the title when space runs out. */
export const TriggerContent = styled.span`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const TriggerText = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
  text-align: start;
`;

export const TriggerBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const CaseBrief = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.fg.muted};
  white-space: pre-wrap;
`;

export const CaseActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Under a list with more cases than its first page: the button that reads the next, and what went wrong. */
export const MoreCases = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

export const ActiveCase = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const ActiveCaseLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.fg.muted};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const ActiveCaseTitle = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const FormPanel = styled.div`
  max-width: ${({ theme }) => theme.size.dialog.md};
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
