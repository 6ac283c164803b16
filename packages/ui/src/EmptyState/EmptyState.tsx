import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { InboxIcon } from '../Icon';
import { Action, Description, IconSlot, Root, Title } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** What is empty, such as 'No closed cases'. */
  title: ReactNode;
  /** What the person can do about it. */
  description?: ReactNode;
  /** Decorative icon. @default an inbox */
  icon?: ReactNode;
  /** A button that fills the emptiness, such as 'Create new case'. */
  action?: ReactNode;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** Explains an empty list or panel and offers the next step. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon = <InboxIcon />, action, headingLevel = 2, ...rest },
  ref,
) {
  return (
    <Root ref={ref} {...rest}>
      <IconSlot aria-hidden="true">{icon}</IconSlot>
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
});
