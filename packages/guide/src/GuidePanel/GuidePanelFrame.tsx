import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { ChevronDownIcon, CompassIcon } from '@mediation/ui';
import { Body, Root, Toggle, ToggleRow } from './GuidePanel.styles';
import { GUIDE_PANEL_TOGGLE } from './labels';

export interface GuidePanelFrameProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Whether the body shows. */
  isOpen: boolean;
  /** The toggle was pressed: the host flips `isOpen`. */
  onToggleOpen: () => void;
  /** The toggle's text, which also names the region. @default 'Guided negotiation' */
  label?: string;
  /** Beside the toggle: where a running negotiation stands. */
  badge?: ReactNode;
  /** The body's element (the panel moves focus into it). */
  bodyRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

/**
 * The guided negotiation panel's frame alone: the region, its 'Guided negotiation' toggle (which says
 * whether the body is expanded and names it) and the body. `GuidePanel` draws itself in it; a host that
 * loads the panel's code only when it is needed shows the frame meanwhile, looking and named the same.
 */
export const GuidePanelFrame = forwardRef<HTMLElement, GuidePanelFrameProps>(function GuidePanelFrame(
  { isOpen, onToggleOpen, label = GUIDE_PANEL_TOGGLE, badge, bodyRef, children, ...rest },
  ref,
) {
  const bodyId = useId();
  return (
    <Root ref={ref} aria-label={label} {...rest}>
      <ToggleRow>
        <Toggle type="button" aria-expanded={isOpen} aria-controls={bodyId} onClick={onToggleOpen}>
          <CompassIcon />
          {label}
          <ChevronDownIcon />
        </Toggle>
        {badge}
      </ToggleRow>
      <Body ref={bodyRef} id={bodyId} hidden={!isOpen}>
        {children}
      </Body>
    </Root>
  );
});
