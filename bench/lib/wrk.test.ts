import { describe, expect, it } from "vitest";
import { parseWrk } from "./wrk";

/** wrk 4.1's `--latency` report as it printed it here, with its padded columns. */
const report = (p50: string, p99: string, extra = "") => `Running 5s test @ http://127.0.0.1:41467/api/products
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   122.93ms  262.74ms   1.50s    87.95%
    Req/Sec     2.24k   426.02     2.88k    90.48%
  Latency Distribution
     50%   ${p50}
     75%   28.94ms
     90%  511.23ms
     99%    ${p99}
  9394 requests in 5.01s, 6.94MB read
${extra}Requests/sec:   1875.97
Transfer/sec:      1.39MB
`;

describe("reading wrk's report", () => {
  it("reads latencies in every unit wrk prints, padded or not", () => {
    expect(parseWrk(report("21.14ms", "1.17s "))).toEqual({ rps: 1875.97, p50: 21.14, p99: 1170, errors: 0 });
    expect(parseWrk(report("850.00us", "3.87ms"))).toMatchObject({ p50: 0.85, p99: 3.87 });
    expect(parseWrk(report("1.02s ", "1.05m "))).toMatchObject({ p50: 1020, p99: 63_000 });
  });

  it("counts socket errors and answers outside 2xx and 3xx as errors", () => {
    const extra = "  Socket errors: connect 0, read 2, write 1, timeout 4\n  Non-2xx or 3xx responses: 5\n";
    expect(parseWrk(report("21.14ms", "31.00ms", extra)).errors).toBe(12);
  });

  it("refuses a report it cannot read, showing it", () => {
    expect(() => parseWrk("wrk: connection refused")).toThrow(/lacks .*connection refused/s);
  });
});
