/** Runs `fn`; an exception is rethrown on a later tick so it is reported but stops nothing else. */
export function safely(fn: () => void): void {
  try {
    fn();
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}
