import type { TReadingPractice } from "@bandcraft/contract/reading";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditorSearch } from "./editor-search";
import { duplicatePractice, emptyPractice, type TEditorPractice, toEditorPractice } from "./editor-state";
import { PracticeEditor } from "./practice-editor";
import styles from "./reading-editor.module.css";
import { useEditorSearch } from "./use-editor-search";

type TOpened = { practice: TEditorPractice; saved: boolean; key: number };

/** Reading → Test Editor: search for a test, or start one, then edit it. */
export function ReadingEditorView() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<TOpened | null>(null);
  const keys = useRef(0);
  const open = useCallback((practice: TEditorPractice, saved: boolean) => {
    keys.current += 1;
    setOpened({ practice, saved, key: keys.current });
  }, []);
  const search = useEditorSearch((practice: TReadingPractice) => open(toEditorPractice(practice), true));

  return (
    <div className={styles.view}>
      {opened ? (
        <PracticeEditor
          key={opened.key}
          initial={opened.practice}
          saved={opened.saved}
          onExit={() => setOpened(null)}
          onDuplicate={(practice) => open(duplicatePractice(practice, t("admin.editor.header.copySuffix")), false)}
        />
      ) : (
        <EditorSearch search={search} onNew={() => open(emptyPractice(), true)} />
      )}
    </div>
  );
}
