// Automatic JSX runtime whatever tsconfig the loader (tsx, esbuild, vite) picks up.
/** @jsxRuntime automatic */
import { G, Line, Path, Rect, Svg, Text } from '@react-pdf/renderer';
import type { ChartModel } from '../chart';
import { FONT_FAMILY } from '../fonts';
import { formatMoney, formatMoneyShort } from '@app/pricing';
import { colors } from './theme';

/** The y axis' labels: "600 тыс. ₽", "1,25 млн ₽" (the ticks are 1, 2, 2.5 or 5 × 10^k). */
const AXIS_LABEL = { maxDecimals: 2, currency: 'RUB' } as const;

const AXIS_WIDTH = 62;
const TOP_PAD = 14;
const BOTTOM_PAD = 16;

// react-pdf reads font props on SVG text from its props (and inherits them), but its types
// only declare the presentation attributes: a spread passes them through.
const font = (size: number, weight: 400 | 700 = 400) => ({
  fontFamily: FONT_FAMILY,
  fontSize: size,
  fontWeight: weight,
});

/**
 * The caption above the chart, for the customer: what one bar is, and (when the first payment
 * dwarfs the rest and its bar is cut) why that bar is shorter than its amount.
 */
export function chartCaption(model: Pick<ChartModel, 'bucket' | 'capped'>): string {
  const what = model.bucket === 'month' ? 'Платежи по месяцам' : 'Платежи по годам, сумма за год';
  return model.capped
    ? `${what}. Крупный платёж показан не в масштабе, его сумма — над столбцом`
    : what;
}

/**
 * A bar chart of the payments drawn with react-pdf's SVG primitives: y grid with rouble ticks,
 * one bar per month (≤ 60 payments) or per year, and bars above the scale cut with a break mark
 * and their amount written over them.
 */
export function PaymentsChart({
  model,
  width,
  height,
}: {
  model: ChartModel;
  width: number;
  height: number;
}) {
  const plotX = AXIS_WIDTH;
  const plotW = width - AXIS_WIDTH - 4;
  const plotY = TOP_PAD;
  const plotH = height - TOP_PAD - BOTTOM_PAD;
  const y = (v: number) => plotY + plotH - (Math.min(v, model.top) / model.top) * plotH;
  const n = Math.max(1, model.bars.length);
  const slot = plotW / n;
  const barW = Math.max(1.2, Math.min(26, slot * 0.68));
  const labelEvery = Math.max(1, Math.ceil(n / Math.floor(plotW / 34)));

  return (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      {model.ticks.map((t) => (
        <G key={`t${t}`}>
          <Line
            x1={plotX}
            x2={plotX + plotW}
            y1={y(t)}
            y2={y(t)}
            stroke={t === 0 ? colors.muted : colors.rule}
            strokeWidth={t === 0 ? 0.8 : 0.5}
          />
          <Text x={plotX - 6} y={y(t) + 2.5} textAnchor="end" fill={colors.muted} {...font(7)}>
            {formatMoneyShort(t, 'ru', AXIS_LABEL)}
          </Text>
        </G>
      ))}
      {model.bars.map((bar, i) => {
        const cx = plotX + slot * (i + 0.5);
        const top = y(bar.value);
        const cut = bar.value > model.top;
        return (
          <G key={`b${i}`}>
            <Rect
              x={cx - barW / 2}
              y={top}
              width={barW}
              height={plotY + plotH - top}
              fill={cut ? colors.muted : colors.accent}
            />
            {cut ? (
              <G>
                <Path
                  d={`M${cx - barW / 2 - 1} ${plotY + 9}L${cx + barW / 2 + 1} ${plotY + 5}L${cx + barW / 2 + 1} ${plotY + 8}L${cx - barW / 2 - 1} ${plotY + 12}Z`}
                  fill="#ffffff"
                />
                <Text
                  x={Math.min(Math.max(cx, plotX + 40), plotX + plotW - 40)}
                  y={plotY - 4}
                  textAnchor="middle"
                  fill={colors.ink}
                  {...font(7, 700)}
                >
                  {formatMoney(bar.amount, 'ru')}
                </Text>
              </G>
            ) : null}
            {i % labelEvery === 0 ? (
              <Text
                x={cx}
                y={plotY + plotH + 10}
                textAnchor="middle"
                fill={colors.muted}
                {...font(6.5)}
              >
                {bar.label}
              </Text>
            ) : null}
          </G>
        );
      })}
    </Svg>
  );
}
