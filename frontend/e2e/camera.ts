/**
 * The gate's cameras for the end-to-end tests: a pass's QR code on /passes filmed as a Y4M video, and a
 * Chromium of its own whose fake camera plays it (Chromium takes its fake camera's picture only at
 * launch, so each camera is a browser). Used by checkin.spec.ts and offline.spec.ts.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  chromium,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { bearer } from './support';

export interface Pass {
  id: string;
  token: string;
  name: string;
  checkedInAt: string | null;
  gate: string | null;
}

export async function passesOf(request: APIRequestContext, token: string): Promise<Pass[]> {
  const res = await request.get('/api/v1/passes', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { passes: Pass[] }).passes;
}

/**
 * Films the QR code of pass `index` on /passes for Chromium's fake camera: a screenshot of the code is
 * drawn into a 640x480 frame (white around it, as a phone held up to the camera shows it) on a blank
 * page, and the frame is written as a one-frame Y4M video (4:2:0: the grey levels, then neutral colour
 * planes), which Chromium plays in a loop. Returns the file's path.
 */
export async function cameraFileOf(page: Page, index: number, dir: string): Promise<string> {
  const [width, height] = [640, 480];
  const png = await page.getByTestId('pass-qr').nth(index).screenshot({ type: 'png' });
  const blank = await page.context().newPage();
  const luma = await blank.evaluate(
    async ([b64, w, h]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${b64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d canvas');
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, w, h);
      const side = 400;
      ctx.drawImage(image, (w - side) / 2, (h - side) / 2, side, side);
      const { data } = ctx.getImageData(0, 0, w, h);
      const grey = new Array<number>(w * h);
      for (let i = 0; i < w * h; i += 1) {
        grey[i] = Math.round(
          0.299 * (data[i * 4] ?? 0) +
            0.587 * (data[i * 4 + 1] ?? 0) +
            0.114 * (data[i * 4 + 2] ?? 0),
        );
      }
      return grey;
    },
    [png.toString('base64'), width, height] as const,
  );
  await blank.close();
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = join(dir, `pass-${index}.y4m`);
  await writeFile(file, Buffer.concat([header, Buffer.from(luma), chroma]));
  return file;
}

/** A Chromium of its own whose fake camera films `file`. */
export function browserWithCamera(file: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
}
