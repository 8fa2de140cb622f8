import { stacked } from "./stacked-table.ts";

/**
 * An admin table's header row (stacked-table.ts: plain headers from 768 px up, read only by
 * screen readers on phones). `actions` adds the last column of row buttons, named for screen
 * readers only.
 */
export function StackedHead({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <thead className={stacked.thead}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-4 py-3 font-medium">
            {column}
          </th>
        ))}
        {actions && (
          <th scope="col" className="px-4 py-3 font-medium">
            <span className="sr-only">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
