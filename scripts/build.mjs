// npm run build: bundles the server and CLI, builds the SPA.
import { buildParts } from "./build-lib.mjs";

await buildParts({ force: true });
