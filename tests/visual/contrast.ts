import type { Page } from '@playwright/test';
import type { AxeResults } from '../support/axe';

// WCAG AA contrast of the text as it is painted. axe decides what it can from
// the styles; where it cannot (text over a gradient or an image, a background
// it cannot see through), the ratio is measured from pixels: a picture of the
// page with every text made transparent gives what is painted behind each
// text, and that is compared with the text's own colour.

export interface ContrastFinding {
  element: string;
  ratio: number;
  required: number;
  measured: 'styles' | 'pixels';
}

interface Probe {
  element: string;
  color: [number, number, number, number];
  large: boolean;
  /** The text's boxes, in the picture's pixels. */
  rects: { x: number; y: number; width: number; height: number }[];
}

const HIDE_TEXT = `*, *::before, *::after, *::placeholder {
  color: transparent !important;
  -webkit-text-fill-color: transparent !important;
  text-shadow: none !important;
  text-decoration-color: transparent !important;
  caret-color: transparent !important;
}`;

/**
 * Every text's contrast, from an axe run of the screen (`results`, which
 * holds its color-contrast rule): axe's verdicts, and a measure from pixels
 * where axe could not judge.
 */
export async function measureContrast(
  page: Page,
  results: AxeResults,
  { fullPage }: { fullPage: boolean },
): Promise<ContrastFinding[]> {
  const contrast = (rules: AxeResults['passes']) =>
    rules.filter((rule) => rule.id === 'color-contrast');
  // axe's verdicts from the styles: its violations fail, its passes are
  // reported with the ratio it computed.
  const fromStyles = (rule: AxeResults['passes'][number]) =>
    rule.nodes.map((node) => {
      const data = node.any[0]?.data as { contrastRatio?: number; expectedContrastRatio?: string };
      return {
        element: `${node.target.join(' ')} ${node.html.slice(0, 80)}`,
        ratio: data?.contrastRatio ?? 0,
        required: Number.parseFloat(data?.expectedContrastRatio ?? '4.5'),
        measured: 'styles' as const,
      };
    });
  const findings: ContrastFinding[] = [
    ...contrast(results.violations).flatMap(fromStyles),
    ...contrast(results.passes)
      .flatMap(fromStyles)
      .filter((finding) => finding.ratio > 0),
  ];
  const targets = contrast(results.incomplete).flatMap((item) =>
    item.nodes.map((node) => node.target.map(String)),
  );
  if (targets.length === 0) return findings;

  const probes = await page.evaluate(
    ({ targets, fullPage }) => {
      const parse = (value: string): [number, number, number, number] => {
        const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
        return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
      };
      const found: Probe[] = [];
      for (const target of targets) {
        // axe names an element inside a shadow root or frame by a chain; the
        // site has neither, so the last selector names it.
        const element = document.querySelector(target[target.length - 1] ?? '');
        if (!(element instanceof HTMLElement)) continue;
        const style = getComputedStyle(element);
        const size = Number.parseFloat(style.fontSize);
        const weight = Number.parseInt(style.fontWeight, 10);
        const range = document.createRange();
        const rects: Probe['rects'] = [];
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.width < 1 || rect.height < 1) continue;
            rects.push({
              x: rect.x + (fullPage ? window.scrollX : 0),
              y: rect.y + (fullPage ? window.scrollY : 0),
              width: rect.width,
              height: rect.height,
            });
          }
        }
        if (rects.length === 0) continue;
        found.push({
          element: `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 60)}"`,
          color: parse(style.color),
          large: size >= 24 || (size >= 18.66 && weight >= 700),
          rects,
        });
      }
      return found;
    },
    { targets, fullPage },
  );

  // One picture of the area that holds every text measured (often just the
  // hero), not of the whole page.
  const size = await page.evaluate((fullPage) => {
    const root = document.documentElement;
    return fullPage
      ? { width: root.scrollWidth, height: root.scrollHeight }
      : { width: window.innerWidth, height: window.innerHeight };
  }, fullPage);
  const rects = probes.flatMap((probe) => probe.rects);
  const left = Math.max(0, Math.floor(Math.min(...rects.map((rect) => rect.x))));
  const top = Math.max(0, Math.floor(Math.min(...rects.map((rect) => rect.y))));
  const right = Math.min(size.width, Math.ceil(Math.max(...rects.map((r) => r.x + r.width))));
  const bottom = Math.min(size.height, Math.ceil(Math.max(...rects.map((r) => r.y + r.height))));
  if (right <= left || bottom <= top) return findings;
  const clip = { x: left, y: top, width: right - left, height: bottom - top };
  const hide = await page.addStyleTag({ content: HIDE_TEXT });
  const picture = await page.screenshot({ fullPage, clip, animations: 'disabled', caret: 'hide' });
  await hide.evaluate((element) => (element as HTMLElement).remove());

  const ratios = await page.evaluate(
    async ({ png, probes, origin }) => {
      const bitmap = await createImageBitmap(
        new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }),
      );
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      return probes.map(({ color: [fr, fg, fb, fa], rects }) => {
        const measured: number[] = [];
        for (const rect of rects) {
          // Only the part of the text inside the picture (a viewport's
          // picture leaves out what is scrolled away).
          const [rx, ry] = [rect.x - origin.x, rect.y - origin.y];
          const x = Math.max(0, Math.floor(rx));
          const y = Math.max(0, Math.floor(ry));
          const width = Math.min(bitmap.width, Math.ceil(rx + rect.width)) - x;
          const height = Math.min(bitmap.height, Math.ceil(ry + rect.height)) - y;
          if (width <= 0 || height <= 0) continue;
          const { data } = context.getImageData(x, y, width, height);
          for (let i = 0; i < data.length; i += 4) {
            const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
            // A translucent text colour is painted over what is behind it.
            const text = luminance(
              fr * fa + r * (1 - fa),
              fg * fa + g * (1 - fa),
              fb * fa + b * (1 - fa),
            );
            const back = luminance(r, g, b);
            measured.push((Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05));
          }
        }
        if (measured.length === 0) return undefined;
        measured.sort((a, b) => a - b);
        // The ratio that 95 % of the area behind the text reaches: a few
        // pixels of an antialiased edge or an icon do not decide it.
        return measured[Math.floor(measured.length * 0.05)];
      });
    },
    { png: picture.toString('base64'), probes, origin: { x: left, y: top } },
  );

  probes.forEach((probe, index) => {
    const ratio = ratios[index];
    if (ratio === undefined || ratio === null) return;
    findings.push({
      element: probe.element,
      ratio: Math.round(ratio * 100) / 100,
      required: probe.large ? 3 : 4.5,
      measured: 'pixels',
    });
  });
  return findings;
}
