import { createContext, useContext } from "react";
import type { TCheckRequest, TCheckResult, TWorkerRequest, TWorkerResponse } from "./types";

/** What the editor asks of the grammar checker: one check of a text. */
export type TFeedbackChecker = { check(request: TCheckRequest): Promise<TCheckResult> };

type TWorkerLike = Pick<Worker, "postMessage" | "terminate" | "addEventListener">;

/**
 * The checker behind a module Web Worker, started on the first check (so harper.js and its WebAssembly are
 * fetched only when the learner asks) and kept for later checks. A worker that fails is dropped: the next
 * check starts a fresh one.
 */
export function createWorkerChecker(
  makeWorker: () => TWorkerLike = () =>
    new Worker(new URL("./harper.worker.ts", import.meta.url), { type: "module", name: "bandcraft-feedback" }),
): TFeedbackChecker {
  let worker: TWorkerLike | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: TCheckResult) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    worker?.terminate();
    worker = null;
  };

  const start = () => {
    const w = makeWorker();
    w.addEventListener("message", (event: MessageEvent<TWorkerResponse>) => {
      const reply = event.data;
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(new Error(reply.error));
    });
    w.addEventListener("error", (event: ErrorEvent) => failAll(new Error(event.message || "The checker stopped")));
    w.addEventListener("messageerror", () => failAll(new Error("The checker sent an unreadable answer")));
    return w;
  };

  return {
    check(request) {
      worker ??= start();
      const id = nextId++;
      const message: TWorkerRequest = { ...request, id };
      const running = worker;
      return new Promise<TCheckResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running.postMessage(message);
      });
    },
  };
}

let shared: TFeedbackChecker | null = null;

/** The page's one checker: created on first use, never at import time. */
export function sharedChecker(): TFeedbackChecker {
  shared ??= createWorkerChecker();
  return shared;
}

/** Which checker the editor uses; component tests provide a stub instead of the worker. */
export const FeedbackCheckerContext = createContext<(() => TFeedbackChecker) | null>(null);

/** The checker factory in scope (the shared worker one by default). */
export function useCheckerFactory(): () => TFeedbackChecker {
  return useContext(FeedbackCheckerContext) ?? sharedChecker;
}
