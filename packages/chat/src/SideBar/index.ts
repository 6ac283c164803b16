export { SideBar, useSideBarLabels } from './SideBar';
export type { SideBarProps, SideBarLabels } from './SideBar';
