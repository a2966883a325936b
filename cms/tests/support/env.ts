/** Runs `task` with these environment variables set (undefined: unset), then puts the old values back. */
export async function withEnv(env: Record<string, string | undefined>, task: () => Promise<void>): Promise<void> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  apply(env);
  try {
    await task();
  } finally {
    apply(saved);
  }
}
