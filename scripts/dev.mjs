// npm run dev: the API with reload on change (tsx watch) on 8080, and Vite on 5173 proxying /api.
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./build-lib.mjs";

const bin = (name) => path.join(root, "node_modules/.bin", name);
const children = [
  spawn(bin("tsx"), ["watch", "apps/server/src/server.ts"], { cwd: root, stdio: "inherit" }),
  spawn(bin("vite"), [], { cwd: path.join(root, "apps/web"), stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
