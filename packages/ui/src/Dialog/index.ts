export { Dialog } from './Dialog';
export type { DialogProps, DialogLabels } from './Dialog';
