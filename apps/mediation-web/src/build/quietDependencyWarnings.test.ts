import { describe, expect, it, vi } from 'vitest';
import { isQuietDependencyWarning, quietDependencyWarnings } from './quietDependencyWarnings';

const dependency = '/repo/node_modules/.pnpm/@tanstack+react-query@5/node_modules/@tanstack/react-query/build/modern/useQuery.js';
const ours = '/repo/apps/mediation-web/src/screens/Room/Room.tsx';

describe('the build keeps quiet about known dependency warnings only', () => {
  it.each([
    ['MODULE_LEVEL_DIRECTIVE', 'Module level directives cause errors when bundled, "use client" in "useQuery.js" was ignored.'],
    ['SOURCEMAP_ERROR', "Error when using sourcemap for reporting an error: Can't resolve original location of error."],
    ['INVALID_ANNOTATION', 'A comment in "util.js" contains an annotation that Rollup cannot interpret'],
  ])('drops %s in node_modules', (code, message) => {
    const show = vi.fn();
    quietDependencyWarnings({ code, id: dependency, message }, show);
    expect(show).not.toHaveBeenCalled();
  });

  it.each(['MODULE_LEVEL_DIRECTIVE', 'SOURCEMAP_ERROR', 'INVALID_ANNOTATION'])('shows %s about our own code', (code) => {
    const show = vi.fn();
    const warning = { code, id: ours, message: 'about our code' };
    quietDependencyWarnings(warning, show);
    expect(show).toHaveBeenCalledWith(warning);
  });

  it('shows any other warning, about a dependency or without a file', () => {
    expect(isQuietDependencyWarning({ code: 'CIRCULAR_DEPENDENCY', id: dependency, message: 'circular' })).toBe(false);
    expect(isQuietDependencyWarning({ code: 'MODULE_LEVEL_DIRECTIVE', message: 'no file' })).toBe(false);
    expect(isQuietDependencyWarning({ message: 'no code', id: dependency })).toBe(false);
  });
});
