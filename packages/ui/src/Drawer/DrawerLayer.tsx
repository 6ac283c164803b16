/** The layer of Drawer (see Drawer.tsx), loaded the first time it opens. */
import { useId, useRef, useState, type CSSProperties, type PointerEvent, useLayoutEffect } from 'react';
import { FloatingFocusManager, FloatingPortal, useMergeRefs } from '@floating-ui/react';
import { getToastRegions } from '../internal/toastRegions';
import { useUiText } from '../i18n/messages';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../Icon';
import type { ModalLayerProps } from '../internal/deferredModal';
import { useModal } from '../internal/useModal';
import { DrawerBody, DrawerFooter, DrawerHeader, DrawerOverlay, DrawerTitle, StyledDrawer } from './Drawer.styles';
import { closingDistance, DRAWER_CLOSE_THRESHOLD, DRAWER_DURATION_MS, shouldCloseOnSwipe } from './swipe';
import type { DrawerProps } from './Drawer';

/** A modal panel that slides in from an edge (0.5 s) and closes on Escape, outside press or a swipe past 25 %. */
export default function DrawerLayer({
  open,
  onOpenChange,
  reference,
  title,
  children,
  footer,
  side = 'end',
  swipeThreshold = DRAWER_CLOSE_THRESHOLD,
  labels,
}: Omit<DrawerProps, 'trigger' | 'defaultOpen'> & ModalLayerProps) {
  const t = useUiText();
  const closeLabel = labels?.close ?? t('drawer.close');
  const modal = useModal({
    open,
    onOpenChange,
    role: 'dialog',
    closeOnOutsidePress: true,
    closeOnEscape: true,
    duration: DRAWER_DURATION_MS,
  });
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const ref = useMergeRefs([modal.refs.setFloating, panelRef]);
  const dragStart = useRef<{ x: number; pointerId: number } | null>(null);
  const [dragDistance, setDragDistance] = useState(0);
  // The shell renders the trigger; focus goes back to it on close.
  useLayoutEffect(() => modal.refs.setReference(reference), [modal.refs, reference]);

  const isRtl = () => (panelRef.current ? getComputedStyle(panelRef.current).direction === 'rtl' : false);
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // Swipes start on the panel itself, not inside fields where the pointer selects text.
    if ((event.target as HTMLElement).closest('input, textarea, select, [contenteditable="true"]')) return;
    dragStart.current = { x: event.clientX, pointerId: event.pointerId };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragStart.current || dragStart.current.pointerId !== event.pointerId) return;
    const distance = closingDistance(dragStart.current.x, event.clientX, side, isRtl());
    // Capture only once a real swipe began, so plain clicks still reach the buttons inside.
    if (distance > 0 && !event.currentTarget.hasPointerCapture(event.pointerId)) {
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic pointers (tests, assistive tools) cannot be captured; the swipe still works.
      }
    }
    setDragDistance(distance);
  };
  const handlePointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragStart.current || dragStart.current.pointerId !== event.pointerId) return;
    const distance = closingDistance(dragStart.current.x, event.clientX, side, isRtl());
    dragStart.current = null;
    setDragDistance(0);
    if (shouldCloseOnSwipe(distance, panelRef.current?.offsetWidth ?? 0, swipeThreshold)) modal.setOpen(false);
  };
  // The custom property moves the panel with the finger; its sign follows the closing direction.
  const closingSign = (side === 'end') !== isRtl() ? 1 : -1;

  return (
    <>
      {modal.isMounted ? (
        <FloatingPortal>
          <DrawerOverlay lockScroll data-status={modal.status}>
            <FloatingFocusManager context={modal.context} getInsideElements={getToastRegions}>
              <StyledDrawer
                ref={ref}
                $side={side}
                aria-modal="true"
                aria-labelledby={titleId}
                data-status={modal.status}
                data-dragging={dragDistance > 0 || undefined}
                style={dragDistance > 0 ? ({ '--drawer-drag': `${closingSign * dragDistance}px` } as CSSProperties) : undefined}
                {...modal.getFloatingProps({
                  onPointerDown: handlePointerDown,
                  onPointerMove: handlePointerMove,
                  onPointerUp: handlePointerEnd,
                  onPointerCancel: handlePointerEnd,
                })}
              >
                <DrawerHeader>
                  <DrawerTitle id={titleId}>{title}</DrawerTitle>
                  <IconButton aria-label={closeLabel} icon={<CloseIcon />} size="sm" onClick={() => modal.setOpen(false)} />
                </DrawerHeader>
                <DrawerBody>{children}</DrawerBody>
                {footer ? <DrawerFooter>{footer}</DrawerFooter> : null}
              </StyledDrawer>
            </FloatingFocusManager>
          </DrawerOverlay>
        </FloatingPortal>
      ) : null}
    </>
  );
}
