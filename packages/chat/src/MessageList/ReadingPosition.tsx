import { useLayoutEffect, useState, type RefObject } from 'react';
import { ProgressBar } from '@mediation/ui';
import { Progress } from './MessageList.styles';

/**
 * The scroll progress bar, with its own state: it changes on every scroll event, and the rows need not render
 * again for it. The list sets its value through `setterRef`.
 */
export function ReadingPosition({ label, setterRef }: { label: string; setterRef: RefObject<((value: number) => void) | null> }) {
  const [value, setValue] = useState(100);
  useLayoutEffect(() => {
    setterRef.current = setValue;
    return () => {
      setterRef.current = null;
    };
  }, [setterRef]);
  return (
    <Progress>
      <ProgressBar value={value} aria-label={label} />
    </Progress>
  );
}
