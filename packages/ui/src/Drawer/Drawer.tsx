import type { ReactElement, ReactNode } from 'react';
import { deferredModal } from '../internal/deferredModal';

export interface DrawerLabels {
  /** Accessible name of the close button. @default 'Close' */
  close: string;
}

export interface DrawerProps {
  /** Whether the drawer is open (controlled). */
  open?: boolean;
  /** Whether the drawer starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the drawer asks to open or close. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Element that opens the drawer when pressed. */
  trigger?: ReactElement;
  /** Heading; also the drawer's accessible name. */
  title: ReactNode;
  /** Main content. */
  children?: ReactNode;
  /** Actions at the bottom. */
  footer?: ReactNode;
  /** Edge it slides in from, in the reading direction. @default 'end' */
  side?: 'start' | 'end';
  /** Fraction of its width a swipe must travel to close it. @default 0.25 */
  swipeThreshold?: number;
  /** Visible strings and aria labels; by default from the catalog in the language in use. @default { close: 'Close' } */
  labels?: Partial<DrawerLabels>;
}

/** A modal panel that slides in from an edge (0.5 s) and closes on Escape, outside press or a swipe past 25 %. */
export const Drawer = deferredModal<DrawerProps>(() => import('./DrawerLayer'));
