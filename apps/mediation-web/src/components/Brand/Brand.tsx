import { Logo } from '@mediation/ui';
import { CompactOnly, WideOnly } from './Brand.styles';

/** The product logo of the top bar: with its name on wide screens, the mark alone on narrow ones. */
export function Brand() {
  return (
    <>
      <WideOnly>
        <Logo size="sm" />
      </WideOnly>
      <CompactOnly>
        <Logo size="sm" withWordmark={false} />
      </CompactOnly>
    </>
  );
}
