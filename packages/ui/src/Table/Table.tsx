import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { Button } from '../Button';
import { useUiText } from '../i18n/messages';
import { useControllableState } from '../internal/useControllableState';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { clampPage, DEFAULT_PAGE_SIZE, pageCount, pageRows } from './pagination';
import {
  Caption,
  Cell,
  CellLabel,
  CellValue,
  EmptyCell,
  HeaderCell,
  Head,
  Pagination,
  StyledTable,
  TableRoot,
  TableScroll,
} from './Table.styles';

export interface TableColumn<Row> {
  /** Identifies the column. */
  key: string;
  /** Column heading. */
  header: ReactNode;
  /** Content of this column's cell for one row. */
  cell: (row: Row) => ReactNode;
  /** Marks the column whose cell names its row (rendered as a row header). @default false */
  isRowHeader?: boolean;
}

export interface TableLabels {
  /** Text of the previous-page button. @default 'Prev' */
  previous: string;
  /** Text of the next-page button. @default 'Next' */
  next: string;
  /** Page status; `{page}` and `{count}` are replaced. @default 'Page {page} of {count}' */
  pageStatus: string;
  /** Accessible name of the pagination controls. @default 'Pagination' */
  pagination: string;
  /** Shown when there are no rows. @default 'No rows' */
  empty: string;
}

export interface TableProps<Row> extends Omit<ComponentPropsWithoutRef<'table'>, 'children'> {
  /** Names the table; visually hidden when `hideCaption`. */
  caption: ReactNode;
  /** Hides the caption visually while keeping it for screen readers. @default false */
  hideCaption?: boolean;
  /** Columns in display order. */
  columns: readonly TableColumn<Row>[];
  /** All rows, and the table shows one page of them; with `rowCount`, only the rows of the current page. */
  rows: readonly Row[];
  /**
   * Number of rows in all pages when they are paged elsewhere (a server sends one page at a time):
   * `rows` then holds only the current page. @default rows.length
   */
  rowCount?: number;
  /** Stable key of a row. */
  getRowKey: (row: Row, index: number) => string;
  /** Rows per page; `Infinity` shows everything. @default 12 */
  pageSize?: number;
  /** Zero-based page (controlled). */
  page?: number;
  /** Zero-based initial page (uncontrolled). @default 0 */
  defaultPage?: number;
  /** Called with the new zero-based page. */
  onPageChange?: (page: number) => void;
  /** Visible strings and aria labels; by default from the catalog in the language in use. */
  labels?: Partial<TableLabels>;
  /** Ref to the `<table>` element. */
  ref?: Ref<HTMLTableElement>;
}

/**
 * A data table with a caption and Prev / Next pagination (Prev disabled on the first page, Next on the last).
 * Narrower than 600 px (its container, a phone) it turns into stacked rows: each cell a line of its column's
 * label and its value, full width, so that no column is squeezed. It stays a table for assistive technology
 * (explicit table roles, the column headers kept off screen, not removed), the caption full width above.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  rowCount,
  pageSize = DEFAULT_PAGE_SIZE,
  page,
  defaultPage = 0,
  onPageChange,
  labels,
  ref,
  ...rest
}: TableProps<Row>) {
  const t = useUiText();
  const text = {
    previous: t('table.previous'),
    next: t('table.next'),
    pagination: t('table.pagination'),
    empty: t('table.empty'),
    ...labels,
  };
  const pageStatus = (page: number, count: number) =>
    labels?.pageStatus
      ? labels.pageStatus.replace('{page}', String(page)).replace('{count}', String(count))
      : t('table.pageStatus', { page, count });
  const [requestedPage, setPage] = useControllableState({ value: page, defaultValue: defaultPage, onChange: onPageChange });
  const isPagedElsewhere = rowCount !== undefined;
  const total = rowCount ?? rows.length;
  const count = pageCount(total, pageSize);
  const current = clampPage(requestedPage, total, pageSize);
  const visible = Number.isFinite(pageSize) && !isPagedElsewhere ? pageRows(rows, current, pageSize) : [...rows];
  const startIndex = Number.isFinite(pageSize) ? current * pageSize : 0;
  const captionId = useId();
  const isScrollable = useIsScrollable();
  return (
    <TableRoot>
      {/* A table wider than its place scrolls sideways; then the keyboard can reach and scroll it too. */}
      <TableScroll
        ref={isScrollable.ref}
        role={isScrollable.value ? 'region' : undefined}
        aria-labelledby={isScrollable.value ? captionId : undefined}
        tabIndex={isScrollable.value ? 0 : undefined}
      >
        <StyledTable ref={ref} role="table" aria-labelledby={captionId} {...rest}>
          {hideCaption ? (
            <caption id={captionId}>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
          ) : (
            <Caption id={captionId}>{caption}</Caption>
          )}
          <Head role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <HeaderCell key={column.key} scope="col" role="columnheader">
                  {column.header}
                </HeaderCell>
              ))}
            </tr>
          </Head>
          <tbody role="rowgroup">
            {visible.length === 0 ? (
              <tr role="row">
                <EmptyCell role="cell" colSpan={columns.length}>
                  {text.empty}
                </EmptyCell>
              </tr>
            ) : (
              visible.map((row, index) => (
                <tr role="row" key={getRowKey(row, startIndex + index)}>
                  {columns.map((column) => {
                    // The label shows only when stacked; screen readers take the column header instead.
                    const content = (
                      <>
                        <CellLabel aria-hidden="true">{column.header}</CellLabel>
                        <CellValue>{column.cell(row)}</CellValue>
                      </>
                    );
                    return column.isRowHeader ? (
                      <Cell as="th" scope="row" role="rowheader" key={column.key} data-row-header="true">
                        {content}
                      </Cell>
                    ) : (
                      <Cell role="cell" key={column.key}>
                        {content}
                      </Cell>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </StyledTable>
      </TableScroll>
      {count > 1 ? (
        <Pagination aria-label={text.pagination}>
          <span aria-live="polite">{pageStatus(current + 1, count)}</span>
          <Button size="sm" variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {text.previous}
          </Button>
          <Button size="sm" variant="secondary" disabled={current >= count - 1} onClick={() => setPage(current + 1)}>
            {text.next}
          </Button>
        </Pagination>
      ) : null}
    </TableRoot>
  );
}

/** Whether an element's content is wider than the element, kept up to date as either resizes. */
function useIsScrollable() {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setValue(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, value };
}
