/**
 * The resampling filters: each a function of the distance from an output pixel's centre, in input
 * pixels at 1:1, and the distance beyond which it is zero. The four are the ones the engine has
 * always offered (the same definitions as the Rust `resize` crate Squoosh used before, so results
 * did not change in character when the resampler became ours).
 */
export type ResizeMethod = "lanczos3" | "mitchell" | "catrom" | "triangle";

export interface Kernel {
  support: number;
  weight(x: number): number;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const a = Math.PI * x;
  return Math.sin(a) / a;
}

/** Mitchell-Netravali's family of cubics; (0, 0.5) is Catmull-Rom, (1/3, 1/3) Mitchell. */
function cubic(b: number, c: number): Kernel {
  return {
    support: 2,
    weight(value) {
      const x = Math.abs(value);
      if (x < 1) {
        return ((12 - 9 * b - 6 * c) * x ** 3 + (-18 + 12 * b + 6 * c) * x ** 2 + (6 - 2 * b)) / 6;
      }
      if (x < 2) {
        return ((-b - 6 * c) * x ** 3 + (6 * b + 30 * c) * x ** 2 + (-12 * b - 48 * c) * x + (8 * b + 24 * c)) / 6;
      }
      return 0;
    },
  };
}

export const KERNELS: Record<ResizeMethod, Kernel> = {
  lanczos3: { support: 3, weight: (x) => (Math.abs(x) < 3 ? sinc(x) * sinc(x / 3) : 0) },
  mitchell: cubic(1 / 3, 1 / 3),
  catrom: cubic(0, 0.5),
  triangle: { support: 1, weight: (x) => Math.max(0, 1 - Math.abs(x)) },
};
