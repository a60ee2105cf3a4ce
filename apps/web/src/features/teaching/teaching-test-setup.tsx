import type { TUserInfo } from "@bandcraft/contract/accounts";
import type { TClassLearner, TClassSummary } from "@bandcraft/contract/classes";
import { ROUTES } from "@bandcraft/contract/routes";
import { createMemoryRouter } from "react-router";
import { mockCall, ok, refused } from "../../test/api-mock";
import { renderRouter } from "../../test/render-router";
import { ClassPage } from "./class-page";
import { ClassesPage } from "./classes-page";

/** A teacher (privilege 10). */
export const TEACHER: TUserInfo = { email: "teacher@example.com", privileges: [10] };

export const CREATED = Date.UTC(2026, 2, 14, 10, 0);

/** A class id as the server makes them, numbered. */
export const classID = (n: number) => `CL-${String(n).padStart(12, "0")}`;

type TFakeClass = TClassSummary & { learners: TClassLearner[] };

/** The mocked server's classes and accounts; each test sets them in beforeEach. */
export const fake = { classes: [] as TFakeClass[], accounts: new Set<string>() };

/** A class of the teacher's, numbered (a higher number is newer), with any learners. */
export function makeClass(n: number, overrides: Partial<TFakeClass> = {}): TFakeClass {
  const learners = overrides.learners ?? [];
  return {
    classID: classID(n),
    name: `Class ${n}`,
    teacherEmail: TEACHER.email,
    learnerCount: learners.length,
    archived: false,
    createdAt: CREATED + n * 60_000,
    learners,
    ...overrides,
  };
}

/** A learner of a class. */
export const learner = (email: string, overrides: Partial<TClassLearner> = {}): TClassLearner => ({
  email,
  name: null,
  addedAt: CREATED,
  mustChangePassword: false,
  disabled: false,
  ...overrides,
});

const summaryOf = ({ learners, ...summary }: TFakeClass): TClassSummary => ({
  ...summary,
  learnerCount: learners.length,
});
const find = (id: string) => fake.classes.find((c) => c.classID === id);
const noSuchClass = () => refused(404, "No such class");
const nameTaken = (name: string, exceptID = "") =>
  fake.classes.some((c) => !c.archived && c.classID !== exceptID && c.name.toLowerCase() === name.toLowerCase());
const taken = () => refused(409, "You already have a class with that name", { reason: "class-name-taken" });
const archived = () => refused(409, "This class is archived", { reason: "class-archived" });

/** Answers every class call as the server does, from `fake`; a new account's password is `otp-<e-mail>`. */
export function mockClassesApi() {
  mockCall(ROUTES.classList, (body) => {
    const { page, pageSize } = body.paginationRequest;
    const shown = fake.classes
      .filter((c) => body.includeArchived || !c.archived)
      .sort((a, b) => b.createdAt - a.createdAt);
    const classes = shown.slice((page - 1) * pageSize, page * pageSize).map(summaryOf);
    return ok({ data: { classes, totalCnt: shown.length } });
  });
  mockCall(ROUTES.classCreate, (body) => {
    const name = body.name.trim();
    if (nameTaken(name)) return taken();
    const made = makeClass(fake.classes.length + 1, { name, createdAt: Date.now() });
    fake.classes.push(made);
    return ok({ classID: made.classID });
  });
  mockCall(ROUTES.classGet, (body) => {
    const found = find(body.classID);
    return found ? ok({ class: summaryOf(found), learners: found.learners }) : noSuchClass();
  });
  mockCall(ROUTES.classUpdate, (body) => {
    const found = find(body.classID);
    if (!found) return noSuchClass();
    const name = body.name?.trim() ?? found.name;
    const nextArchived = body.archived ?? found.archived;
    if (!nextArchived && nameTaken(name, found.classID)) return taken();
    found.name = name;
    found.archived = nextArchived;
    return ok();
  });
  mockCall(ROUTES.classAddLearners, (body) => {
    const found = find(body.classID);
    if (!found) return noSuchClass();
    if (found.archived) return archived();
    const alreadyInClass: string[] = [];
    const added: { email: string; name: string | null; oneTimePassword: string | null }[] = [];
    for (const { email, name } of body.learners) {
      if (found.learners.some((l) => l.email === email)) {
        alreadyInClass.push(email);
        continue;
      }
      const isNew = !fake.accounts.has(email);
      fake.accounts.add(email);
      added.push({ email, name: name ?? null, oneTimePassword: isNew ? `otp-${email}` : null });
      found.learners.push(learner(email, { name: name ?? null, mustChangePassword: isNew }));
    }
    return ok({ added, alreadyInClass });
  });
  mockCall(ROUTES.classRemoveLearner, (body) => {
    const found = find(body.classID);
    if (!found) return noSuchClass();
    if (found.archived) return archived();
    const before = found.learners.length;
    found.learners = found.learners.filter((l) => l.email !== body.email);
    return found.learners.length < before ? ok() : refused(404, `${body.email} is not in this class`);
  });
}

/** Renders the teaching screens at `path` and answers the router for the test to follow. */
export function renderTeaching(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/teach", element: <ClassesPage /> },
      { path: "/teach/classes/:classID", element: <ClassPage /> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router);
  return router;
}
