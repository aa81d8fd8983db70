// With ODOO_URL: Weft's share of the first chunk as a user feels it on a real Odoo. The panel beside
// a real web client's sales orders list (Chromium, the test build), Enter pressed in the composer
// until the model request leaves the worker: the time a model's first chunk waits on Weft before the
// model's own latency starts (the turn's page context and session read from the real Odoo, the
// conversation written, the request built). The model is the stand-in, so only Weft's side is timed.
import { launchWithExtension } from '../e2e/fixtures';
import { openRealSalesList } from './browser-content-real';
import { startModelStandIn } from '../stand-ins/model/server';
import { sendToRequest, useModel } from './browser-start';
import type { Figures } from './figures';

export const REAL_START_KEYS = ['real_send_to_request_ms'] as const;
export type RealStartKey = (typeof REAL_START_KEYS)[number];

export async function realStartFigures(dir?: string): Promise<Figures<RealStartKey>> {
  const url = process.env.ODOO_URL!.replace(/\/+$/, '');
  const model = await startModelStandIn();
  const ext = await launchWithExtension(dir).catch(async (error: unknown) => {
    await model.close();
    throw error;
  });
  try {
    const { panel, version } = await openRealSalesList(ext, url);
    await useModel(panel, model);
    const figure = await sendToRequest(panel, model);
    return { real_send_to_request_ms: { ...figure, note: `real Odoo ${version} at ${url}, the panel beside its sales orders list: ${figure.note}` } };
  } finally {
    await ext.close();
    await model.close();
  }
}
