import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useMatches, useNavigation } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { Header } from "../features/shell/header";
import styles from "./layout.module.css";
import { isRouteHandle, type TRouteHandle } from "./route-handle";

const DEFAULT_HANDLE: TRouteHandle = { header: "home", back: false };

/** "Loading…" in the middle of the window: the first screen's chunk is on its way (a cold start). */
export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading}>
      <Spinner label={t("common.loading")} />
    </div>
  );
}

/**
 * A screen that could not open: its code failed to load (offline, or a newer version was deployed since this
 * page loaded and the old file is gone) or it failed while drawing. Nothing the learner did is lost (attempts
 * and drafts live on the server and in the browser); reloading fetches the current version.
 */
export function ScreenError() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="alert" data-testid="screen-error">
      <div className={styles.error}>
        <p>{t("common.screenError")}</p>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          {t("common.reload")}
        </button>
      </div>
    </div>
  );
}

/** Shell of every screen: skip link, header (texts from the route's handle) and the lazy route content. */
export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  // The router keeps this screen up while the next one's chunk arrives: a bar says a tap was taken.
  const pending = useNavigation().state !== "idle";
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  const { header, back } = isRouteHandle(handle) ? handle : DEFAULT_HANDLE;
  const title = t(`titles.${header}.title`);
  const subtitle = t(`titles.${header}.subtitle`);

  useEffect(() => {
    document.title = header === "home" ? "Bandcraft" : `${title} · Bandcraft`;
  }, [header, title]);

  return (
    <div className={styles.app}>
      {pending ? (
        <div
          className={styles.pending}
          role="progressbar"
          aria-label={t("common.loading")}
          data-testid="page-pending"
        />
      ) : null}
      <a href="#main" className={styles.skip}>
        {t("common.skipToContent")}
      </a>
      <Header title={title} subtitle={subtitle} showBack={back} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label={t("common.loading")} />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
