/** A promise with its resolve function, to hold an async step until a test releases it. */
export const deferred = <T>(): { promise: Promise<T>; resolve: (value: T) => void } => {
  let settle: ((value: T) => void) | undefined;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, resolve: (value) => settle?.(value) };
};
