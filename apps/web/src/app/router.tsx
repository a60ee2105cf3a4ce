import type { ComponentType, ReactNode } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { RequireAdmin, RequireAuth, RequirePasswordChosen, RequireTeacher } from "./guards";
import { RootLayout, ScreenError, ScreenLoading } from "./layout";
import type { TRouteHandle } from "./route-handle";

type TGuard = ComponentType<{ children: ReactNode }>;

/**
 * Each screen is its own chunk, loaded through the data router's `lazy`: the router starts fetching the
 * chunk of the address the app opens on while the entry is still starting (not after React's first render,
 * as React.lazy would), and a link's chunk before the router leaves the current screen. `guard` wraps the
 * screen (RequireAuth, RequireAdmin). Every screen but those `openBeforePasswordChoice` (signing in, choosing
 * the password) first sends an account holding a one-time password to choose its own.
 */
function screen(
  load: () => Promise<ComponentType>,
  Guard?: TGuard,
  { openBeforePasswordChoice = false } = {},
): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      const Screen = await load();
      const guarded = Guard ? <Guard>{<Screen />}</Guard> : <Screen />;
      return {
        element: openBeforePasswordChoice ? guarded : <RequirePasswordChosen>{guarded}</RequirePasswordChosen>,
      };
    },
  };
}

const handle = (header: TRouteHandle["header"], back = true): TRouteHandle => ({ header, back });

/** The app's route table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown only while the first screen's chunk arrives on a cold start.
    hydrateFallbackElement: <ScreenLoading />,
    errorElement: <ScreenError />,
    children: [
      {
        index: true,
        ...screen(() => import("../features/home/home-page").then((m) => m.HomePage)),
        handle: handle("home", false),
      },
      {
        path: "reading",
        ...screen(() => import("../features/reading-hub/reading-hub-page").then((m) => m.ReadingHubPage)),
        handle: handle("reading"),
      },
      {
        path: "writing",
        ...screen(() => import("../features/writing/writing-hub-page").then((m) => m.WritingHubPage)),
        handle: handle("writing"),
      },
      {
        path: "writing/practices",
        ...screen(
          () => import("../features/writing/writing-practices-page").then((m) => m.WritingPracticesPage),
          RequireAuth,
        ),
        handle: handle("writingPractices"),
      },
      // A learner's saved essays; the server only ever answers with the caller's own.
      {
        path: "writing/essays",
        ...screen(() => import("../features/writing/essays/my-essays-page").then((m) => m.MyEssaysPage), RequireAuth),
        handle: handle("writing"),
      },
      {
        // The marks panel (send to a teacher, then the marks) is marking's, set into writing's page here so that
        // neither feature imports the other both ways.
        path: "writing/essays/:essayID",
        ...screen(async () => {
          const [{ EssayViewPage }, { EssayMarkingPanel }] = await Promise.all([
            import("../features/writing/essays/essay-view-page"),
            import("../features/marking/public"),
          ]);
          return () => <EssayViewPage marksPanel={EssayMarkingPanel} />;
        }, RequireAuth),
        handle: handle("writing"),
      },
      // Checks the session itself: signed out shows "Authentication Required" with "Go Back".
      {
        path: "practice-records",
        ...screen(() => import("../features/records/records-page").then((m) => m.RecordsPage)),
        handle: handle("records"),
      },
      // A teacher's own classes (an administrator's: every class); the server checks the scope too.
      {
        path: "teach",
        ...screen(() => import("../features/teaching/classes-page").then((m) => m.ClassesPage), RequireTeacher),
        handle: handle("teaching"),
      },
      {
        path: "teach/classes/:classID",
        ...screen(() => import("../features/teaching/class-page").then((m) => m.ClassPage), RequireTeacher),
        handle: handle("teaching"),
      },
      {
        path: "teach/classes/:classID/assignments/:assignmentID",
        ...screen(
          () => import("../features/teaching/assignments/assignment-results-page").then((m) => m.AssignmentResultsPage),
          RequireTeacher,
        ),
        handle: handle("teaching"),
      },
      {
        // A sent essay, to mark and return.
        path: "teach/classes/:classID/essays/:essayID",
        ...screen(() => import("../features/marking/marking-page").then((m) => m.MarkingPage), RequireTeacher),
        handle: handle("teaching"),
      },
      // The sign-in card has its own Back button, so the header shows none.
      {
        path: "auth",
        ...screen(() => import("../features/auth/sign-in-page").then((m) => m.SignInPage), undefined, {
          openBeforePasswordChoice: true,
        }),
        handle: handle("auth", false),
      },
      // An account signed in with a one-time password chooses its own here; the screen checks the session itself.
      {
        path: "account/choose-password",
        ...screen(() => import("../features/auth/choose-password-page").then((m) => m.ChoosePasswordPage), undefined, {
          openBeforePasswordChoice: true,
        }),
        handle: handle("choosePassword", false),
      },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
  // The single test fills the window with its own exam bar, so it sits outside the shell.
  // It checks the session itself: signed out it shows "Authentication Required", and a 401
  // while submitting keeps the learner's answers on screen instead of redirecting them away.
  {
    path: "test/:testId",
    hydrateFallbackElement: <ScreenLoading />,
    errorElement: <ScreenError />,
    ...screen(() => import("../features/reading-test/reading-test-page").then((m) => m.ReadingTestPage)),
  },
  // The complete test is full screen too; it needs a session, and a saved attempt outlives
  // a sign-out on this browser, so it is kept and restored once the learner signs in again.
  {
    path: "multi-test/:testId",
    hydrateFallbackElement: <ScreenLoading />,
    errorElement: <ScreenError />,
    ...screen(
      () => import("../features/reading-test/multi-test/multi-test-page").then((m) => m.MultiTestPage),
      RequireAuth,
    ),
  },
  // The administrator page has its own header (e-mail, theme toggle) and sidebar.
  {
    path: "admin",
    hydrateFallbackElement: <ScreenLoading />,
    errorElement: <ScreenError />,
    ...screen(() => import("../features/admin/admin-page").then((m) => m.AdminPage), RequireAdmin),
  },
  // Review is the test's split view read-only, so it is full screen too; it checks the
  // session itself and shows "Authentication Required" when signed out.
  {
    path: "review/:testTakerID/:readingPracticeID",
    hydrateFallbackElement: <ScreenLoading />,
    errorElement: <ScreenError />,
    ...screen(() => import("../features/review/review-page").then((m) => m.ReviewPage)),
  },
  // A learner's paper of an assignment in the same review screen, read-only, for their teacher (?learner= names
  // the learner by e-mail); full screen like the learner's own review.
  {
    path: "teach/classes/:classID/assignments/:assignmentID/review/:practiceID",
    hydrateFallbackElement: <ScreenLoading />,
    errorElement: <ScreenError />,
    ...screen(
      () => import("../features/teaching/assignments/assignment-review-page").then((m) => m.AssignmentReviewPage),
      RequireTeacher,
    ),
  },
];

export const router = createBrowserRouter(routes);
