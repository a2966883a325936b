/** A whole number above zero from the environment, or the default (a typo in the environment never turns a limit off). */
export const positiveInt = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
