import styled from 'styled-components';
import { SideBar } from '../SideBar';

/** The room's frame: a row of columns, so an app can place its own panel between the room's. */
export const RoomRoot = styled.div`
  display: flex;
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.color.bg.canvas};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.font.family.sans};
`;

export const SideBarColumn = styled(SideBar)`
  flex: none;
  width: ${({ theme }) => theme.size.sideMenu};
  border-inline-end: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};

  /* Beside an app's menu on a laptop screen: the side bar and the info column give the messages room. */
  [data-layout='compact'] > & {
    width: 13rem;
  }
`;

export const Board = styled.section`
  flex: 1 1 0%;
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

export const NarrowTabs = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
`;

export const ListSlot = styled.div`
  flex: 1 1 auto;
  min-height: 0;
`;

export const InfoColumn = styled.div`
  flex: none;
  width: ${({ theme }) => theme.size.drawer};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-height: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-inline-start: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
  overflow-y: auto;

  [data-layout='compact'] > & {
    width: 17.5rem;
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.md};
  }

  & > :first-child {
    flex: 1 1 auto;
    min-height: 0;
  }

  & > :last-child:not(:first-child) {
    flex: none;
  }
`;

export const DrawerContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

export const DrawerFooter = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
`;

export const TypingNotice = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-style: italic;
  color: ${({ theme }) => theme.color.fg.muted};
  background: ${({ theme }) => theme.color.bg.canvas};

  &:not(:empty) {
    padding-block: ${({ theme }) => theme.space.xxs};
  }
`;
