import styled from 'styled-components';

export const WideOnly = styled.span`
  display: contents;

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const CompactOnly = styled.span`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    display: contents;
  }
`;

/** Text read by everyone but shown only on wide screens (an icon button's label on a phone). */
export const WideLabel = styled.span`
  ${({ theme }) => theme.media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;
