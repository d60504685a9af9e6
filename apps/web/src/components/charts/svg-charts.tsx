import { type ReactNode, useRef } from 'react';
import { formatCompact, formatPercent } from '../../lib/format/index.ts';
import { useSize } from './use-size.ts';

/**
 * The admin dashboard's charts, drawn as plain SVG sized to their box: a few hundred elements and no charting
 * library, so a phone renders the dashboard without seconds of script (docs/web-delivery.md). Each chart is
 * decorative for screen readers: its box carries role="img" and an aria-label listing every figure. A mark's
 * <title> shows its figure on hover.
 */

const AXIS = 'fill-muted-foreground text-[11px]';
const GRID = 'stroke-border';
const TOP = 8;
const BOTTOM = 20;

interface Series {
  name: string;
  color: string;
}

/** A label under the axis for every nth point, so labels never overlap on a narrow screen. */
function labelStep(count: number, plotWidth: number): number {
  return Math.max(1, Math.ceil((count * 44) / Math.max(plotWidth, 1)));
}

function niceMax(max: number): number {
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / magnitude) * magnitude;
}

function Frame({ children }: { children: (width: number, height: number) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { width, height } = useSize(ref);
  return (
    <div ref={ref} className="h-full w-full">
      {width > 0 && (
        <svg width={width} height={height} className="overflow-visible" aria-hidden="true">
          {children(width, height)}
        </svg>
      )}
    </div>
  );
}

/** Grouped bars; each series has its own scale (counts on the left axis, amounts on the right). */
export function BarChart({ labels, series, values }: { labels: string[]; series: Series[]; values: number[][] }) {
  return (
    <Frame>
      {(width, height) => {
        const left = 32;
        const right = series.length > 1 ? 44 : 8;
        const plotW = width - left - right;
        const plotH = Math.max(height - TOP - BOTTOM, 1);
        const maxes = series.map((_, s) => niceMax(Math.max(0, ...values.map((v) => v[s] ?? 0))));
        const slot = plotW / Math.max(labels.length, 1);
        const barW = Math.max((slot * 0.7) / series.length, 1);
        const step = labelStep(labels.length, plotW);
        return (
          <>
            {[0, 0.5, 1].map((f) => (
              <line
                key={f}
                x1={left}
                x2={left + plotW}
                y1={TOP + plotH * f}
                y2={TOP + plotH * f}
                className={GRID}
                strokeDasharray="3 3"
              />
            ))}
            <text x={left - 4} y={TOP + 4} textAnchor="end" className={AXIS}>
              {formatCompact(maxes[0] ?? 0)}
            </text>
            <text x={left - 4} y={TOP + plotH} textAnchor="end" className={AXIS}>
              0
            </text>
            {series.length > 1 && (
              <text x={left + plotW + 4} y={TOP + 4} className={AXIS}>
                {formatCompact(maxes[1] ?? 0)}
              </text>
            )}
            {labels.map((label, i) => (
              <g key={label}>
                {series.map((s, si) => {
                  const value = values[i]?.[si] ?? 0;
                  const h = (value / (maxes[si] ?? 1)) * plotH;
                  return (
                    <rect
                      key={s.name}
                      x={left + slot * i + slot * 0.15 + barW * si}
                      y={TOP + plotH - h}
                      width={barW}
                      height={h}
                      rx={Math.min(3, barW / 2)}
                      fill={s.color}
                    >
                      <title>{`${label}: ${value} ${s.name}`}</title>
                    </rect>
                  );
                })}
                {i % step === 0 && (
                  <text x={left + slot * (i + 0.5)} y={TOP + plotH + 14} textAnchor="middle" className={AXIS}>
                    {label}
                  </text>
                )}
              </g>
            ))}
          </>
        );
      }}
    </Frame>
  );
}

/** A line over 0–100 %, broken nowhere: points without a value are skipped. */
export function PercentLineChart({
  labels,
  values,
  color,
}: {
  labels: string[];
  values: (number | null)[];
  color: string;
}) {
  return (
    <Frame>
      {(width, height) => {
        const left = 40;
        const plotW = width - left - 8;
        const plotH = Math.max(height - TOP - BOTTOM, 1);
        const slot = plotW / Math.max(labels.length, 1);
        const x = (i: number) => left + slot * (i + 0.5);
        const y = (v: number) => TOP + plotH - (v / 100) * plotH;
        const points = values.flatMap((v, i) => (v === null ? [] : [[x(i), y(v), v, i] as const]));
        const step = labelStep(labels.length, plotW);
        return (
          <>
            {[0, 50, 100].map((v) => (
              <g key={v}>
                <line x1={left} x2={left + plotW} y1={y(v)} y2={y(v)} className={GRID} strokeDasharray="3 3" />
                <text x={left - 4} y={y(v) + 4} textAnchor="end" className={AXIS}>
                  {formatPercent(v)}
                </text>
              </g>
            ))}
            <polyline
              points={points.map(([px, py]) => `${px},${py}`).join(' ')}
              fill="none"
              stroke={color}
              strokeWidth={2}
            />
            {points.map(([px, py, v, i]) => (
              <circle key={i} cx={px} cy={py} r={3} fill={color}>
                <title>{`${labels[i]}: ${formatPercent(v)}`}</title>
              </circle>
            ))}
            {labels.map((label, i) =>
              i % step === 0 ? (
                <text key={label} x={x(i)} y={TOP + plotH + 14} textAnchor="middle" className={AXIS}>
                  {label}
                </text>
              ) : null,
            )}
          </>
        );
      }}
    </Frame>
  );
}

/** A ring with one slice per entry, in the given colours. */
export function DonutChart({ slices, colors }: { slices: { name: string; value: number }[]; colors: string[] }) {
  const total = slices.reduce((n, s) => n + s.value, 0);
  const r = 80;
  const inner = 45;
  let angle = -Math.PI / 2;
  const point = (a: number, radius: number) => `${96 + radius * Math.cos(a)},${96 + radius * Math.sin(a)}`;
  return (
    <svg viewBox="0 0 192 192" className="h-full w-full" aria-hidden="true">
      {total === 0 ? (
        <circle cx={96} cy={96} r={(r + inner) / 2} fill="none" className={GRID} strokeWidth={r - inner} />
      ) : (
        slices.map((s, i) => {
          const sweep = (s.value / total) * Math.PI * 2;
          const start = angle;
          angle += sweep;
          // A single slice of 100 % is a full ring, which one arc cannot draw.
          const end = sweep >= Math.PI * 2 ? start + Math.PI * 2 - 0.0001 : angle;
          const large = end - start > Math.PI ? 1 : 0;
          const d = `M ${point(start, r)} A ${r} ${r} 0 ${large} 1 ${point(end, r)} L ${point(end, inner)} A ${inner} ${inner} 0 ${large} 0 ${point(start, inner)} Z`;
          return (
            <path key={s.name} d={d} fill={colors[i % colors.length]} className="stroke-card" strokeWidth={1}>
              <title>{`${s.name}: ${s.value}`}</title>
            </path>
          );
        })
      )}
    </svg>
  );
}
