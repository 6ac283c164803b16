export { AppShell, TopBar, SideMenu } from './AppShell';
export type { AppShellProps, AppShellLabels, TopBarProps, SideMenuProps, SideMenuItem, SideMenuLabels } from './AppShell';
