/**
 * How the build groups the code that several screens share (issue 19, the room's 170 KB gz budget). Left to
 * itself Rollup gives every set of screens that share modules its own chunk: a first visit to the mediator's
 * room fetched about thirty files under 3 KB (the frame, its buttons and fields, React Query's hooks),
 * compressed one by one: 19.7 KB gzipped where the same code in one file is 13.7 KB.
 *
 * `sharedChunk` names one chunk, 'shared', for the modules a budgeted visit loads (`visits`: the screens a
 * visit opens, each counted with what it imports statically) that at least two screens use, and leaves
 * alone what the entry already loads (named 'index', so that none of it is pulled into 'shared'), what the
 * sign-in screens load (/login keeps its own smaller budget) and what only one screen uses (it stays in
 * that screen's chunk).
 */

/** What Rollup's `manualChunks` is told of a module (the fields read here). */
export interface ModuleInfoLike {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export type GetModuleInfo = (id: string) => ModuleInfoLike | null;

export interface SharedChunkOptions {
  /** The app's entry module (index.html, or the script it loads). */
  entry: string;
  /** The modules the router loads on demand, one per screen, as `import()` names them in `routes`. */
  routes: string;
  /** Screens counted as one (the two rooms share their chat). */
  sameScreen?: readonly (readonly string[])[];
  /** The screens of the budgeted visits. */
  visits: readonly string[];
  /** Screens whose modules stay out of 'shared' (the sign-in screens). */
  keepOut: readonly string[];
}

/** Every module `roots` import statically, themselves included. */
export function staticClosure(getModuleInfo: GetModuleInfo, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/** Rollup's `output.manualChunks` grouping described above. */
export function sharedChunk(options: SharedChunkOptions) {
  let plan: { entry: Set<string>; shared: Set<string> } | undefined;
  const planFor = (getModuleInfo: GetModuleInfo) => {
    const entry = staticClosure(getModuleInfo, [options.entry]);
    const screens = getModuleInfo(options.routes)?.dynamicallyImportedIds ?? [];
    const groupOf = (screen: string) => options.sameScreen?.find((group) => group.includes(screen))?.[0] ?? screen;
    const users = new Map<string, Set<string>>();
    for (const screen of screens) {
      for (const id of staticClosure(getModuleInfo, [screen])) {
        if (!users.has(id)) users.set(id, new Set());
        users.get(id)!.add(groupOf(screen));
      }
    }
    const keptOut = staticClosure(getModuleInfo, options.keepOut);
    const visited = staticClosure(getModuleInfo, options.visits);
    const shared = new Set([...visited].filter((id) => !entry.has(id) && !keptOut.has(id) && (users.get(id)?.size ?? 0) >= 2));
    return { entry, shared };
  };
  return (id: string, meta: { getModuleInfo: GetModuleInfo }): string | undefined => {
    plan ??= planFor(meta.getModuleInfo);
    if (plan.entry.has(id)) return 'index';
    if (plan.shared.has(id)) return 'shared';
    return undefined;
  };
}
