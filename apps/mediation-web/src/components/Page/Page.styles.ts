import styled from 'styled-components';

/** The one h1 of a screen. */
export const PageHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

/** Cards side by side while there is room, one under the other on a phone. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Secondary text, and the line shown while something loads (with its spinner). */
export const Muted = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Terms and their values in two columns (one on a phone). */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: fit-content(12rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;

    & dd {
      margin-block-end: ${({ theme }) => theme.space.sm};
    }
  }
`;

/** The buttons at the end of a form. */
export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
