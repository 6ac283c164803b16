import { cloneElement, isValidElement, type ReactElement, type Ref } from 'react';
import { useMergeRefs } from '@floating-ui/react';

type ReferencePropsGetter = (userProps?: Record<string, unknown>) => Record<string, unknown>;

/** Clones the trigger element with the floating reference ref and interaction props, keeping its own ref and handlers. */
export function useTrigger(
  trigger: ReactElement | undefined,
  setReference: (node: HTMLElement | null) => void,
  getReferenceProps: ReferencePropsGetter,
) {
  const props = (isValidElement(trigger) ? trigger.props : {}) as Record<string, unknown> & { ref?: Ref<HTMLElement> };
  const ref = useMergeRefs([setReference, props.ref]);
  if (!isValidElement(trigger)) return null;
  return cloneElement(trigger, { ...getReferenceProps(props), ref } as Record<string, unknown>);
}
