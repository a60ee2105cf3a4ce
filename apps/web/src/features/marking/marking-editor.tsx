import { MAX_GENERAL_COMMENT_CHARS, type TMarkCriterion } from "@bandcraft/contract/marking";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/ui/dialog";
import fieldStyles from "../../components/ui/field.module.css";
import { useLeaveGuard } from "../../lib/use-leave-guard";
import { EssayTask } from "../writing/public";
import { BandFields, bandFieldId } from "./band-fields";
import { CommentDialog, type TCommentTarget } from "./comment-dialog";
import { CommentList } from "./comment-list";
import { EssayCommenting, showComment } from "./essay-commenting";
import { byPosition } from "./mark-ranges";
import { MARKING_KEY, saveMarking, type TMarkingData } from "./marking.api";
import styles from "./marking.module.css";
import { MarkingActions, SaveFailure } from "./marking-actions";
import { missingBands, saveBody, type TMarkingForm, useMarkingForm } from "./marking-form";
import { MarkingHead } from "./marking-head";
import pageStyles from "./marking-page.module.css";
import { useMarkingFormat } from "./marking-text";

type TProps = { classID: string; data: TMarkingData };

/**
 * The teacher's marking of one sent essay: the task, the essay to comment on, the comments, the four bands
 * with the overall band, a general comment, then Save draft or Return to learner. Leaving with changes the
 * server does not have asks first.
 */
export function MarkingEditor({ classID, data }: TProps) {
  const { t } = useTranslation();
  const format = useMarkingFormat();
  const { essay, marks } = data;
  const formId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useMarkingForm(marks);
  const guard = useLeaveGuard(
    () => form.dirty,
    () => navigate(`/teach/classes/${classID}?section=essays`),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const commentsHeadingRef = useRef<HTMLHeadingElement>(null);
  const [active, setActive] = useState<number | null>(null);
  const [target, setTarget] = useState<TCommentTarget | null>(null);
  const [missing, setMissing] = useState<TMarkCriterion[]>([]);
  const [askReturn, setAskReturn] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const { comments } = form.form;
  const learner = format.learner(essay);

  useEffect(() => headingRef.current?.focus(), []);

  const save = useMutation({
    mutationFn: (sent: { form: TMarkingForm; returned: boolean }) =>
      saveMarking(saveBody(essay.essayID, sent.form, sent.returned)),
    onSuccess: (_answer, sent) => {
      form.markSaved(sent.form);
      setAskReturn(false);
      setAnnouncement(sent.returned ? t("marking.actions.returnedNow") : t("marking.actions.savedNow"));
      void queryClient.invalidateQueries({ queryKey: [MARKING_KEY] });
    },
  });

  const setBand = (criterion: TMarkCriterion, band: number | null) => {
    form.setBand(criterion, band);
    setMissing((m) => m.filter((c) => c !== criterion));
  };
  const askToReturn = () => {
    save.reset();
    const absent = missingBands(form.form.bands);
    setMissing(absent);
    if (absent.length > 0) {
      document.getElementById(bandFieldId(formId, absent[0] as TMarkCriterion))?.focus();
      return;
    }
    setAskReturn(true);
  };
  const submitComment = (text: string) => {
    if (!target) return;
    if (target.kind === "edit") {
      form.editComment(target.index, text);
    } else {
      const added = { start: target.start, end: target.end, text };
      const index = byPosition([...comments, added]).indexOf(added);
      form.addComment(added);
      setActive(index);
      setAnnouncement(t("marking.comments.added", { n: index + 1 }));
    }
    setTarget(null);
  };
  const removeComment = (index: number) => {
    form.removeComment(index);
    setActive(null);
    setAnnouncement(t("marking.comments.removed", { n: index + 1 }));
    commentsHeadingRef.current?.focus();
  };
  const show = (index: number) => {
    const comment = comments[index];
    if (!comment || !textareaRef.current) return;
    setActive(index);
    showComment(textareaRef.current, essay.text, comment, index);
  };
  const editing = target?.kind === "edit" ? comments[target.index] : undefined;
  const quoted =
    target?.kind === "new"
      ? essay.text.slice(target.start, target.end)
      : editing
        ? essay.text.slice(editing.start, editing.end)
        : "";

  return (
    <>
      <MarkingHead essay={essay} headingRef={headingRef} />
      <div className={pageStyles.layout}>
        <div className={pageStyles.main}>
          {essay.task ? (
            <EssayTask
              task={essay.task}
              title={format.title(essay.taskTitle, essay.part)}
              className={styles.panel}
              testIdPrefix="marking-task"
            />
          ) : (
            <p className={styles.note} data-testid="marking-no-task">
              {t("marking.page.noTask")}
            </p>
          )}
          <section className={styles.panel} aria-labelledby={`${formId}-essay-title`}>
            <h2 id={`${formId}-essay-title`} className={styles.sectionTitle}>
              {t("marking.page.essay")}
            </h2>
            <EssayCommenting
              text={essay.text}
              comments={comments}
              activeIndex={active}
              onActiveChange={setActive}
              onCommentSelection={(range) => setTarget({ kind: "new", ...range })}
              textareaRef={textareaRef}
            />
          </section>
        </div>
        <div className={pageStyles.side}>
          <CommentList
            text={essay.text}
            comments={comments}
            activeIndex={active}
            headingRef={commentsHeadingRef}
            onShow={show}
            onEdit={(index) => setTarget({ kind: "edit", index })}
            onRemove={removeComment}
          />
          <BandFields part={essay.part} bands={form.form.bands} onChange={setBand} missing={missing} formId={formId} />
          <section className={styles.panel}>
            <div className={fieldStyles.field}>
              <label htmlFor={`${formId}-general`} className={styles.sectionTitle}>
                {t("marking.general.label")}
              </label>
              <textarea
                id={`${formId}-general`}
                className={fieldStyles.input}
                rows={6}
                maxLength={MAX_GENERAL_COMMENT_CHARS}
                value={form.form.general}
                aria-describedby={`${formId}-general-hint`}
                onChange={(event) => form.setGeneral(event.target.value)}
                data-testid="marking-general"
              />
              <p id={`${formId}-general-hint`} className={fieldStyles.hint}>
                {t("marking.general.hint")}
              </p>
            </div>
          </section>
          <MarkingActions
            data={data}
            dirty={form.dirty}
            missing={missing.length > 0}
            save={save}
            asking={askReturn}
            onSaveDraft={() => save.mutate({ form: form.form, returned: false })}
            onReturn={askToReturn}
          />
        </div>
      </div>
      <CommentDialog
        target={target}
        quote={quoted}
        initialText={editing?.text ?? ""}
        onSubmit={submitComment}
        onClose={() => setTarget(null)}
      />
      <ConfirmDialog
        open={askReturn}
        title={t("marking.returnDialog.title", { learner })}
        testId="marking-return-dialog"
        onCancel={() => setAskReturn(false)}
        onConfirm={() => save.mutate({ form: form.form, returned: true })}
        confirmLabel={t("marking.returnDialog.confirm")}
        confirmTestId="marking-return-confirm"
        busy={save.isPending}
      >
        <p>{t("marking.returnDialog.body", { learner })}</p>
        <p>{t("marking.returnDialog.again")}</p>
        {save.isError ? <SaveFailure error={save.error} /> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={guard.open}
        title={t("marking.leave.title")}
        testId="marking-leave-dialog"
        onCancel={guard.cancel}
        cancelLabel={t("marking.leave.stay")}
        onConfirm={guard.confirm}
        confirmLabel={t("marking.leave.leave")}
        confirmTestId="marking-leave-confirm"
        danger
      >
        <p>{t("marking.leave.body")}</p>
      </ConfirmDialog>
      <p className="visually-hidden" role="status" data-testid="marking-announcement">
        {announcement}
      </p>
    </>
  );
}
