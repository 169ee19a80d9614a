// Footprints: the places the author has been, drawn as an inline SVG (equirectangular projection,
// computed at render time from the page's front matter; no external map tiles) plus a timeline.
import type { FootprintsProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { Html } from '../components/Html';

const W = 800;
const H = 480;
const PAD = 40;

export function FootprintsPage({ props }: { props: FootprintsProps }) {
  const places = props.places;
  const lngs = places.map((p) => p.lng);
  const lats = places.map((p) => p.lat);
  const minLng = Math.floor(Math.min(...lngs, 100) / 5) * 5 - 5;
  const maxLng = Math.ceil(Math.max(...lngs, 125) / 5) * 5 + 5;
  const minLat = Math.floor(Math.min(...lats, 20) / 5) * 5 - 5;
  const maxLat = Math.ceil(Math.max(...lats, 45) / 5) * 5 + 5;
  const scale = Math.min((W - 2 * PAD) / (maxLng - minLng), (H - 2 * PAD) / (maxLat - minLat));
  const x = (lng: number) => PAD + (lng - minLng) * scale;
  const y = (lat: number) => H - PAD - (lat - minLat) * scale;
  const gridLng: number[] = [];
  for (let v = minLng; v <= maxLng; v += 5) gridLng.push(v);
  const gridLat: number[] = [];
  for (let v = minLat; v <= maxLat; v += 5) gridLat.push(v);
  const sorted = [...places].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  const path = sorted.map((p, i) => `${i ? 'L' : 'M'}${x(p.lng).toFixed(1)} ${y(p.lat).toFixed(1)}`).join(' ');
  return (
    <div className="container footprints">
      <h1>{props.title}</h1>
      <figure className="footprints__map">
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="footprints-map-title">
          <title id="footprints-map-title">{strings.footprints.map}</title>
          <rect x="0" y="0" width={W} height={H} rx="12" className="footprints__sea" />
          {gridLng.map((v) => (
            <line key={`lng${v}`} x1={x(v)} x2={x(v)} y1={PAD / 2} y2={H - PAD / 2} className="footprints__grid" />
          ))}
          {gridLat.map((v) => (
            <line key={`lat${v}`} y1={y(v)} y2={y(v)} x1={PAD / 2} x2={W - PAD / 2} className="footprints__grid" />
          ))}
          <path d={path} className="footprints__route" />
          {sorted.map((p) => (
            <g key={p.name} transform={`translate(${x(p.lng).toFixed(1)} ${y(p.lat).toFixed(1)})`}>
              <circle r="6" className="footprints__dot" />
              <text x="10" y="4" className="footprints__label">{p.name}</text>
            </g>
          ))}
        </svg>
        <figcaption>{strings.footprints.map}</figcaption>
      </figure>
      <Html value={props.content} className="markdown" />
      <section aria-labelledby="footprints-timeline">
        <h2 id="footprints-timeline">{strings.footprints.timeline}</h2>
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
