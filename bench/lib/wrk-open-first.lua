-- wrk script for bench:api (decision 172): every connection is opened, and accepted by the server, before
-- the load starts, so the latencies are those of requests at WRK_CONNECTIONS open connections.
--
-- Without it, the first request of each connection waits in the kernel's accept queue: libuv (since 1.45)
-- accepts one connection per turn of the event loop, and under load a turn serves every ready request
-- first. wrk then "corrects" each of those waits for coordinated omission, adding phantom samples that
-- moved a 5 s run's p99 from 16 ms to 60-90 ms on a server whose own requests never waited over 30 ms.
--
-- delay() runs before each request: the first request of every connection waits WRK_OPEN_MS, the rest
-- go at once. done() prints one line that bench/lib/wrk.ts reads.

local connections = tonumber(os.getenv("WRK_CONNECTIONS"))
local open_ms = tonumber(os.getenv("WRK_OPEN_MS"))
local started = 0

function delay()
  if started < connections then
    started = started + 1
    return open_ms
  end
  return 0
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(
    string.format(
      "measured: requests %d, microseconds %d, p50 %d, p99 %d, max %d, errors %d\n",
      summary.requests,
      summary.duration,
      latency:percentile(50),
      latency:percentile(99),
      latency.max,
      errors.connect + errors.read + errors.write + errors.status + errors.timeout
    )
  )
end
