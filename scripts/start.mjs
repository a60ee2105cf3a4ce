// npm start: builds what is not built, then runs the server in this process (migrates, seeds, serves).
import { pathToFileURL } from "node:url";
import { buildParts, serverEntry } from "./build-lib.mjs";

await buildParts();
await import(pathToFileURL(serverEntry).href);
