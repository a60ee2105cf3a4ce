import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { createQueryClient } from "../app/providers";
import i18n from "../lib/i18n";

/** Renders a test's memory router inside the app's providers (query client, i18n), as the app does. */
export function renderRouter(router: Parameters<typeof RouterProvider>[0]["router"]) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** Renders a component inside the app's providers (query client, i18n) without a router. */
export function renderInApp(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </QueryClientProvider>,
  );
}
