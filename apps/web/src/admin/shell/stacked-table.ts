/**
 * Class names that turn an admin table into one card per row below 768 px: on a phone a
 * five-column table would scroll sideways and hide its buttons. From 768 px up it is a plain
 * table with its headers; on phones the headers stay for screen readers only.
 */
export const stacked = {
  table: "w-full text-left text-sm max-md:block",
  thead: "border-b bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground max-md:sr-only",
  tbody: "divide-y max-md:block",
  row: "max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-2 max-md:gap-y-2 max-md:px-4 max-md:py-3",
  cell: "px-4 py-3 max-md:p-0",
  /** A cell that takes the card's whole width on phones (the name, the actions). */
  wide: "px-4 py-3 max-md:w-full max-md:p-0",
} as const;
