import { describe, expect, it } from "vitest";
import { classifyAddress } from "./addresses";
import { checkTarget } from "./targets.server";

describe("webhook target addresses", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.20", "private"],
    ["169.254.169.254", "link-local"],
    ["100.64.0.1", "cgnat"],
    ["100.127.255.254", "cgnat"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["fc00::1", "private"],
    ["fd12:3456::1", "private"],
    ["fe80::1", "link-local"],
    ["febf::1", "link-local"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "reserved"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:169.254.169.254", "link-local"],
    ["::ffff:0:192.168.0.1", "private"],
    ["::127.0.0.1", "loopback"],
    ["64:ff9b::a00:1", "private"],
    ["fe80::1%eth0", "link-local"],
    ["not-an-address", "invalid"],
  ])("%s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    "93.184.215.14",
    "172.32.0.1",
    "172.15.255.255",
    "100.128.0.1",
    "8.8.8.8",
    "2a00:1450:4001::200e",
    "::ffff:8.8.8.8",
  ])("%s is public", (address) => {
    expect(classifyAddress(address)).toBe("public");
  });

  it("refuses a name any of whose addresses is private, and a literal one, in German", async () => {
    const strict = { httpsOnly: true, allowPrivate: false };
    const rebinding = async () => [
      { address: "93.184.215.14", family: 4 as const },
      { address: "10.0.0.5", family: 4 as const },
    ];
    const named = await checkTarget("https://hr.example.at/hook", strict, rebinding);
    expect(named).toEqual({ ok: false, message: expect.stringContaining("privaten Netz (10.0.0.5)") });
    const literal = await checkTarget("https://[::ffff:127.0.0.1]/hook", strict);
    expect(literal).toEqual({ ok: false, message: expect.stringContaining("Loopback") });
    expect(await checkTarget("http://hr.example.at/hook", strict)).toEqual({
      ok: false,
      message: "Webhooks werden nur an https://-Adressen gesendet.",
    });
    const publicOnly = async () => [{ address: "93.184.215.14", family: 4 as const }];
    expect(await checkTarget("https://hr.example.at/hook", strict, publicOnly)).toMatchObject({
      ok: true,
      address: { address: "93.184.215.14", family: 4 },
    });
  });

  it("lets a local receiver through when private targets are allowed", async () => {
    const check = await checkTarget("http://127.0.0.1:4000/hook", { httpsOnly: false, allowPrivate: true });
    expect(check).toMatchObject({ ok: true, address: { address: "127.0.0.1", family: 4 } });
  });
});
