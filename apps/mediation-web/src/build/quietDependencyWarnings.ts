/**
 * The build's warnings about our dependencies that say nothing to a person running `pnpm start` but read like
 * failures: "Module level directives cause errors when bundled" ('use client' at the top of
 * React Query's and React Router's files, which a client-only bundle drops as it should), "Error when using
 * sourcemap" (those files' maps point at the directives just dropped) and zod's comments that Rollup cannot
 * read as annotations. Only these codes, and only in node_modules: the same warning about our own code, and
 * any other warning, is still shown.
 */
export const QUIET_DEPENDENCY_WARNINGS: ReadonlySet<string> = new Set(['MODULE_LEVEL_DIRECTIVE', 'SOURCEMAP_ERROR', 'INVALID_ANNOTATION']);

/** What Rollup tells of a warning (the fields this filter reads). */
export interface BuildWarning {
  code?: string;
  id?: string;
  message: string;
}

const isDependency = (id: string | undefined) => id !== undefined && /[\\/]node_modules[\\/]/.test(id);

/** True for a known warning about a dependency's file, which the build keeps to itself. */
export function isQuietDependencyWarning(warning: BuildWarning): boolean {
  return warning.code !== undefined && QUIET_DEPENDENCY_WARNINGS.has(warning.code) && isDependency(warning.id);
}

/** Rollup's `onwarn`: drops the known dependency warnings and hands every other one to the default handler. */
export function quietDependencyWarnings<W extends BuildWarning>(warning: W, show: (warning: W) => void): void {
  if (!isQuietDependencyWarning(warning)) show(warning);
}
