import { resultsCsv } from "@bandcraft/domain/results-csv";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { saveCsv } from "../save-csv";
import { classFileName } from "../teaching-rules";
import { classKey } from "../use-class";
import { fetchClassExport, fetchClassResults } from "./class-results.api";

/** Under the class's own key, so whatever refreshes the class (a learner removed) refreshes its results too. */
export const classResultsKey = (classID: string) => [...classKey(classID), "results"] as const;

/** A page of the class's accuracy by question type and each learner's band trend; the last page stays on screen while the next loads. */
export function useClassResults(classID: string, page: number) {
  return useQuery({
    queryKey: [...classResultsKey(classID), page],
    queryFn: ({ signal }) => fetchClassResults(classID, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Asks the server for the class's result rows and saves them as "<class>-results.csv". */
export function useClassCsv(classID: string) {
  return useMutation({
    mutationFn: () => fetchClassExport(classID),
    onSuccess: ({ className, rows }) => saveCsv(resultsCsv(className, rows), classFileName(className, "-results.csv")),
  });
}
