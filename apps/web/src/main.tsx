// First: the parser settings must hold before any schema parses.
import "./lib/zod-config";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { i18nReady } from "./lib/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");
// After the interface language's texts are in (at once for English; a chunk for Chinese or Japanese).
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
