'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { lazyModule } from '~/lib/lazy-module';
import { qrPath, qrSide } from './qr-matrix';

/** The `qrcode` package (~10 KiB gzipped), downloaded when a QR code is first shown. */
const qrcode = lazyModule(() => import('qrcode'));

interface Drawn {
  value: string;
  side: number;
  path: string;
}

/** A QR code of `value` drawn as an SVG, black on white with its quiet zone, scannable on screen. */
export function QrCode({ value, id }: { value: string; id?: string }) {
  const t = useTranslations('paymentPanel');
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    qrcode.get().then(
      (lib) => {
        const { modules } = lib.create(value, { errorCorrectionLevel: 'M' });
        const dark = (row: number, col: number) => Boolean(modules.get(row, col));
        if (live)
          setDrawn({
            value,
            side: qrSide(modules.size),
            path: qrPath({ size: modules.size, dark }),
          });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [value]);

  if (failed)
    return (
      <p id={id} className="text-sm text-destructive" role="alert">
        {t('qrFailed')}
      </p>
    );
  const ready = drawn?.value === value ? drawn : null;
  return (
    <div id={id} className="w-fit rounded-md border bg-white p-1">
      {ready ? (
        <svg
          role="img"
          aria-label={t('qrLabel', { url: value })}
          data-testid="payment-qr"
          viewBox={`0 0 ${ready.side} ${ready.side}`}
          className="size-48"
          shapeRendering="crispEdges"
        >
          <rect width={ready.side} height={ready.side} fill="#fff" />
          <path d={ready.path} fill="#000" />
        </svg>
      ) : (
        <div className="size-48 animate-pulse rounded bg-muted" aria-hidden />
      )}
    </div>
  );
}
