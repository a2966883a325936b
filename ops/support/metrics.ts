/** Reading a process's Prometheus metrics, asked from this machine (the ops deployments set no METRICS_TOKEN). */

/** The value of one series (`name` or `name{label="value"}`) in a Prometheus text answer, or undefined. */
export function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The value of one series in a process's metrics, or undefined when it has not reported it. */
export async function metricValue(url: string, series: string): Promise<number | undefined> {
  return sample(await (await fetch(`${url}/_metrics`)).text(), series);
}

/** The value of one series that must be there. */
export async function metric(url: string, series: string): Promise<number> {
  const value = await metricValue(url, series);
  if (value === undefined) throw new Error(`no ${series} in ${url}/_metrics`);
  return value;
}
