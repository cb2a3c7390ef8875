import type { Key, ReactNode } from 'react';

import { useI18n } from '@/components/i18n';

import './data-table.css';

export interface Column<Row> {
  /** Unique among the columns. */
  id: string;
  header: ReactNode;
  /**
   * The column's name beside each value when the rows are cards (narrow screens); the header when it is
   * text. A column without one (actions) shows its values alone.
   */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

/**
 * A dense table: a caption (for screen readers), one header row, one row per item, and a message
 * when there are none. Below 640 px each row is a card, each value under its column's name
 * (`label`), rather than a table wider than the screen; the table's roles are explicit, so screen
 * readers keep reading it as a table in either form.
 */
/** The name a card shows beside a column's value (see `Column.label`). */
function labelOf(column: Pick<Column<unknown>, 'label' | 'header'>): string | undefined {
  if (column.label !== undefined) return column.label;
  return typeof column.header === 'string' ? column.header : undefined;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  busy = false,
  footer,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Default: 'Nothing to show.' (in the active language). */
  empty?: ReactNode;
  /** A new set of rows is loading (the current ones stay). */
  busy?: boolean;
  /** Rows of a <tfoot>. */
  footer?: ReactNode;
}) {
  const { i18n } = useI18n();
  return (
    <div className="ui-table" role="region" aria-label={caption} tabIndex={0}>
      <table className="ui-table__table" role="table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                role="columnheader"
                className={column.numeric ? 'ui-table__numeric' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 ? (
            <tr role="row">
              <td role="cell" colSpan={columns.length} className="ui-table__empty">
                {empty ?? i18n._('ui.table.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) => (
                  <td
                    key={column.id}
                    role="cell"
                    data-label={labelOf(column)}
                    className={column.numeric ? 'ui-table__numeric' : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {footer && <tfoot role="rowgroup">{footer}</tfoot>}
      </table>
    </div>
  );
}
