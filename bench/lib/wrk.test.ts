import { describe, expect, it } from "vitest";
import { parseMeasured } from "./wrk";

/** The end of wrk 4.1's report with the line `wrk-open-first.lua` adds, as it printed it here. */
const report = (line: string) => `Running 6s test @ http://127.0.0.1:41467/api/products
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     8.93ms    3.10ms  29.30ms   71.02%
    Req/Sec     5.39k   395.22     6.15k    74.00%
  26936 requests in 6.02s, 6.94MB read
Requests/sec:   4474.42
Transfer/sec:      1.15MB
${line}
`;

describe("reading wrk's measured line", () => {
  it("counts requests a second over the measured window only, and gives latencies in milliseconds", () => {
    const measured = parseMeasured(
      report("measured: requests 26936, microseconds 6020000, p50 8600, p99 16050, max 29300, errors 0"),
      1,
    );
    expect(measured.rps).toBeCloseTo(26936 / 5.02, 6);
    expect(measured).toMatchObject({ p50: 8.6, p99: 16.05, max: 29.3, errors: 0 });
  });

  it("passes on every failed answer wrk counted", () => {
    const line = "measured: requests 100, microseconds 2000000, p50 1, p99 2, max 3, errors 12";
    expect(parseMeasured(report(line), 1).errors).toBe(12);
  });

  it("refuses a report without the line, showing it", () => {
    expect(() => parseMeasured("wrk: connection refused", 1)).toThrow(/lacks the measured line.*connection refused/s);
  });
});
