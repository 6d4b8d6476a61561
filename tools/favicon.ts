/**
 * Writes `routes/static/favicon.ico` from `routes/static/favicon.svg` (`deno run -A
 * tools/favicon.ts`; run it after changing the SVG and commit both): the SVG drawn by headless
 * Chromium at 16, 32 and 48 px, each a PNG image in the ICO's directory (as browsers and operating
 * systems have read them since Windows Vista). Browsers that follow the console's
 * `<link rel="icon">` take the SVG; `/favicon.ico` is for those that ask for it by name.
 */
import { chromium } from "playwright-core";
import { findChromium } from "../lib/web/render.ts";

const SIZES = [16, 32, 48];
const svgFile = new URL("../routes/static/favicon.svg", import.meta.url);
const icoFile = new URL("../routes/static/favicon.ico", import.meta.url);

/** An ICO file holding `images` (PNG bytes, square, `size` px). */
export function ico(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const header = 6 + 16 * images.length;
  const out = new Uint8Array(header + images.reduce((n, i) => n + i.png.length, 0));
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = header;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    out[entry] = out[entry + 1] = size === 256 ? 0 : size; // width, height
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(png, offset);
    offset += png.length;
  });
  return out;
}

if (import.meta.main) {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error("No Chromium: apt-get install chromium, or set CHROMIUM_PATH");
  }
  const svg = await Deno.readTextFile(svgFile);
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
  try {
    const images = [];
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      );
      images.push({ size, png: await page.screenshot({ omitBackground: true }) });
      await page.close();
    }
    await Deno.writeFile(icoFile, ico(images));
    console.log(`wrote ${icoFile.pathname} (${SIZES.join(", ")} px)`);
  } finally {
    await browser.close();
  }
}
