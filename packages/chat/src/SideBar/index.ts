export { SideBar, defaultSideBarLabels } from './SideBar';
export type { SideBarProps, SideBarLabels } from './SideBar';
