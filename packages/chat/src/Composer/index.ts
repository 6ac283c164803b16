export { Composer, defaultComposerLabels } from './Composer';
export type { ComposerProps, ComposerLabels } from './Composer';
