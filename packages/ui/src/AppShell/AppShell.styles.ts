import styled from 'styled-components';

export const ShellRoot = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.size.sideMenu} minmax(0, 1fr);
  grid-template-rows: ${({ theme }) => theme.size.topBar} minmax(0, 1fr);
  grid-template-areas:
    'top top'
    'side main';
  min-height: 100vh;
  background: ${({ theme }) => theme.color.bg.canvas};

  &[data-has-side-menu='false'],
  &[data-folded='true'] {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'top'
      'main';
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'top'
      'main';
  }
`;

export const TopBarSlot = styled.div`
  grid-area: top;
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
`;

export const SideSlot = styled.div`
  grid-area: side;
  border-inline-end: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }

  [data-folded='true'] > & {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

export const StyledTopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.size.topBar};
  padding-inline: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border-block-end: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
`;

export const MenuButtonSlot = styled.div`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    display: contents;
  }

  [data-folded='true'] & {
    display: contents;
  }
`;

export const TopBarTitle = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const TopBarActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledSideMenu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

export const SideMenuList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SideMenuItemButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.md};
  padding-inline: ${({ theme }) => theme.space.md};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.fg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  & > svg {
    flex: none;
    font-size: ${({ theme }) => theme.size.icon.md};
  }

  &[data-back='true']:dir(rtl) > svg {
    transform: scaleX(-1);
  }
`;
