import { BANK_IMPORT_LIMITS, bankTransferEndpoints } from "@bandcraft/contract/bank-transfer";
import type { FastifyReply } from "fastify";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { exportBank, exportPractice, type TDownload } from "./admin-bank-export.service";
import { importPractices } from "./admin-bank-import.service";

/** Sends a file to be saved, not shown: its name is a test id or a date, so it needs no quoting beyond the quotes. */
function download(reply: FastifyReply, file: TDownload): FastifyReply {
  return reply
    .type("application/json; charset=utf-8")
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

/** The reading bank in its file format: a test or the whole bank downloaded, files imported all or nothing. */
export function adminBankTransferRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(bankTransferEndpoints.adminReadingExport, async ({ body, reply }) =>
      download(reply, await exportPractice(deps, body.practiceID)),
    ),
    defineRoute(bankTransferEndpoints.adminReadingExportBank, async ({ reply }) => download(reply, exportBank(deps))),
    defineRoute(
      bankTransferEndpoints.adminReadingImport,
      async ({ user, body }) => ok({ result: await importPractices(deps, user, body) }),
      { bodyLimit: BANK_IMPORT_LIMITS.bytes },
    ),
  ];
}
