/**
 * Sales per day as bars (uPlot: small, fast, canvas). Loaded lazily with the dashboard, so the chart
 * library is fetched only when the owner looks at it. The numbers are also in a table for screen readers.
 */
import "uplot/dist/uPlot.min.css";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import type { AdminDashboard } from "@domain/admin/types";

type Day = AdminDashboard["salesByDay"][number];

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const dayLabel = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

function options(width: number): uPlot.Options {
  return {
    width,
    height: 240,
    padding: [12, 8, 0, 0],
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max * 1.15, 100)] } },
    axes: [
      {
        stroke: "#6b4a35",
        grid: { show: false },
        ticks: { show: false },
        font: "12px system-ui",
        values: (_u, splits) => splits.map((s) => dayLabel.format(new Date(s * 1000))),
      },
      {
        stroke: "#6b4a35",
        grid: { stroke: "rgba(43,26,18,0.08)", width: 1 },
        ticks: { show: false },
        font: "12px system-ui",
        size: 64,
        values: (_u, splits) => splits.map((s) => rupees.format(s)),
      },
    ],
    series: [
      {},
      {
        label: "Revenue",
        fill: "rgba(192,99,58,0.85)",
        stroke: "#a14f2b",
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.7, 28], gap: 2 }),
        points: { show: false },
      },
    ],
  };
}

export default function SalesChart({ days }: { days: Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000),
      days.map((d) => d.revenuePaise / 100),
    ];
    const chart = new uPlot(options(element.clientWidth), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);

  return (
    <>
      <div ref={box} aria-hidden className="w-full" />
      <table className="sr-only">
        <caption>Revenue of paid orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{dayLabel.format(new Date(`${d.date}T00:00:00Z`))}</td>
              <td>{rupees.format(d.revenuePaise / 100)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
