import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import type { Charts } from '../../../../shared/schemas/admin';

/** One bar chart drawn by uPlot, with the same figures in a table for screen readers and keyboards. */
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
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || labels.length === 0) return;
    const xs = labels.map((_, i) => i);
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: 200,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [
          { values: (_u, splits) => splits.map((s) => labels[s]?.slice(-5) ?? ''), stroke: '#334155' },
          { stroke: '#334155' },
        ],
        series: [
          {},
          {
            label: title,
            stroke: '#0f766e',
            fill: 'rgba(15,118,110,0.35)',
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
      },
      [xs, values],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, el.clientWidth), height: 200 }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, values, title]);
  return (
    <figure className="rounded-xl border border-sand-200 bg-white p-3">
      <figcaption className="mb-2 font-semibold text-slate-900">{title}</figcaption>
      {labels.length === 0 ? (
        <p className="text-slate-700">{t('charts.noData')}</p>
      ) : (
        <div ref={box} aria-hidden="true" data-testid="chart" />
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

/** Loaded only on /admin (a lazy import), so uPlot never weighs on other pages. */
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
