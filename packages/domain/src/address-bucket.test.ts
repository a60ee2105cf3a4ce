import { describe, expect, it } from "vitest";
import { addressBucket, parseIpv6 } from "./address-bucket";

describe("addressBucket", () => {
  it.each([
    // IPv4: each address its own bucket
    ["203.0.113.7", "v4:203.0.113.7"],
    [" 203.0.113.7 ", "v4:203.0.113.7"],
    ["203.0.113.8", "v4:203.0.113.8"],
    ["010.000.000.001", "v4:10.0.0.1"],
    // IPv4-mapped IPv6 (a dual-stack socket) is the IPv4 address, in dotted and in hex form
    ["::ffff:203.0.113.7", "v4:203.0.113.7"],
    ["::FFFF:203.0.113.7", "v4:203.0.113.7"],
    ["0:0:0:0:0:ffff:cb00:7107", "v4:203.0.113.7"],
    ["::ffff:cb00:7107", "v4:203.0.113.7"],
    // IPv6: the /64, however the address is written
    ["2001:db8:1:2:3:4:5:6", "v6:2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "v6:2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:0000:0000:0000:0001", "v6:2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "v6:2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "v6:2001:db8:1:3::/64"],
    ["2001:db8::1", "v6:2001:db8:0:0::/64"],
    ["fe80::1%eth0", "v6:fe80:0:0:0::/64"],
    ["::1", "v6:0:0:0:0::/64"],
    ["::", "v6:0:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "v6:64:ff9b:0:0::/64"],
    // Not an address (a trusted proxy's header could say anything): its own bucket, cut short
    // a port some proxies append is not part of the client
    ["203.0.113.7:5678", "v4:203.0.113.7"],
    ["[2001:db8:1:2::1]:443", "v6:2001:db8:1:2::/64"],
    ["[2001:db8:1:2::9]", "v6:2001:db8:1:2::/64"],
    ["[::ffff:203.0.113.7]:80", "v4:203.0.113.7"],
    ["unknown", "raw:unknown"],
    ["256.1.1.1", "raw:256.1.1.1"],
    ["1::2::3", "raw:1::2::3"],
    ["12345::1", "raw:12345::1"],
    ["1.2.3.4::", "raw:1.2.3.4::"],
    ["x".repeat(100), `raw:${"x".repeat(64)}`],
  ])("%s → %s", (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });
});

describe("parseIpv6", () => {
  it.each([
    ["1:2:3:4:5:6:7:8", [1, 2, 3, 4, 5, 6, 7, 8]],
    ["1::8", [1, 0, 0, 0, 0, 0, 0, 8]],
    ["::2:3:4:5:6:7:8", [0, 2, 3, 4, 5, 6, 7, 8]],
    ["1:2:3:4:5:6:7::", [1, 2, 3, 4, 5, 6, 7, 0]],
    ["::1.2.3.4", [0, 0, 0, 0, 0, 0, 0x102, 0x304]],
    ["1:2:3:4:5:6:7", undefined],
    ["1:2:3:4:5:6:7:8:9", undefined],
    ["1::2:3:4:5:6:7:8", undefined],
    [":1:2:3:4:5:6:7", undefined],
    ["g::1", undefined],
  ])("%s", (text, groups) => {
    expect(parseIpv6(text)).toEqual(groups);
  });
});
