import { useTranslation } from 'react-i18next';
import type { Charts } from '../../../../shared/schemas/admin';

// Drawn in a fixed coordinate box that the SVG scales to its width.
const W = 320;
const H = 200;
const LEFT = 32;
const BOTTOM = 24;
const TOP = 8;
const AXIS = '#334155';
const GRID = '#e2e8f0';

/** Whole-number steps for a count axis: 0 and up to four more lines, the top one at or above max. */
function countTicks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  const lines = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: lines + 1 }, (_, i) => i * step);
}

/** Bars of counts with a count axis and at most six labels along the bottom. */
function Bars({ labels, values }: { labels: string[]; values: number[] }) {
  const ticks = countTicks(Math.max(0, ...values));
  const top = ticks.at(-1) ?? 1;
  const plotH = H - TOP - BOTTOM;
  const band = (W - LEFT) / labels.length;
  const barW = Math.min(40, band * 0.7);
  const y = (v: number) => TOP + plotH - (v / top) * plotH;
  const every = Math.ceil(labels.length / 6);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="presentation">
      {ticks.map((v) => (
        <g key={v}>
          <line x1={LEFT} x2={W} y1={y(v)} y2={y(v)} stroke={GRID} />
          <text x={LEFT - 4} y={y(v) + 3} textAnchor="end" fontSize="10" fill={AXIS}>
            {v}
          </text>
        </g>
      ))}
      {values.map((v, i) => (
        <rect
          key={labels[i]}
          x={LEFT + band * i + (band - barW) / 2}
          y={y(v)}
          width={barW}
          height={y(0) - y(v)}
          fill="rgba(15,118,110,0.35)"
          stroke="#0f766e"
        />
      ))}
      {labels.map((l, i) =>
        i % every === 0 ? (
          <text key={l} x={LEFT + band * (i + 0.5)} y={H - 8} textAnchor="middle" fontSize="10" fill={AXIS}>
            {l.slice(-5)}
          </text>
        ) : null,
      )}
    </svg>
  );
}

/** One bar chart, with the same figures in a table for screen readers and keyboards. */
function BarChart({
  title,
  labels,
  values,
  labelHeading,
}: {
  title: string;
  labels: string[];
  values: number[];
  labelHeading: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <figure className="rounded-xl border border-sand-200 bg-white p-3">
      <figcaption className="mb-2 font-semibold text-slate-900">{title}</figcaption>
      {labels.length === 0 ? (
        <p className="text-slate-700">{t('charts.noData')}</p>
      ) : (
        <div aria-hidden="true" data-testid="chart">
          <Bars labels={labels} values={values} />
        </div>
      )}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm text-brand-700">{t('charts.showTable')}</summary>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{t('charts.count')}</th>
            </tr>
          </thead>
          <tbody>
            {labels.map((l, i) => (
              <tr key={l}>
                <td>{l}</td>
                <td>{values[i]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** The dashboard's activity charts: plain SVG, a few kilobytes, so they come with the page. */
export default function AdminCharts({ data }: { data: Charts }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <BarChart
        title={t('charts.conversationsPerDay')}
        labelHeading={t('charts.day')}
        labels={data.conversationsPerDay.map((d) => d.day)}
        values={data.conversationsPerDay.map((d) => d.count)}
      />
      <BarChart
        title={t('charts.newUsersPerWeek')}
        labelHeading={t('charts.week')}
        labels={data.newUsersPerWeek.map((d) => d.week)}
        values={data.newUsersPerWeek.map((d) => d.count)}
      />
      <BarChart
        title={t('charts.leadsByState')}
        labelHeading={t('charts.state')}
        labels={data.leadsByState.map((d) => d.state)}
        values={data.leadsByState.map((d) => d.count)}
      />
    </div>
  );
}
