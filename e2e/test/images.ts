// Images the journeys upload as evidence (a receipt, a statement), drawn in the page itself.
import type { Page } from 'playwright-core';

/** A small PNG drawn in `page` with `text` on it (a receipt, a statement), as bytes. */
export async function imagePng(page: Page, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 90;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.fillStyle = '#eef2fb';
    ctx.fillRect(0, 0, 200, 90);
    ctx.fillStyle = '#1a3a8a';
    ctx.font = 'bold 15px sans-serif';
    ctx.fillText(label, 12, 50);
    return canvas.toDataURL('image/png');
  }, text);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
