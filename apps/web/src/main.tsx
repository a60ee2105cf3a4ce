// First: the parser settings must hold before any schema parses.
import "./lib/zod-config";
import "./app/global.css";
import "./lib/i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
