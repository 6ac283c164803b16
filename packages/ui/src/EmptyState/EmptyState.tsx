import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { InboxIcon } from '../internal/icons';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
`;

const IconSlot = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.muted};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.size.icon.lg};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.fg.default};
`;

const Description = styled.p`
  margin: 0;
  max-width: 40ch;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Action = styled.div`
  margin-block-start: ${({ theme }) => theme.space.sm};
`;

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
