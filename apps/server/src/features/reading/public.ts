/**
 * What other features use of reading: starting an attempt (an assigned one too), answering a start, and closing
 * assigned attempts whose time ran out before their results are read.
 */
export { settleAssigned } from "./attempt-close.service";
export { startAttempt, type TAssignedStart } from "./attempt-start.service";
export { findGivenPractice, type TGivenPractice } from "./reading.repository";
export type { TStarted } from "./reading.service";
export { sendStarted } from "./started-reply";
