import { createContext as createReactContext, useContext } from 'react';

/** A context whose hook throws a clear error when used outside its provider. */
export function createStrictContext<T>(hookName: string, providerName: string) {
  const Context = createReactContext<T | null>(null);
  function useStrictContext(): T {
    const value = useContext(Context);
    if (value === null) throw new Error(`${hookName} must be used within a ${providerName}`);
    return value;
  }
  return [Context.Provider, useStrictContext] as const;
}
