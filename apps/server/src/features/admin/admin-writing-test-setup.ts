import { ZAdminWritingListResponse, ZAdminWritingTaskResponse } from "@bandcraft/contract/admin-writing";
import { ROUTES } from "@bandcraft/contract/routes";
import { type TWritingItem, ZWritingListResponse } from "@bandcraft/contract/writing";
import { solidPng } from "@bandcraft/domain/testing/solid-png";
import { beforeAll, expect } from "vitest";
import { bearer, signedInLearner, signIn } from "../../../test/harness";
import { postForm, type TFormFields } from "../../../test/multipart";
import { suiteContext } from "../../../test/suite-context";
import type { TDialect } from "../../db/dialects";

// Test support shared by the admin-writing-*.routes.test.ts files; not part of the server.

/** A picture as a form's file part. */
export const pic = (bytes: Uint8Array, name = "chart.png", type = "image/png") => ({ bytes, name, type });
/** Two different charts: a replaced picture is told from the first by its URL (its content hash). */
export const CHART_A = solidPng(40, 30, [200, 40, 40]);
export const CHART_B = solidPng(60, 20, [40, 40, 200]);

/** The fields of a Task 1 (a bar chart) as the form sends them, with any changed. */
export const task1Fields = (overrides: Record<string, unknown> = {}) => ({
  part: 1,
  title: "Ferry passengers",
  content: "The chart below shows ferry passengers on three routes between 2010 and 2020.",
  requirement: "Write at least 150 words.",
  theme: ["bar_chart"],
  publishTime: "1795000000",
  ...overrides,
});
/** The fields of a Task 2 (a discussion about transport), with any changed. */
export const task2Fields = (overrides: Record<string, unknown> = {}) => ({
  part: 2,
  content: "Some people think cities should ban cars from their centres. Discuss both views.",
  theme: ["discussion", "transport"],
  ...overrides,
});

/**
 * One app and database for the enclosing describe block, an administrator's and a learner's sessions on it
 * (filled in before the tests), and the calls the admin writing tests make.
 */
export function adminWritingTestSetup(dialect: TDialect) {
  const ctx = suiteContext(dialect);
  const signedIn = { admin: "", learner: "" };
  beforeAll(async () => {
    signedIn.admin = await signIn(ctx);
    signedIn.learner = await signedInLearner(ctx, "wren");
  });

  const post = (url: string, payload: unknown, token = signedIn.admin) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });
  const sendForm = (url: string, fields: TFormFields, token = signedIn.admin) => postForm(ctx, url, fields, token);
  /** Adds a task through the admin form; answers its id. */
  const addTask = async (fields: Record<string, unknown>, picture?: Uint8Array) => {
    ctx.clock.now += 1000;
    const form: TFormFields = { writingData: JSON.stringify({ writingPractices: fields }) };
    if (picture) form.pic = pic(picture);
    const res = await sendForm(ROUTES.adminWritingAdd.path, form);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ writingPracticeID: string }>().writingPracticeID;
  };
  /** Sends a modify form: writingData (the id, the image action, the fields) and a picture when given. */
  const modify = (
    id: string,
    image: string,
    fields: Record<string, unknown>,
    picture?: Uint8Array,
    token = signedIn.admin,
  ) => {
    ctx.clock.now += 1000;
    const form: TFormFields = {
      writingData: JSON.stringify({ writingPracticeID: id, image, writingPractices: fields }),
    };
    if (picture) form.pic = pic(picture);
    return sendForm(ROUTES.adminWritingModify.path, form, token);
  };
  /** The administrator's list with the given filters (10 a page unless told). */
  const list = async (filters: Record<string, unknown> = {}, page = 1, pageSize = 10) => {
    const res = await post(ROUTES.adminWritingList.path, { paginationRequest: { page, pageSize }, ...filters });
    expect(res.statusCode, res.body).toBe(200);
    return ZAdminWritingListResponse.parse(res.json()).data;
  };
  /** One task as the administrator reads it, or the refusal's status. */
  const single = async (id: string): Promise<TWritingItem | number> => {
    const res = await post(ROUTES.adminWritingSingle.path, { writingPracticeID: id });
    return res.statusCode === 200 ? ZAdminWritingTaskResponse.parse(res.json()).writingPractice : res.statusCode;
  };
  /** The learners' list of a part (first 100), as a learner sees it. */
  const learnerList = async (part: 1 | 2, token = signedIn.learner) => {
    const res = await post(ROUTES.writingList.path, { part, paginationRequest: { page: 1, pageSize: 100 } }, token);
    expect(res.statusCode, res.body).toBe(200);
    return ZWritingListResponse.parse(res.json()).data;
  };

  return { ctx, signedIn, post, sendForm, addTask, modify, list, single, learnerList };
}
