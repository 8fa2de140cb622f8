/**
 * Which tool an activity came from. Activities carry a type and a file name, not a tool id
 * (spec section 3), so "compress" is told apart by the file's extension; a compression from the
 * bulk compressor counts for the tool of its format (docs/decisions/0018). Downloads name no tool.
 * Each tool's rule is in its manifest (packages/shared/src/tools/<id>/usage.ts).
 */
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import type { ToolUsage } from "@squish/shared/member-area";
import { TOOL_USAGE } from "@squish/shared/tool-lists/usage";
import type { Database } from "../db/schema.ts";

interface Rule {
  toolId: string;
  type: string;
  /** Lower-case file name endings; none means any file of that type. */
  endings?: readonly string[];
}

/** Each tool's rule from its manifest; rules with endings first, so a catch-all of a type comes last. */
export const USAGE_RULES: readonly Rule[] = Object.entries(TOOL_USAGE)
  .flatMap(([toolId, rule]) => (rule ? [{ toolId, type: rule.activity, endings: rule.endings }] : []))
  .sort((a, b) => Number(a.endings === undefined) - Number(b.endings === undefined));

function condition(rule: Rule): Expression<SqlBool> {
  const type = sql<SqlBool>`activity_type = ${rule.type}`;
  if (!rule.endings) return type;
  const endings = rule.endings.map((e) => sql`lower(file_name) like ${`%${e}`}`);
  return sql<SqlBool>`(${type} and (${sql.join(endings, sql` or `)}))`;
}

/** The person's tools by use, most used first; rules are tried in order, as a CASE does. */
export async function toolUsage(db: Kysely<Database>, userId: string): Promise<ToolUsage[]> {
  const cases = sql.join(
    USAGE_RULES.map((rule) => sql`when ${condition(rule)} then ${rule.toolId}`),
    sql` `,
  );
  const tool = sql<string | null>`case ${cases} else null end`;
  // Grouped in an outer query: PostgreSQL would see the CASE's parameters in SELECT and GROUP BY
  // as two different expressions.
  const rows = await db
    .selectFrom((qb) =>
      qb.selectFrom("user_activities").select(tool.as("tool_id")).where("user_id", "=", userId).as("a"),
    )
    .select(["a.tool_id", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("a.tool_id")
    .execute();
  return rows
    .filter((r): r is { tool_id: string; n: number } => r.tool_id !== null)
    .map((r) => ({ toolId: r.tool_id, count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || a.toolId.localeCompare(b.toolId));
}
