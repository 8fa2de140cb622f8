/**
 * better-sqlite3 cannot bind JavaScript booleans; SQLite stores them as 0 and 1. This plugin turns
 * every boolean parameter into 0 or 1 on its way in, so the same queries run on SQLite and on
 * PostgreSQL (which keeps real booleans). Reads normalise back at the repository edge.
 */
import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";

const toSqlite = (value: unknown) => (typeof value === "boolean" ? (value ? 1 : 0) : value);

class BooleanTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return super.transformValue({ ...node, value: toSqlite(node.value) });
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return super.transformPrimitiveValueList({ ...node, values: node.values.map(toSqlite) });
  }
}

export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
