import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { ChevronDownIcon, CompassIcon } from '@mediation/ui';
import { Body, Root, RowActions, Toggle, ToggleRow } from '../GuidePanel/GuidePanel.styles';
import { useGuidePanelToggle } from './i18n';

export interface GuidePanelFrameProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Whether the body shows. */
  isOpen: boolean;
  /** The toggle was pressed: the host flips `isOpen`. */
  onToggleOpen: () => void;
  /** The toggle's text, which also names the region. @default 'Guided negotiation' (from the catalog) */
  label?: string;
  /** Beside the toggle: where a running negotiation stands. */
  badge?: ReactNode;
  /** At the end of the toggle's row while the body shows: a host's buttons (the room's "Open wide"). */
  actions?: ReactNode;
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
  { isOpen, onToggleOpen, label: givenLabel, badge, actions, bodyRef, children, ...rest },
  ref,
) {
  const toggleLabel = useGuidePanelToggle();
  const label = givenLabel ?? toggleLabel;
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
        {isOpen && actions ? <RowActions>{actions}</RowActions> : null}
      </ToggleRow>
      <Body ref={bodyRef} id={bodyId} hidden={!isOpen}>
        {children}
      </Body>
    </Root>
  );
});
