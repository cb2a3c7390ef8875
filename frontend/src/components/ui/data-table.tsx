import type { Key, ReactNode } from 'react';

import './data-table.css';

export interface Column<Row> {
  /** Unique among the columns. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

/**
 * A dense table: a caption (for screen readers), one header row, one row per item, and a message
 * when there are none. It scrolls sideways inside its own focusable region on narrow screens.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty = 'Nothing to show.',
  busy = false,
  footer,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  empty?: ReactNode;
  /** A new set of rows is loading (the current ones stay). */
  busy?: boolean;
  /** Rows of a <tfoot>. */
  footer?: ReactNode;
}) {
  return (
    <div className="ui-table" role="region" aria-label={caption} tabIndex={0}>
      <table className="ui-table__table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.numeric ? 'ui-table__numeric' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="ui-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={column.numeric ? 'ui-table__numeric' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}
