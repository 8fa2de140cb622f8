/**
 * What a tool page shows once files are in: the grid and its cards, the page actions, the
 * outdated banner and the queue. One chunk, loaded when the first file arrives or when the
 * pointer or keyboard reaches the drop zone, so none of it is in the page's first load
 * (record 0033).
 */
export { FileCard } from "./file-card.tsx";
export { FileGrid } from "./file-grid.tsx";
export { OutdatedBanner } from "./outdated-banner.tsx";
export { PageActions } from "./page-actions-bar.tsx";
export { QueuePanel } from "./queue-panel.tsx";
