import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CardBody, CardDescription, CardFooter, CardHeader, CardHeading, CardTitle, StyledCard } from './Card.styles';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Heading; also names the card's region. */
  title?: ReactNode;
  /** Line under the heading. */
  description?: ReactNode;
  /** Elements at the end of the header, such as a badge or a menu. */
  headerActions?: ReactNode;
  /** Actions at the bottom. */
  footer?: ReactNode;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** A bordered surface that groups related content, with an optional heading and actions. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { title, description, headerActions, footer, headingLevel = 2, children, ...rest },
  ref,
) {
  const titleId = useId();
  return (
    <StyledCard ref={ref} aria-labelledby={title ? titleId : undefined} {...rest}>
      {title || headerActions ? (
        <CardHeader>
          <CardHeading>
            {title ? (
              <CardTitle as={`h${headingLevel}`} id={titleId}>
                {title}
              </CardTitle>
            ) : null}
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeading>
          {headerActions}
        </CardHeader>
      ) : null}
      {children ? <CardBody>{children}</CardBody> : null}
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </StyledCard>
  );
});
