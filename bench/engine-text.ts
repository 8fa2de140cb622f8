/**
 * Watermark text drawn from the shipped fonts without a canvas (ops/text/render-text.ts): the median
 * time of a 200 px line of 20 characters. The page draws it again on every change of the mark, so it
 * should stay well under 50 ms on one core. A figure, not a test: a busy machine made the old timed
 * test fail.
 */
import { renderText } from "../packages/engine/src/ops/text/render-text.ts";
import type { TextStyle } from "../packages/engine/src/ops/text/render-text.ts";

const RUNS = 9;

export async function textBench(): Promise<void> {
  const style: TextStyle = { font: "sans", sizePx: 200, color: "#ffffff" };
  await renderText("warm up the JIT 1234", style);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await renderText("Squish watermark 202", style);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log("\nWatermark text: a 200 px line of 20 characters (target: median well under 50 ms)");
  console.log(
    `median ${times[RUNS >> 1]!.toFixed(1)} ms, fastest ${times[0]!.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms`,
  );
}
