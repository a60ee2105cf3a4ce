import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The web app runs the indicators in the browser: no module of this feature may import Node's built-ins.
const folder = path.dirname(new URL(import.meta.url).pathname);
const modules = fs.readdirSync(folder).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));

describe("writing-feedback modules", () => {
  it.each(modules)("%s imports only relative modules", (name) => {
    const source = fs.readFileSync(path.join(folder, name), "utf8");
    for (const [, specifier] of source.matchAll(/from\s+"([^"]+)"/g)) expect(specifier).toMatch(/^\.\.?\//);
  });
});
