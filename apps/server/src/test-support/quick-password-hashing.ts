/**
 * Password hashing for in-process tests: the same scrypt and the same stored form as better-auth's
 * (`salt:key`, both hex, a 64-byte key), at a cost of about a millisecond instead of about 120. The
 * server never uses it (`passwordHashing` in auth.ts); `password-hashing.test.ts` checks what the
 * server stores with its own hashing.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { PasswordHashing } from "../auth/auth.ts";

const COST = { N: 1024, r: 8, p: 1 };
const KEY_BYTES = 64;

function key(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, COST, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
}

export const quickPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await key(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, stored] = hash.split(":");
    if (!salt || !stored) throw new Error("Invalid password hash");
    const expected = Buffer.from(stored, "hex");
    const derived = await key(password, salt);
    return expected.length === derived.length && timingSafeEqual(expected, derived);
  },
};
