/**
 * The Gaussian blur SSIMULACRA 2 measures with (sigma 1.5): the recursive filter of Charalampidis,
 * "Recursive Implementation of the Gaussian Filter Using Truncated Cosine Functions" (2016), as
 * libjxl runs it. Three second-order recursions (cosines 1, 3 and 5 over the radius) whose sum is
 * the blur, so the cost per pixel does not grow with sigma. Outside the picture the input counts as
 * zero, not mirrored: the reference's scores depend on that darkening at the borders, so we keep it.
 *
 * In float32, rounded where libjxl rounds. The recursions' poles sit on the unit circle, so float32
 * rounding builds up along a row into noise in the blurred second moments; SSIM turns that noise
 * into a small error (1 - SSIM is clamped at 0, so noise only ever adds). The metric's weights were
 * tuned on scores that include it: computing in double scored high-quality encodes up to 0.8 above
 * the reference tool on smooth sky, and plain float32 without its fused multiply-adds up to 0.7
 * below. `fma32` below is libjxl's fused multiply-add, rounded once to float32.
 */
const f32 = Math.fround;

/** a * b + c rounded once to float32 (a float32 product is exact in a double). */
function fma32(a: number, b: number, c: number): number {
  return f32(a * b + c);
}

/** libjxl computes four outputs of each recursion at once from the previous two (see `blurRow`). */
const LANES = 4;

export interface RecursiveGaussian {
  /** How far the filter reaches each way ("N" in the paper). */
  radius: number;
  /** Per recursion: input weight n2 and feedback d1 of the paper's equation 33, float32. */
  inputWeights: Float32Array;
  feedback: Float32Array;
  /**
   * Per recursion, the weights that give output `n + j` (j < 4) from inputs `n..n + j` and the two
   * outputs before `n`: equation 33 expanded four steps, as libjxl's horizontal pass uses them.
   * Indexed `recursion * 4 + j`.
   */
  inputWeights4: Float32Array;
  previousWeights4: Float32Array;
  beforePreviousWeights4: Float32Array;
}

/** The filter's coefficients for a sigma, solved as the paper's equations 52-57 say. */
export function recursiveGaussian(sigma: number): RecursiveGaussian {
  const radius = Math.round(3.2795 * sigma + 0.2546);
  const omega = [1, 3, 5].map((k) => (k * Math.PI) / (2 * radius)) as [number, number, number];
  const p = [1 / Math.tan(omega[0] / 2), -1 / Math.tan(omega[1] / 2), 1 / Math.tan(omega[2] / 2)] as const;
  const r = [
    (p[0] * p[0]) / Math.sin(omega[0]),
    -(p[1] * p[1]) / Math.sin(omega[1]),
    (p[2] * p[2]) / Math.sin(omega[2]),
  ] as const;
  const rho = omega.map((w) => Math.exp(-0.5 * sigma * sigma * w * w) / radius) as [number, number, number];
  const d13 = p[0] * r[1] - r[0] * p[1];
  const d35 = p[1] * r[2] - r[1] * p[2];
  const d51 = p[2] * r[0] - r[2] * p[0];
  const zeta15 = d35 / d13;
  const zeta35 = d51 / d13;
  // beta solves [p; r; zeta 1] * beta = gamma (equations 53-56).
  const beta = solve3(
    [p[0], p[1], p[2], r[0], r[1], r[2], zeta15, zeta35, 1],
    [1, radius * radius - sigma * sigma, zeta15 * rho[0] + zeta35 * rho[1] + rho[2]],
  );
  const g: RecursiveGaussian = {
    radius,
    inputWeights: new Float32Array(3),
    feedback: new Float32Array(3),
    inputWeights4: new Float32Array(3 * LANES),
    previousWeights4: new Float32Array(3 * LANES),
    beforePreviousWeights4: new Float32Array(3 * LANES),
  };
  for (let i = 0; i < 3; i++) {
    const n2 = -beta[i]! * Math.cos(omega[i]! * (radius + 1));
    const d1 = -2 * Math.cos(omega[i]!);
    const d2 = d1 * d1;
    g.inputWeights[i] = n2;
    g.feedback[i] = d1;
    // y[n] = n2 * in[n] - d1 * y[n - 1] - y[n - 2], written out for n, n + 1, n + 2, n + 3.
    g.inputWeights4.set([n2, -d1 * n2, d2 * n2 - n2, -d2 * d1 * n2 + 2 * d1 * n2], i * LANES);
    g.previousWeights4.set([-d1, d2 - 1, -d2 * d1 + 2 * d1, d2 * d2 - 3 * d2 + 1], i * LANES);
    g.beforePreviousWeights4.set([-1, d1, -d2 + 1, d2 * d1 - 2 * d1], i * LANES);
  }
  return g;
}

/** The coefficients in the order the WebAssembly version reads them (assembly/ssimulacra2.ts). */
export function packedCoefficients(g: RecursiveGaussian): Float32Array {
  const packed = new Float32Array(6 + 9 * LANES);
  packed.set(g.inputWeights, 0);
  packed.set(g.feedback, 3);
  packed.set(g.inputWeights4, 6);
  packed.set(g.previousWeights4, 6 + 3 * LANES);
  packed.set(g.beforePreviousWeights4, 6 + 6 * LANES);
  return packed;
}

/** Solves a 3x3 system (row-major matrix) by Cramer's rule. */
function solve3(m: number[], v: number[]): [number, number, number] {
  const det = (a: number[]) =>
    a[0]! * (a[4]! * a[8]! - a[5]! * a[7]!) -
    a[1]! * (a[3]! * a[8]! - a[5]! * a[6]!) +
    a[2]! * (a[3]! * a[7]! - a[4]! * a[6]!);
  const whole = det(m);
  const withColumn = (column: number) => m.map((value, i) => (i % 3 === column ? v[Math.floor(i / 3)]! : value));
  return [det(withColumn(0)) / whole, det(withColumn(1)) / whole, det(withColumn(2)) / whole];
}

/**
 * Blurs one row: `output[n]` is the sum of the three recursions
 * `y[n] = n2 * (input[n - radius - 1] + input[n + radius - 1]) - d1 * y[n - 1] - y[n - 2]`,
 * started at `n = 1 - radius` from rest. `scratch` (from `blurScratch`) holds the tap sums and each
 * recursion's outputs, so the row needs no allocation.
 */
export function blurRow(
  g: RecursiveGaussian,
  input: Float32Array,
  inputStart: number,
  output: Float32Array,
  outputStart: number,
  width: number,
  scratch: BlurScratch,
): void {
  const radius = g.radius;
  const { sums, recursions } = scratch;
  // sums[n + radius - 1] is the input pair of output n, from n = 1 - radius.
  for (let n = 1 - radius; n < width; n++) {
    const left = n - radius - 1;
    const right = n + radius - 1;
    sums[n + radius - 1] = f32(
      (left >= 0 ? input[inputStart + left]! : 0) + (right < width ? input[inputStart + right]! : 0),
    );
  }
  for (let k = 0; k < 3; k++) recursionAlongRow(g, k, sums, recursions[k]!, width);
  const [a, b, c] = recursions as [Float32Array, Float32Array, Float32Array];
  for (let n = 0; n < width; n++) output[outputStart + n] = f32(a[n]! + f32(b[n]! + c[n]!));
}

export interface BlurScratch {
  sums: Float32Array;
  recursions: Float32Array[];
}

export function blurScratch(g: RecursiveGaussian, width: number): BlurScratch {
  return {
    sums: new Float32Array(width + g.radius - 1),
    recursions: [0, 1, 2].map(() => new Float32Array(width)),
  };
}

/**
 * One recursion along a row, as libjxl runs it: one step at a time near the ends, and in the
 * middle four outputs at a time from the expanded weights, which rounds differently (and the
 * reference's scores carry that rounding).
 */
function recursionAlongRow(g: RecursiveGaussian, k: number, sums: Float32Array, out: Float32Array, width: number) {
  const radius = g.radius;
  const n2 = g.inputWeights[k]!;
  const d1 = g.feedback[k]!;
  const at = k * LANES;
  const i0 = g.inputWeights4[at]!;
  const i1 = g.inputWeights4[at + 1]!;
  const i2 = g.inputWeights4[at + 2]!;
  const i3 = g.inputWeights4[at + 3]!;
  const p0 = g.previousWeights4[at]!;
  const p1 = g.previousWeights4[at + 1]!;
  const p2 = g.previousWeights4[at + 2]!;
  const p3 = g.previousWeights4[at + 3]!;
  const q0 = g.beforePreviousWeights4[at]!;
  const q1 = g.beforePreviousWeights4[at + 1]!;
  const q2 = g.beforePreviousWeights4[at + 2]!;
  const q3 = g.beforePreviousWeights4[at + 3]!;
  const offset = radius - 1;
  let previous = 0;
  let beforePrevious = 0;
  const firstAligned = Math.ceil((radius + 1) / LANES) * LANES;
  let n = 1 - radius;
  for (; n < Math.min(firstAligned, width); n++) {
    const y = fma32(-d1, previous, f32(f32(sums[n + offset]! * n2) - beforePrevious));
    beforePrevious = previous;
    previous = y;
    if (n >= 0) out[n] = y;
  }
  for (; n < width - radius + 1 - (LANES - 1); n += LANES) {
    const s0 = sums[n + offset]!;
    const s1 = sums[n + offset + 1]!;
    const s2 = sums[n + offset + 2]!;
    const s3 = sums[n + offset + 3]!;
    const y0 = fma32(p0, previous, fma32(q0, beforePrevious, f32(s0 * i0)));
    const y1 = fma32(p1, previous, fma32(q1, beforePrevious, fma32(i0, s1, f32(s0 * i1))));
    const y2 = fma32(p2, previous, fma32(q2, beforePrevious, fma32(i0, s2, fma32(i1, s1, f32(s0 * i2)))));
    const y3 = fma32(
      p3,
      previous,
      fma32(q3, beforePrevious, fma32(i0, s3, fma32(i1, s2, fma32(i2, s1, f32(s0 * i3))))),
    );
    out[n] = y0;
    out[n + 1] = y1;
    out[n + 2] = y2;
    out[n + 3] = y3;
    beforePrevious = y2;
    previous = y3;
  }
  for (; n < width; n++) {
    const y = fma32(-d1, previous, f32(f32(sums[n + offset]! * n2) - beforePrevious));
    beforePrevious = previous;
    previous = y;
    out[n] = y;
  }
}

/**
 * The same recursion down the columns, one row at a time, so a picture is blurred as its rows
 * arrive: each column's last two outputs of each recursion are kept here.
 */
export class VerticalBlur {
  private previous: Float32Array[];
  private beforePrevious: Float32Array[];

  constructor(
    private readonly g: RecursiveGaussian,
    private readonly width: number,
  ) {
    this.previous = [0, 1, 2].map(() => new Float32Array(width));
    this.beforePrevious = [0, 1, 2].map(() => new Float32Array(width));
  }

  /**
   * Advances one row: `above` holds the horizontally blurred row `radius + 1` above the output row,
   * `below` the one `radius - 1` below it (a row of zeros where that row is outside the picture).
   */
  step(above: Float32Array, aboveStart: number, below: Float32Array, belowStart: number, output: Float32Array): void {
    const [pa, pb, pc] = this.previous as [Float32Array, Float32Array, Float32Array];
    const [qa, qb, qc] = this.beforePrevious as [Float32Array, Float32Array, Float32Array];
    const n2a = this.g.inputWeights[0]!;
    const n2b = this.g.inputWeights[1]!;
    const n2c = this.g.inputWeights[2]!;
    const d1a = this.g.feedback[0]!;
    const d1b = this.g.feedback[1]!;
    const d1c = this.g.feedback[2]!;
    for (let x = 0; x < this.width; x++) {
      const sum = f32(above[aboveStart + x]! + below[belowStart + x]!);
      // libjxl: MulAdd(n2, sum, NegMulSub(d1, previous, beforePrevious)), each fused.
      const a = fma32(n2a, sum, f32(-d1a * pa[x]! - qa[x]!));
      const b = fma32(n2b, sum, f32(-d1b * pb[x]! - qb[x]!));
      const c = fma32(n2c, sum, f32(-d1c * pc[x]! - qc[x]!));
      // The row before the previous is no longer needed: it takes the new outputs.
      qa[x] = a;
      qb[x] = b;
      qc[x] = c;
      output[x] = f32(a + f32(b + c));
    }
    this.previous = [qa, qb, qc];
    this.beforePrevious = [pa, pb, pc];
  }
}
