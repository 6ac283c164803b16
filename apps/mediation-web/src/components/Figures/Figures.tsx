import type { ReactNode } from 'react';
import { FigureItem, FigureList } from './Figures.styles';

/** A grid of figures, each a big value over its label. */
export function Figures({ children }: { children: ReactNode }) {
  return <FigureList>{children}</FigureList>;
}

/** One figure: `value` in large type, `label` under it (read label first). */
export function Figure({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <FigureItem>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </FigureItem>
  );
}
