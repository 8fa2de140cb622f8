// ESLint rule: tools never import each other, and account features never import tools
// (docs/ARCHITECTURE.md, "Import rules"). A tool is a folder under apps/web/src/tools/; the shared parts
// (the framework, the registry, cards and icons) sit beside the tool folders and are open to all.
import { dirname, relative, resolve, sep } from "node:path";

const WEB_SRC = resolve(import.meta.dirname, "../apps/web/src");
const TOOLS_DIR = resolve(WEB_SRC, "tools");
const ACCOUNT_DIR = resolve(WEB_SRC, "account");
/** Folders under tools/ that are shared by every tool rather than being a tool. */
const SHARED_TOOL_FOLDERS = new Set(["framework", "steps"]);

/** The tool folder a path belongs to, or null. Files directly in tools/ are shared, not a tool. */
function toolOf(path) {
  const rel = relative(TOOLS_DIR, path);
  if (rel.startsWith("..") || !rel.includes(sep)) return null;
  const folder = rel.split(sep)[0];
  return SHARED_TOOL_FOLDERS.has(folder) ? null : folder;
}

function resolveSource(source, fromFile) {
  if (source.startsWith("@/")) return resolve(WEB_SRC, source.slice(2));
  if (source.startsWith(".")) return resolve(dirname(fromFile), source);
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Keep tools independent of each other and of account features" },
    messages: {
      crossTool:
        "The {{from}} tool imports the {{to}} tool; tools never import each other. Move what they share into tools/framework or packages/.",
      accountToTool: "Account features never import tools (here: the {{to}} tool).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const fromTool = toolOf(file);
    const fromAccount = !relative(ACCOUNT_DIR, file).startsWith("..");
    if (!fromTool && !fromAccount) return {};

    function check(node, source) {
      if (typeof source !== "string") return;
      const target = resolveSource(source, file);
      if (!target) return;
      const toTool = toolOf(target);
      if (!toTool) return;
      if (fromAccount) context.report({ node, messageId: "accountToTool", data: { to: toTool } });
      else if (toTool !== fromTool)
        context.report({ node, messageId: "crossTool", data: { from: fromTool, to: toTool } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};
