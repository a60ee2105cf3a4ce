// "Assigned to you": the learner's side of a teacher's assignments, shown on the hub.

export { AssignedToYou } from "./assigned-to-you";
