export { CaseCode, CODE_COPIED_MS, useCaseCodeLabels } from './CaseCode';
export type { CaseCodeProps, CaseCodeLabels } from './CaseCode';
