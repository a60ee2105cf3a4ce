import { z } from "zod";

// Zod probes for eval (new Function) to compile faster object parsers. Our CSP forbids eval, so the probe
// only failed and reported a CSP violation on every screen: noise that would hide a real injection.
z.config({ jitless: true });
