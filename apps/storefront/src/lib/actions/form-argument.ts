/**
 * A server action's form argument. Our forms post FormData, but anyone can call an action with
 * any arguments (React's JSON reply encoding): an action that reads fields takes its form through
 * this, so a forged call reads as an empty form, refused like any form missing its fields,
 * instead of failing on `data.get` (a 500 and a stack in the log).
 */
export const formArgument = (value: unknown): FormData =>
  value instanceof FormData ? value : new FormData();
