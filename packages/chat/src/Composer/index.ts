export { Composer, useComposerLabels } from './Composer';
export type { ComposerProps, ComposerLabels } from './Composer';
