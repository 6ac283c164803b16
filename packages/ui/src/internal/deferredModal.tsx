/**
 * Dialog, AlertDialog and Drawer in two parts: a light shell (open state and the trigger) and the layer
 * itself (focus trap, dismissal, portal: Floating UI and tabbable, about 17 KB compressed), whose code
 * loads the first time the modal opens. A page that shows a closed dialog, or none, carries no Floating UI.
 * Once opened, the layer stays mounted and keeps its own exit transition. Once its code is there (a
 * first opening, or `preload()`, which tests and stories call), the layer opens in the same render as
 * before the split.
 */
import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { useControllableState } from './useControllableState';
import { loadWithRetry } from './loadWithRetry';

export interface ModalShellProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  trigger?: ReactElement;
}

/** What a layer gets from its shell besides the component's own props. */
export interface ModalLayerProps {
  /** Whether the layer is open (the shell holds the state). */
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The trigger's element, to return focus to: the shell renders the trigger. */
  reference: HTMLElement | null;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T }).current = value;
}

/** The trigger, cloned to open the modal on press and to name what it opens; its own ref and onClick kept. */
function useShellTrigger(
  trigger: ReactElement | undefined,
  isOpen: boolean,
  onPress: () => void,
  setReference: (node: HTMLElement | null) => void,
  popup: 'dialog',
) {
  const props = (isValidElement(trigger) ? trigger.props : {}) as { ref?: Ref<HTMLElement>; onClick?: (event: SyntheticEvent) => void };
  const ownRef = props.ref;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setReference(node);
      assignRef(ownRef, node);
    },
    [ownRef, setReference],
  );
  if (!isValidElement(trigger)) return null;
  return cloneElement(trigger, {
    ref,
    'aria-haspopup': popup,
    'aria-expanded': isOpen,
    onClick: (event: SyntheticEvent) => {
      props.onClick?.(event);
      if (!event.defaultPrevented) onPress();
    },
  } as Record<string, unknown>);
}

/** A modal component whose layer `load` imports on first opening; `preload()` fetches it ahead. */
export function deferredModal<P extends ModalShellProps>(
  load: () => Promise<{ default: ComponentType<Omit<P, keyof ModalShellProps> & ModalLayerProps> }>,
) {
  let Layer: ComponentType<Omit<P, keyof ModalShellProps> & ModalLayerProps> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= loadWithRetry(load).then(
      (module) => {
        Layer = module.default;
      },
      (error: unknown) => {
        // A fetch that still fails (the server gone for long) is tried again at the next opening.
        loading = null;
        throw error;
      },
    ));
  function DeferredModal(props: P) {
    const { open, defaultOpen = false, onOpenChange, trigger, ...rest } = props;
    const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
    const [hasOpened, setHasOpened] = useState(isOpen);
    if (isOpen && !hasOpened) setHasOpened(true);
    const [, setLoaded] = useState(false);
    useEffect(() => {
      if (!hasOpened || Layer) return;
      let isCurrent = true;
      preload().then(
        () => isCurrent && setLoaded(true),
        (error: unknown) => console.error('The dialog could not be loaded', error),
      );
      return () => {
        isCurrent = false;
      };
    }, [hasOpened]);
    const [reference, setReference] = useState<HTMLElement | null>(null);
    const triggerElement = useShellTrigger(trigger, isOpen, () => setOpen(!isOpen), setReference, 'dialog');
    const layerProps = { ...rest, open: isOpen, onOpenChange: setOpen, reference } as Omit<P, keyof ModalShellProps> & ModalLayerProps;
    return (
      <>
        {triggerElement}
        {hasOpened && Layer ? <Layer {...layerProps} /> : null}
      </>
    );
  }
  return Object.assign(DeferredModal, { preload });
}
