// Automatic JSX runtime whatever tsconfig the loader (tsx, esbuild, vite) picks up.
/** @jsxRuntime automatic */
import { pdf, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { registerFonts } from './fonts';
import { CommercialOfferDocument } from './templates/offer';
import { PaymentScheduleDocument } from './templates/schedule';
import type { CommercialOfferData, PaymentScheduleData } from './types';

/**
 * Renders a react-pdf document to bytes in this thread. react-pdf blocks the event loop for the
 * whole layout: a server renders through the worker pool (`@app/pdf/pool`), never here.
 *
 * Memory: react-pdf mounts every document in a React root of its own, and React drops a
 * finished root from its schedule list only in a scheduler callback (setImmediate). A tight
 * loop of renders that only awaits promises never lets it run and keeps every document ever
 * rendered alive (+50 KB a render, measured); so each render yields one macrotask at its end.
 */
async function renderDocument(element: ReactElement<DocumentProps>): Promise<Buffer> {
  registerFonts();
  const instance = pdf(element);
  try {
    const stream = await instance.toBuffer();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  } finally {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** The commercial offer as PDF bytes; identical data gives identical bytes. */
export function renderCommercialOffer(data: CommercialOfferData): Promise<Buffer> {
  return renderDocument(<CommercialOfferDocument data={data} />);
}

/** The payment schedule as PDF bytes; identical data gives identical bytes. */
export function renderPaymentSchedule(data: PaymentScheduleData): Promise<Buffer> {
  return renderDocument(<PaymentScheduleDocument data={data} />);
}
