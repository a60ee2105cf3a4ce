import type { THighlightItem, TSubmissionRecord } from "@bandcraft/contract/reading";
import { makeTestTakerId } from "@bandcraft/domain/test-taker-id";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Group, Panel, Separator } from "react-resizable-panels";
import { useTheme } from "../../../lib/theme";
import { HighlightProvider } from "../highlighting/highlight-context";
import { useHighlights } from "../highlighting/use-highlights";
import { ResultsScreen } from "../results/results-screen";
import { BottomStrip } from "./bottom-strip";
import { textSizeVars } from "./display-settings";
import { DragDropProvider } from "./drag-drop";
import { OptionsDialog } from "./options-dialog";
import { allQuestionNumbers, type TTestPractice } from "./parse-practice";
import { PartBanner } from "./part-banner";
import { PassagePanel } from "./passage-panel";
import { RefreshGuard } from "./refresh-guard";
import { scrollToQuestion } from "./scroll-to-question";
import { SectionBlock, type TSectionContext } from "./section-view";
import { submitAttempt, type TTestError } from "./submit-attempt";
import { SubmitBar } from "./submit-bar";
import styles from "./test-screen.module.css";
import { TestTopBar } from "./test-top-bar";
import { useAnswers } from "./use-answers";
import { useDisplaySettings } from "./use-display-settings";
import { useElapsedSeconds } from "./use-elapsed-seconds";

type TProps = {
  practice: TTestPractice;
  /** The practice id to submit under when the practice itself lacks one (the route's real id). */
  fallbackPracticeId: string | null;
  onExit: () => void;
  onHome: () => void;
  onLogin: () => void;
  /**
   * Seam for attempt persistence: the highlight and note items saved with an interrupted attempt. Read
   * once on mount (like useState); the live items are `highlighting.items` below, sent at submit.
   */
  initialHighlights?: readonly THighlightItem[];
};

type TPhase = "ready" | "submitting" | "results";

/** The single-passage test (reading §2.9, §4): answering, submitting, then the results of §2.11. */
export function TestScreen({ practice, fallbackPracticeId, onExit, onHome, onLogin, initialHighlights }: TProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { answers, setAnswer } = useAnswers();
  const highlighting = useHighlights(initialHighlights);
  const [phase, setPhase] = useState<TPhase>("ready");
  const [submitError, setSubmitError] = useState<TTestError | null>(null);
  const [record, setRecord] = useState<TSubmissionRecord | null>(null);
  const [testTakerId] = useState(() => makeTestTakerId("single", Date.now(), Math.random));
  const [startedAt] = useState(() => Date.now());
  const elapsed = useElapsedSeconds(phase !== "results");
  const [optionsOpen, setOptionsOpen] = useState(false);
  const display = useDisplaySettings();
  const numbers = useMemo(() => allQuestionNumbers(practice), [practice]);
  const context: TSectionContext = useMemo(() => ({ answers, setAnswer, readOnly: false }), [answers, setAnswer]);

  const submit = async () => {
    setPhase("submitting");
    setSubmitError(null);
    const result = await submitAttempt(
      {
        testTakerId,
        practiceId: practice.readingPracticeID || fallbackPracticeId,
        startedAt,
        elapsedSeconds: elapsed,
        answers,
        highlights: highlighting.items,
      },
      t,
    );
    if (result.ok) {
      setRecord(result.record);
      setPhase("results");
    } else {
      // Back to ready with every answer still on screen, so the learner can submit again.
      setSubmitError(result.error);
      setPhase("ready");
    }
  };

  // Nothing chosen yet: the test follows the app theme, and the dialog ticks the mode that theme resembles.
  const shownContrast = display.settings.contrast ?? (theme === "dark" ? "white-on-black" : "black-on-white");

  const screen = (
    <div
      className={styles.root}
      data-contrast={display.settings.contrast ?? "theme"}
      data-text-size={display.settings.textSize}
      style={textSizeVars(display.settings.textSize)}
      data-testid="reading-test-root"
    >
      <DragDropProvider>
        {phase === "results" ? (
          <div className={styles.resultsScroll}>
            <ResultsScreen
              record={record}
              parts={[{ readingPracticeID: practice.readingPracticeID, level: practice.level, numbers }]}
              onHome={onHome}
            />
          </div>
        ) : (
          <>
            <TestTopBar
              testTakerId={testTakerId}
              elapsedSeconds={elapsed}
              onExit={onExit}
              onOptions={() => setOptionsOpen(true)}
            />
            <PartBanner level={practice.level} numbers={numbers} />
            <Group orientation="horizontal" className={styles.split}>
              <Panel id="passage" defaultSize="50" minSize="15" maxSize="85">
                <div className={styles.panelScroll} data-scroll-container="">
                  <PassagePanel
                    title={practice.title}
                    paragraphs={practice.paragraphInfo}
                    sections={practice.sections}
                    context={context}
                  />
                </div>
              </Panel>
              <Separator
                className={styles.separator}
                aria-label={t("readingTest.passage.resize")}
                data-testid="split-separator"
              />
              <Panel id="questions" defaultSize="50" minSize="15" maxSize="85">
                <section
                  className={styles.panelScroll}
                  data-scroll-container=""
                  aria-label={t("readingTest.questions.label")}
                  data-testid="question-panel"
                >
                  {practice.sections.map((parsed) => (
                    <SectionBlock key={parsed.index} parsed={parsed} context={context} />
                  ))}
                </section>
              </Panel>
            </Group>
            <BottomStrip
              numbers={numbers}
              answers={answers}
              onJump={scrollToQuestion}
              submit={
                <SubmitBar
                  submitting={phase === "submitting"}
                  error={submitError}
                  onSubmit={() => void submit()}
                  onLogin={onLogin}
                />
              }
            />
          </>
        )}
      </DragDropProvider>
      <OptionsDialog
        open={optionsOpen}
        onClose={() => setOptionsOpen(false)}
        contrast={shownContrast}
        textSize={display.settings.textSize}
        onContrast={display.setContrast}
        onTextSize={display.setTextSize}
      />
      <RefreshGuard active={phase !== "results"} />
    </div>
  );
  // Around the whole screen: passage, questions and the Options area all read the same highlights.
  return <HighlightProvider value={highlighting}>{screen}</HighlightProvider>;
}
