/** The computed styles a chart's SVG needs to draw alike outside the page's style sheets. */
const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
] as const;

/** A copy of the SVG with each element's computed styles written inline. */
export function inlineStyledCopy(svg: SVGSVGElement): SVGSVGElement {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const sources = [svg, ...svg.querySelectorAll('*')];
  const targets = [copy, ...copy.querySelectorAll('*')];
  sources.forEach((source, i) => {
    const target = targets[i];
    if (!(target instanceof SVGElement)) return;
    const computed = getComputedStyle(source);
    const style = STYLE_PROPERTIES.map((p) => `${p}:${computed.getPropertyValue(p)}`).join(';');
    target.setAttribute('style', `${target.getAttribute('style') ?? ''};${style}`);
  });
  const { width, height } = svg.getBoundingClientRect();
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return copy;
}

const TITLE_HEIGHT = 40;
const PADDING = 16;

/**
 * The chart as a PNG: its SVG drawn on a white canvas under the chart's title, at twice the
 * screen's size so it stays sharp. `failure` is the message it fails with, in the reader's language.
 */
export async function svgToPng(svg: SVGSVGElement, title: string, failure: string): Promise<Blob> {
  const { width, height } = svg.getBoundingClientRect();
  const markup = new XMLSerializer().serializeToString(inlineStyledCopy(svg));
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error(failure));
      image.src = url;
    });
    const scale = 2;
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil((width + PADDING * 2) * scale);
    canvas.height = Math.ceil((height + TITLE_HEIGHT + PADDING * 2) * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error(failure);
    context.scale(scale, scale);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#000000';
    context.font = '500 18px Roboto, Helvetica, Arial, sans-serif';
    context.textBaseline = 'middle';
    context.fillText(title, PADDING, PADDING + TITLE_HEIGHT / 2);
    context.drawImage(image, PADDING, PADDING + TITLE_HEIGHT, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(failure))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
