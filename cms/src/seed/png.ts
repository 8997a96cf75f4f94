import { deflateSync } from 'zlib';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};

type RGB = [number, number, number];

/**
 * A small generated illustration: a diagonal gradient between two colours with a soft circle and
 * horizontal bands (a stylised "trade route"). Original artwork, no external assets.
 */
export function makePng(width: number, height: number, from: RGB, to: RGB, seed: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const cx = width * (0.25 + ((seed * 37) % 50) / 100);
  const cy = height * (0.3 + ((seed * 17) % 40) / 100);
  const r = Math.min(width, height) * 0.28;
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let rgb: RGB = [0, 1, 2].map((i) => Math.round(from[i] + (to[i] - from[i]) * t)) as RGB;
      const d = Math.hypot(x - cx, y - cy);
      if (d < r) {
        const k = 0.35 * (1 - d / r);
        rgb = rgb.map((v) => Math.round(v + (255 - v) * k)) as RGB;
      }
      if (Math.floor((y + seed * 7) / 24) % 6 === 0 && x > width * 0.08 && x < width * 0.92) {
        rgb = rgb.map((v) => Math.round(v * 0.88)) as RGB;
      }
      raw[o++] = rgb[0];
      raw[o++] = rgb[1];
      raw[o++] = rgb[2];
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
