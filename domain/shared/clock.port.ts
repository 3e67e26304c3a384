/** Time comes through this port so that rules and tests never read the wall clock directly. */
export interface Clock {
  now(): Date;
}
