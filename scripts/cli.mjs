// npm run cli -- <command>: the operator's tool (add-user, grant, revoke, reset-password, unlock, import-content).
import { pathToFileURL } from "node:url";
import { buildServer, cliEntry, isStale } from "./build-lib.mjs";

if (isStale("server")) await buildServer();
await import(pathToFileURL(cliEntry).href);
