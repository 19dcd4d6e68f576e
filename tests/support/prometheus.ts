import http from "node:http";

/** A Prometheus text exposition read into `name{labels}` → value; labels in the order written. */
export type Samples = Map<string, number>;

export function parseSamples(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^(\S+?(?:\{.*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

/** The metric families the exposition names (its `# TYPE` lines). */
export function families(text: string): Set<string> {
  return new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]!));
}

/** The sum of every sample of `name` whose labels include all of `labels`. */
export function sampleSum(samples: Samples, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const [key, value] of samples) {
    if (key !== name && !key.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([label, wanted]) => key.includes(`${label}="${wanted}"`))) sum += value;
  }
  return sum;
}

/**
 * A GET on a connection of its own (so that a cluster may hand it to any worker), optionally from
 * a given local address, answered in full.
 */
export function get(
  url: string,
  options: { headers?: Record<string, string>; localAddress?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: options.headers ?? {}, localAddress: options.localAddress },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on("error", reject);
  });
}
