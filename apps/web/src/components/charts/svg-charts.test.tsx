import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BarChart, DonutChart, PercentLineChart } from './svg-charts.tsx';

// jsdom lays nothing out: give every box the size of a phone-width card.
const sizes = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  for (const [i, key] of sizes.entries()) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => (i === 0 ? 320 : 224) });
  }
});
afterAll(() => {
  for (const key of sizes) Reflect.deleteProperty(HTMLElement.prototype, key);
});

const titles = (c: HTMLElement) => [...c.querySelectorAll('title')].map((t) => t.textContent);

describe('dashboard charts', () => {
  it('draws one bar per week and series, each scaled to its own series and named on hover', () => {
    const { container } = render(
      <BarChart
        labels={['1 Nov', '8 Nov']}
        series={[
          { name: 'referrals', color: '#2563eb' },
          { name: 'closed business', color: '#16a34a' },
        ]}
        values={[
          [2, 500],
          [4, 1000],
        ]}
      />,
    );
    const bars = [...container.querySelectorAll('rect')];
    expect(bars).toHaveLength(4);
    // The tallest bar of each series fills the plot; the other is half as tall.
    const heights = bars.map((b) => Number(b.getAttribute('height')));
    expect(heights[2]).toBeCloseTo(heights[3] as number);
    expect(heights[0]).toBeCloseTo((heights[2] as number) / 2);
    expect(titles(container)).toEqual([
      '1 Nov: 2 referrals',
      '1 Nov: 500 closed business',
      '8 Nov: 4 referrals',
      '8 Nov: 1000 closed business',
    ]);
  });

  it('leaves weeks without attendance out of the line', () => {
    const { container } = render(
      <PercentLineChart labels={['1 Nov', '8 Nov', '15 Nov']} values={[80, null, 100]} color="#7c3aed" />,
    );
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(container.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(2);
    expect(titles(container)).toEqual(['1 Nov: 80%', '15 Nov: 100%']);
  });

  it('gives every role a slice, and a lone role the whole ring', () => {
    const colors = ['#2563eb', '#16a34a'];
    const two = render(
      <DonutChart
        slices={[
          { name: 'President', value: 1 },
          { name: 'Member', value: 3 },
        ]}
        colors={colors}
      />,
    );
    expect(titles(two.container)).toEqual(['President: 1', 'Member: 3']);
    expect([...two.container.querySelectorAll('path')].map((p) => p.getAttribute('fill'))).toEqual(colors);
    const one = render(<DonutChart slices={[{ name: 'Member', value: 5 }]} colors={colors} />);
    expect(one.container.querySelector('path')?.getAttribute('d')).toMatch(/A 80 80 0 1 1/);
  });
});
