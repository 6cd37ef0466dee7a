// A drawn-looking signature for the demo agreement PDF: a pen stroke as a small PNG.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A 320x90 grey-and-alpha PNG with a looping pen stroke on a transparent background. */
export function signaturePng(): Uint8Array {
  const width = 320;
  const height = 90;
  const alpha = new Uint8Array(width * height);
  const dot = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.round(x + dx);
        const py = Math.round(y + dy);
        if (px >= 0 && px < width && py >= 0 && py < height) alpha[py * width + px] = 255;
      }
    }
  };
  // Loops drifting right, like handwriting, and an underline flourish.
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = 20 + 260 * t + 14 * Math.cos(t * 38);
    const y = 45 - 22 * Math.sin(t * 38) * (1 - 0.5 * t) + 6 * Math.sin(t * 5);
    dot(x, y);
  }
  for (let t = 0; t <= 1; t += 0.001) dot(30 + 270 * t, 74 - 6 * Math.sin(t * Math.PI));

  const raw = Buffer.alloc((width * 2 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 2 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 2] = 24; // dark ink
      raw[row + 2 + x * 2] = alpha[y * width + x]!;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 4; // grey with alpha
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}
