import { MAX_CLASS_NAME } from "@bandcraft/contract/classes";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { classFailure, classNameProblem, type TClassNameProblem } from "./teaching-rules";
import { classFailureText } from "./teaching-text";

/** The call that saves the name: its refusal shows in the field until the name is typed again. */
type TNameCall = { error: Error | null; reset: () => void };

/**
 * A class's name as the teacher types it (New class, Rename). `field` is spread on its TextField; `check()`
 * says whether the name may be sent, showing its problem (as the server checks it) in the field when not.
 * Otherwise the save's refusal shows there: its reason translated, else `failed`.
 */
export function useClassNameField(initial: string, call: TNameCall, failed: string) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<TClassNameProblem | null>(null);
  const failure = call.error ? classFailure(call.error) : null;
  const error = problem
    ? t(`teaching.name.${problem}`, { max: MAX_CLASS_NAME })
    : failure
      ? classFailureText(failure, t, failed)
      : null;
  const check = () => {
    const found = classNameProblem(name);
    setProblem(found);
    return found === null;
  };
  const field = {
    label: t("teaching.create.name"),
    hint: t("teaching.create.hint", { max: MAX_CLASS_NAME }),
    value: name,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setName(event.target.value);
      setProblem(null);
      call.reset();
    },
    autoComplete: "off",
    error,
  };
  return { name, setName, check, field };
}
