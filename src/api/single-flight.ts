/**
 * Wraps an async task so that overlapping calls share one run: while a run is pending, every call
 * gets the same promise; the next call after it settles starts a new run.
 */
export const singleFlight = <T>(task: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () => {
    // Promise.resolve().then turns a synchronous throw of the task into a rejection, like an await would.
    pending ??= Promise.resolve()
      .then(task)
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
};
