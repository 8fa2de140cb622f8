/**
 * The tools that have a working page: every folder here with a `definition.ts`, found by Vite at
 * build time, so adding a tool adds no line here. A folder's name is the tool's id in the shared
 * catalogue (its manifest, packages/shared/src/tools/<id>/, feeds the routes, menus and catalogue).
 * Each definition loads with its page, so one tool's code never weighs on another's.
 */
import { createElement, type ComponentType } from "react";
import type { AnyToolDefinition } from "./framework/tool-definition.ts";

type DefinitionLoader = () => Promise<AnyToolDefinition>;

// Each folder's definition.ts exports its definition as default; a test checks its id is the folder's name.
const DEFINITIONS: Record<string, DefinitionLoader> = Object.fromEntries(
  Object.entries(import.meta.glob<AnyToolDefinition>("./*/definition.ts", { import: "default" })).map(
    ([path, load]) => [path.split("/")[1]!, load],
  ),
);

export const BUILT_TOOL_IDS: ReadonlySet<string> = new Set(Object.keys(DEFINITIONS));

/** A built tool's definition (for the page, and for the browser suite that checks every tool). */
export function loadToolDefinition(id: string): Promise<AnyToolDefinition> {
  const load = DEFINITIONS[id];
  if (!load) throw new Error(`No built tool "${id}"`);
  return load();
}

/** The page of a built tool: the shared ToolPage with its definition. */
export function toolPageModule(id: string): (() => Promise<{ default: ComponentType }>) | undefined {
  const load = DEFINITIONS[id];
  if (!load) return undefined;
  return async () => {
    const [definition, { ToolPage }] = await Promise.all([load(), import("./framework/tool-page.tsx")]);
    function BuiltToolPage() {
      return createElement(ToolPage, { definition });
    }
    return { default: BuiltToolPage };
  };
}
