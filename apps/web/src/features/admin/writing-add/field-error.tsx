import { useTranslation } from "react-i18next";
import field from "../../../components/ui/field.module.css";
import type { TFieldProblem } from "./use-writing-task-form";

/** A field's error under it, in the interface language; `id` ties it to the field (aria-describedby). */
export function FieldError({ id, problem }: { id: string; problem: TFieldProblem | undefined }) {
  const { t } = useTranslation();
  if (!problem) return null;
  const values = {
    max: "max" in problem ? problem.max : 0,
    keys: "keys" in problem ? problem.keys.join(", ") : "",
  };
  return (
    <p id={id} className={field.error} role="alert">
      {t(`admin.addWriting.errors.${problem.code}`, values)}
    </p>
  );
}
