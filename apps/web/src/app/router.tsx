import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { RequireAdmin, RequireAuth } from "./guards";
import { RootLayout } from "./layout";
import type { TRouteHandle } from "./route-handle";

// Each screen is its own chunk (React.lazy), so the home route ships only the shell and the home page.
const HomePage = lazy(() => import("../features/home/home-page").then((m) => ({ default: m.HomePage })));
const ReadingHubPage = lazy(() =>
  import("../features/reading-hub/reading-hub-page").then((m) => ({ default: m.ReadingHubPage })),
);
const WritingHubPage = lazy(() =>
  import("../features/writing/writing-hub-page").then((m) => ({ default: m.WritingHubPage })),
);
const WritingPracticesPage = lazy(() =>
  import("../features/writing/writing-practices-page").then((m) => ({ default: m.WritingPracticesPage })),
);
const MyEssaysPage = lazy(() =>
  import("../features/writing/essays/my-essays-page").then((m) => ({ default: m.MyEssaysPage })),
);
const EssayViewPage = lazy(() =>
  import("../features/writing/essays/essay-view-page").then((m) => ({ default: m.EssayViewPage })),
);
const SignInPage = lazy(() => import("../features/auth/sign-in-page").then((m) => ({ default: m.SignInPage })));
const ReadingTestPage = lazy(() =>
  import("../features/reading-test/reading-test-page").then((m) => ({ default: m.ReadingTestPage })),
);
const MultiTestPage = lazy(() =>
  import("../features/reading-test/multi-test/multi-test-page").then((m) => ({ default: m.MultiTestPage })),
);
const RecordsPage = lazy(() => import("../features/records/records-page").then((m) => ({ default: m.RecordsPage })));
const ReviewPage = lazy(() => import("../features/review/review-page").then((m) => ({ default: m.ReviewPage })));
const AdminPage = lazy(() => import("../features/admin/admin-page").then((m) => ({ default: m.AdminPage })));

const handle = (header: TRouteHandle["header"], back = true): TRouteHandle => ({ header, back });

/** The app's route table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage />, handle: handle("home", false) },
      { path: "reading", element: <ReadingHubPage />, handle: handle("reading") },
      { path: "writing", element: <WritingHubPage />, handle: handle("writing") },
      {
        path: "writing/practices",
        element: (
          <RequireAuth>
            <WritingPracticesPage />
          </RequireAuth>
        ),
        handle: handle("writingPractices"),
      },
      // A learner's saved essays; the server only ever answers with the caller's own.
      {
        path: "writing/essays",
        element: (
          <RequireAuth>
            <MyEssaysPage />
          </RequireAuth>
        ),
        handle: handle("writing"),
      },
      {
        path: "writing/essays/:essayID",
        element: (
          <RequireAuth>
            <EssayViewPage />
          </RequireAuth>
        ),
        handle: handle("writing"),
      },
      // Checks the session itself: signed out shows "Authentication Required" with "Go Back".
      { path: "practice-records", element: <RecordsPage />, handle: handle("records") },
      // The sign-in card has its own Back button, so the header shows none.
      { path: "auth", element: <SignInPage />, handle: handle("auth", false) },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
  // The single test fills the window with its own exam bar, so it sits outside the shell.
  // It checks the session itself: signed out it shows "Authentication Required", and a 401
  // while submitting keeps the learner's answers on screen instead of redirecting them away.
  {
    path: "test/:testId",
    element: (
      <Suspense fallback={<Spinner />}>
        <ReadingTestPage />
      </Suspense>
    ),
  },
  // The complete test is full screen too; it needs a session, and a saved attempt outlives
  // a sign-out on this browser, so it is kept and restored once the learner signs in again.
  {
    path: "multi-test/:testId",
    element: (
      <RequireAuth>
        <Suspense fallback={<Spinner />}>
          <MultiTestPage />
        </Suspense>
      </RequireAuth>
    ),
  },
  // The administrator page has its own header (e-mail, theme toggle) and sidebar.
  {
    path: "admin",
    element: (
      <RequireAdmin>
        <Suspense fallback={<Spinner />}>
          <AdminPage />
        </Suspense>
      </RequireAdmin>
    ),
  },
  // Review is the test's split view read-only, so it is full screen too; it checks the
  // session itself and shows "Authentication Required" when signed out.
  {
    path: "review/:testTakerID/:readingPracticeID",
    element: (
      <Suspense fallback={<Spinner />}>
        <ReviewPage />
      </Suspense>
    ),
  },
];

export const router = createBrowserRouter(routes);
