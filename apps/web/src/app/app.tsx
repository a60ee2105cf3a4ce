import { RouterProvider } from "react-router";
import { Providers } from "./providers";
import { router } from "./router";

/** The whole application: providers around the data router. */
export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
