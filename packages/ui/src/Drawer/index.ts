export { Drawer } from './Drawer';
export type { DrawerProps, DrawerLabels } from './Drawer';
export { DRAWER_CLOSE_THRESHOLD, DRAWER_DURATION_MS } from './swipe';
