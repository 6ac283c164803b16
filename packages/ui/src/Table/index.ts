export { Table } from './Table';
export type { TableProps, TableColumn, TableLabels } from './Table';
export { DEFAULT_PAGE_SIZE, pageCount, pageRows, clampPage } from './pagination';
