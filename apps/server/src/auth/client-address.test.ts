import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address.ts";

describe("rate-limit keys for client addresses", () => {
  it("keeps IPv4 addresses whole", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey(undefined)).toBe("unknown");
  });

  it("groups IPv6 addresses by /64, however they are written", () => {
    const key = addressKey("2001:db8:0:1::1");
    expect(key).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:0db8:0000:0001:ffff:ffff:ffff:7")).toBe(key);
    expect(addressKey("2001:DB8:0:1:1:2:3:4")).toBe(key);
    expect(addressKey("2001:db8:0:2::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});
