// The shipped site's footprints page (content/pages/footprints.md): the places the author has been, drawn as an
// inline SVG (equirectangular projection, computed at render time from the page's `places` front matter; no
// external map tiles), the page's Markdown, then a timeline. Site code: theme/MarkdownPage.tsx renders it for a
// page whose front matter lists places.
import { Html, type HtmlSlot } from 'blogctl/theme';

/** A place of the front matter's `places` list. */
export interface Place {
  name: string;
  lat: number;
  lng: number;
  date?: string;
  note?: string;
}

/** The places of a `places` front matter value (entries without a name and coordinates left out), or undefined. */
export function placesOf(value: unknown): Place[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter(
      (p): p is Place => !!p && typeof p.name === 'string' && typeof p.lat === 'number' && typeof p.lng === 'number',
    )
    .map((p) => ({ ...p, date: p.date ? String(p.date) : undefined }));
}

const W = 800;
const H = 480;
const PAD = 40;
const DOT = 6;
/** Label sizes in map units: the map is 800 units wide, so 26 units stay ≥ 10 px on a 375 px phone. */
const WIDE_FONT = 15;
const NARROW_FONT = 26;

type Box = { l: number; t: number; r: number; b: number };
type Placed = { name: string; x: number; y: number; leader?: [number, number, number, number] };

const overlaps = (a: Box, b: Box, gap: number) =>
  a.l < b.r + gap && b.l < a.r + gap && a.t < b.b + gap && b.t < a.b + gap;

/** Label width in map units: CJK characters are 1 em, others about 0.62 em (a generous estimate). */
function labelWidth(name: string, font: number): number {
  let w = 0;
  for (const ch of name) w += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? font : font * 0.62;
  return w;
}

/**
 * Places each label next to its dot without overlapping another label or dot: positions around the dot
 * (right, left, above, below, then the diagonals) on rings of growing distance; crowded places go first
 * so they get the nearest spots. A label pushed off the first ring gets a leader line to its dot.
 */
export function placeLabels(points: { name: string; x: number; y: number }[], font: number): Placed[] {
  const h = font * 1.2;
  const dots: Box[] = points.map((p) => ({ l: p.x - DOT, t: p.y - DOT, r: p.x + DOT, b: p.y + DOT }));
  const near = (p: { x: number; y: number }) =>
    points.filter((q) => Math.hypot(q.x - p.x, q.y - p.y) < font * 4).length;
  const order = points.map((p, i) => ({ p, i, n: near(p) })).sort((a, b) => b.n - a.n || a.i - b.i);
  const taken: Box[] = [];
  const out: Placed[] = new Array(points.length);
  for (const { p, i } of order) {
    const w = labelWidth(p.name, font) + 4;
    let chosen: { box: Box; ring: number } | undefined;
    for (let ring = 0; ring < 12 && !chosen; ring++) {
      const d = DOT + 3 + ring * font * 0.8;
      const e = d * Math.SQRT1_2;
      const spots: [number, number][] = [
        [p.x + d, p.y - h / 2],
        [p.x - d - w, p.y - h / 2],
        [p.x - w / 2, p.y - d - h],
        [p.x - w / 2, p.y + d],
        [p.x + e, p.y - e - h],
        [p.x + e, p.y + e],
        [p.x - e - w, p.y - e - h],
        [p.x - e - w, p.y + e],
      ];
      for (const [l, t] of spots) {
        const box = { l, t, r: l + w, b: t + h };
        if (box.l < PAD / 2 || box.r > W - PAD / 2 || box.t < PAD / 2 || box.b > H - PAD / 2) continue;
        if (taken.some((o) => overlaps(box, o, 2)) || dots.some((o) => overlaps(box, o, 1))) continue;
        chosen = { box, ring };
        break;
      }
    }
    const box = chosen?.box ?? { l: p.x + DOT + 3, t: p.y - h / 2, r: p.x + DOT + 3 + w, b: p.y + h / 2 };
    taken.push(box);
    const placed: Placed = { name: p.name, x: round(box.l + 2), y: round(box.t + h * 0.8) };
    if (chosen && chosen.ring > 0) {
      // From the dot's edge to the nearest point of the label box.
      const cx = Math.min(Math.max(p.x, box.l), box.r);
      const cy = Math.min(Math.max(p.y, box.t), box.b);
      const len = Math.hypot(cx - p.x, cy - p.y) || 1;
      placed.leader = [
        round(p.x + ((cx - p.x) / len) * DOT),
        round(p.y + ((cy - p.y) / len) * DOT),
        round(cx),
        round(cy),
      ];
    }
    out[i] = placed;
  }
  return out;
}

const round = (v: number) => Math.round(v * 10) / 10;

export function Footprints(props: { title: string; content: HtmlSlot; places: Place[] }) {
  const places = props.places;
  // No places yet: an empty map over eastern China.
  const lngs = places.length ? places.map((p) => p.lng) : [100, 125];
  const lats = places.length ? places.map((p) => p.lat) : [20, 45];
  // The places' extent plus a margin, scaled to fill the map and centred: the dots spread over the whole map.
  const minLng = Math.min(...lngs) - 4;
  const maxLng = Math.max(...lngs) + 4;
  const minLat = Math.min(...lats) - 3;
  const maxLat = Math.max(...lats) + 3;
  const scale = Math.min((W - 2 * PAD) / (maxLng - minLng), (H - 2 * PAD) / (maxLat - minLat));
  const ox = (W - (maxLng - minLng) * scale) / 2;
  const oy = (H - (maxLat - minLat) * scale) / 2;
  const x = (lng: number) => ox + (lng - minLng) * scale;
  const y = (lat: number) => H - oy - (lat - minLat) * scale;
  const gridLng: number[] = [];
  for (let v = Math.ceil(minLng / 5) * 5; v <= maxLng; v += 5) gridLng.push(v);
  const gridLat: number[] = [];
  for (let v = Math.ceil(minLat / 5) * 5; v <= maxLat; v += 5) gridLat.push(v);
  const sorted = [...places].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  const path = sorted.map((p, i) => `${i ? 'L' : 'M'}${x(p.lng).toFixed(1)} ${y(p.lat).toFixed(1)}`).join(' ');
  return (
    <div className="container footprints">
      <h1>{props.title}</h1>
      <figure className="footprints__map">
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="footprints-map-title">
          <title id="footprints-map-title">足迹地图</title>
          <rect x="0" y="0" width={W} height={H} rx="12" className="footprints__sea" />
          {gridLng.map((v) => (
            <line key={`lng${v}`} x1={x(v)} x2={x(v)} y1={PAD / 2} y2={H - PAD / 2} className="footprints__grid" />
          ))}
          {gridLat.map((v) => (
            <line key={`lat${v}`} y1={y(v)} y2={y(v)} x1={PAD / 2} x2={W - PAD / 2} className="footprints__grid" />
          ))}
          <path d={path} className="footprints__route" />
          {sorted.map((p) => (
            <circle
              key={p.name}
              cx={x(p.lng).toFixed(1)}
              cy={y(p.lat).toFixed(1)}
              r={DOT}
              className="footprints__dot"
            />
          ))}
          {/* Two label layouts: one for wide screens, one with larger type for phones (≥ 10 px at 375 px). */}
          {(
            [
              ['wide', WIDE_FONT],
              ['narrow', NARROW_FONT],
            ] as const
          ).map(([kind, font]) => (
            <g key={kind} className={`footprints__labels footprints__labels--${kind}`} style={{ fontSize: font }}>
              {placeLabels(
                sorted.map((p) => ({ name: p.name, x: x(p.lng), y: y(p.lat) })),
                font,
              ).map((l) => (
                <g key={l.name}>
                  {l.leader && (
                    <line
                      x1={l.leader[0]}
                      y1={l.leader[1]}
                      x2={l.leader[2]}
                      y2={l.leader[3]}
                      className="footprints__leader"
                    />
                  )}
                  <text x={l.x} y={l.y} className="footprints__label">
                    {l.name}
                  </text>
                </g>
              ))}
            </g>
          ))}
        </svg>
        <figcaption>足迹地图</figcaption>
      </figure>
      <Html value={props.content} className="markdown" />
      <section className="footprints__timeline" aria-labelledby="footprints-timeline">
        <h2 id="footprints-timeline">足迹时间线</h2>
        <ol className="timeline">
          {sorted.map((p) => (
            <li key={p.name} className="timeline__item">
              {p.date && <time dateTime={p.date}>{p.date}</time>}
              <strong>{p.name}</strong>
              {p.note && <span className="timeline__note">{p.note}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
