export { CaseCode, CODE_COPIED_MS, defaultCaseCodeLabels } from './CaseCode';
export type { CaseCodeProps, CaseCodeLabels } from './CaseCode';
