import type { TMyAssignment } from "@bandcraft/contract/assignments";

/** The clock the fixtures are set against: a fixed moment, so the relative hints are exact. */
export const NOW = Date.UTC(2026, 10, 27, 9, 0);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An assignment id as the server makes them, numbered. */
export const assignmentID = (n: number) => `AS-${String(n).padStart(12, "0")}`;

/** A complete test to do, open since yesterday and due in two days, 60 minutes; `overrides` change any field. */
export function assigned(n: number, overrides: Partial<TMyAssignment> = {}): TMyAssignment {
  return {
    assignmentID: assignmentID(n),
    classID: "CL-000000000001",
    className: "Year 10 A",
    kind: "test",
    title: `Assignment ${n}`,
    opensAt: NOW - DAY,
    dueAt: NOW + 2 * DAY,
    timeLimitMinutes: 60,
    writingTaskID: null,
    status: "to-do",
    late: false,
    testTakerID: null,
    essayID: null,
    marked: false,
    ...overrides,
  };
}

/** One assignment of each status and kind, due soonest first, as the server lists them. */
export function everyStatus(): TMyAssignment[] {
  return [
    assigned(1, { title: "Overdue passages", kind: "passages", timeLimitMinutes: null, dueAt: NOW - HOUR, late: true }),
    assigned(2, {
      title: "Test running",
      status: "in-progress",
      testTakerID: "MT-ABCDEFGH0123",
      dueAt: NOW + 3 * HOUR,
    }),
    assigned(3, { title: "Essay to write", kind: "writing", timeLimitMinutes: null, writingTaskID: "task2-a" }),
    assigned(4, { title: "Next week's test", status: "upcoming", opensAt: NOW + 5 * DAY, dueAt: NOW + 7 * DAY }),
    assigned(5, {
      title: "Test handed in",
      status: "submitted",
      late: true,
      testTakerID: "MT-ZYXWVUTS9876",
      dueAt: NOW - 2 * DAY,
    }),
    assigned(6, {
      title: "Essay returned",
      kind: "writing",
      timeLimitMinutes: null,
      status: "submitted",
      writingTaskID: "task1-b",
      essayID: "ES-0001",
      marked: true,
      dueAt: NOW - 3 * DAY,
    }),
  ];
}
