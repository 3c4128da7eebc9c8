/**
 * A generated poster placeholder (product §7: "a placeholder image is used when there is no poster or the image
 * fails"): the title on a colour derived from it, so each title keeps its own recognisable tile.
 */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Breaks a title into at most `maxLines` lines of about `width` characters, with an ellipsis if cut. */
function wrap(title: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  const clipped = lines.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
  if (clipped.length <= maxLines) return clipped;
  const kept = clipped.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, width - 1)}…`;
  return kept;
}

/** An SVG of the given aspect: portrait for posters (2:3), landscape for backdrops (16:9). */
export function placeholderSvg(title: string, shape: 'poster' | 'backdrop' = 'poster'): string {
  const safeTitle = title.trim().slice(0, 200) || 'Watchify';
  const hue = hashOf(safeTitle) % 360;
  const [width, height] = shape === 'poster' ? [500, 750] : [1280, 720];
  const fontSize = shape === 'poster' ? 44 : 64;
  const lines = wrap(safeTitle, shape === 'poster' ? 16 : 28, 5);
  const firstY = height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${Math.round(firstY + i * fontSize * 1.2)}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(safeTitle)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,18%)"/></linearGradient></defs>` +
    '<rect width="100%" height="100%" fill="url(#g)"/>' +
    `<g fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-weight="700" font-size="${fontSize}">${text}</g>` +
    '</svg>'
  );
}
