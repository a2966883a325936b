/**
 * D-11.4: one chart on a canvas, drawn by Chart.js. This module is imported lazily by the dashboard only, so
 * Chart.js is in an admin chunk and never in the public pages' JavaScript. Only the parts these charts use are
 * registered (tree-shaken). Chart.js draws on a canvas with no eval and no injected stylesheet, so it runs under
 * the admin's CSP unchanged. The canvas is hidden from assistive technology: the card's summary and table carry
 * the same numbers.
 */
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { ChartModel } from './stats';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/** The design card's colours, from admin.css's custom properties (one place), as they apply to this canvas. */
const colourOf = (element: Element, property: string) =>
  getComputedStyle(element).getPropertyValue(property).trim() || '#1d4f91';

function configOf(model: ChartModel, canvas: HTMLCanvasElement): ChartConfiguration<'bar' | 'line'> {
  const style = getComputedStyle(canvas);
  const text = colourOf(canvas, '--adm-muted');
  const grid = colourOf(canvas, '--adm-border');
  const horizontal = model.kind === 'hbar';
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return {
    type: model.kind === 'line' ? 'line' : 'bar',
    data: {
      labels: model.rows,
      datasets: model.series.map((s) => {
        const colour = colourOf(canvas, s.colour);
        return {
          label: s.label,
          data: s.values,
          backgroundColor: colour,
          borderColor: colour,
          borderRadius: model.kind === 'line' ? 0 : 4,
          maxBarThickness: 28,
          pointRadius: 3,
          tension: 0.25,
        };
      }),
    },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: reduceMotion ? false : { duration: 300 },
      font: { family: style.fontFamily },
      plugins: {
        legend: { display: model.series.length > 1, position: 'bottom', labels: { color: text, boxWidth: 12 } },
        tooltip: { intersect: false, mode: 'index' },
      },
      scales: {
        // Counts are whole numbers: no 0.5 ticks.
        [horizontal ? 'x' : 'y']: {
          beginAtZero: true,
          ticks: { precision: 0, color: text },
          grid: { color: grid },
        },
        [horizontal ? 'y' : 'x']: {
          ticks: { color: text, autoSkip: true, maxRotation: 0 },
          grid: { display: false },
        },
      },
    },
  } as ChartConfiguration<'bar' | 'line'>;
}

export default function ChartCanvas({ model }: { model: ChartModel }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const chart = new Chart(canvas, configOf(model, canvas));
    return () => chart.destroy();
  }, [model]);
  return (
    <div className={`adm-chart__plot adm-chart__plot--${model.kind}`}>
      <canvas ref={ref} aria-hidden="true" data-chart={model.id} />
    </div>
  );
}
