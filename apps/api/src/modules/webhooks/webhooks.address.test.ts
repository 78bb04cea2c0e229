import { describe, expect, it } from "vitest";
import { checkDestination, isRefusedAddress, type Resolver } from "./webhooks.address.js";

const answers =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("the webhook address rule", () => {
  it("refuses private, loopback, link-local and other inside addresses, IPv4 and IPv6", () => {
    for (const address of [
      "127.0.0.1", "127.10.0.5", "10.0.0.1", "10.255.255.255", "172.16.0.1", "172.31.255.254", "192.168.1.1",
      "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255",
      "::1", "::", "fe80::1", "fd00::1", "fc00::abcd", "ff02::1",
      "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:7f00:1", "64:ff9b::a9fe:a9fe", "2002:7f00:1::1", "fe80::1%eth0",
    ]) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
  });

  it("lets public addresses through", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "192.169.0.1", "2606:4700:4700::1111", "::ffff:93.184.216.34", "2002:5db8:d822::1"]) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });

  it("in production: https only, and a host resolving to any inside address is refused", async () => {
    const production = { production: true };
    expect(await checkDestination("http://hooks.example.com/in", { ...production, resolve: answers("93.184.216.34") })).toEqual({ ok: false, reason: "not_https" });
    expect(await checkDestination("https://127.0.0.1/in", production)).toEqual({ ok: false, reason: "private" });
    expect(await checkDestination("https://10.1.2.3/in", production)).toEqual({ ok: false, reason: "private" });
    expect(await checkDestination("https://169.254.169.254/latest/meta-data", production)).toEqual({ ok: false, reason: "private" });
    expect(await checkDestination("https://[::1]:8443/in", production)).toEqual({ ok: false, reason: "private" });
    expect(await checkDestination("https://inside.example.com/in", { ...production, resolve: answers("10.0.0.7") })).toEqual({ ok: false, reason: "private" });
    expect(await checkDestination("https://mixed.example.com/in", { ...production, resolve: answers("93.184.216.34", "127.0.0.1") })).toEqual({ ok: false, reason: "private" });
    expect(await checkDestination("https://v6.example.com/in", { ...production, resolve: answers("fe80::1") })).toEqual({ ok: false, reason: "private" });
    expect(await checkDestination("https://user:pw@hooks.example.com/in", { ...production, resolve: answers("93.184.216.34") })).toEqual({ ok: false, reason: "credentials" });
    const unresolvable: Resolver = async () => {
      throw new Error("ENOTFOUND");
    };
    expect(await checkDestination("https://nowhere.example.com/in", { ...production, resolve: unresolvable })).toEqual({ ok: false, reason: "unresolvable" });
    const ok = await checkDestination("https://hooks.example.com/in", { ...production, resolve: answers("93.184.216.34") });
    expect(ok).toMatchObject({ ok: true, address: { address: "93.184.216.34", family: 4 } });
  });

  it("checks the answer of each look-up: a name that later resolves inside is refused then (the connection uses the checked address)", async () => {
    let calls = 0;
    const rebinding: Resolver = async () => [{ address: calls++ === 0 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    const first = await checkDestination("https://rebind.example.com/in", { production: true, resolve: rebinding });
    expect(first).toMatchObject({ ok: true, address: { address: "93.184.216.34" } });
    expect(await checkDestination("https://rebind.example.com/in", { production: true, resolve: rebinding })).toEqual({ ok: false, reason: "private" });
  });

  it("outside production a local receiver over http is allowed", async () => {
    const local = await checkDestination("http://127.0.0.1:4000/in", { production: false });
    expect(local).toMatchObject({ ok: true, address: { address: "127.0.0.1", family: 4 } });
    expect(await checkDestination("ftp://127.0.0.1/in", { production: false })).toEqual({ ok: false, reason: "invalid" });
    expect(await checkDestination("not a url", { production: false })).toEqual({ ok: false, reason: "invalid" });
  });
});
