/**
 * What the parts of a tool session share (tool-session.ts builds it once and hands it to each):
 * the tool, its files, the page's services, and the few facts that change while files run. Those
 * are functions, so a part always reads the current person and settings, never a copy taken when
 * the session was made.
 */
import type { FileStore } from "./file-store.ts";
import type { SessionServices } from "./session-services.ts";
import type { ToolDefinition } from "./tool-definition.ts";
import type { Visitor } from "./visitor.ts";

export interface SessionContext<S extends object, O extends object> {
  readonly definition: ToolDefinition<S, O>;
  readonly store: FileStore<O>;
  readonly services: SessionServices;
  /** The person now: they may sign in or out while a batch runs. */
  visitor(): Visitor;
  settings(): S;
  /** True once the page has gone: timers and loops that wake up later then start nothing. */
  disposed(): boolean;
}
