import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

/**
 * Leaflet with OpenStreetMap tiles, driven through a ref (no React wrapper needed for one map).
 * A circle marker avoids Leaflet's image icons, which bundlers tend to break. When tiles can't
 * load the map is just grey: the address beside it is plain text and stays readable.
 */
export function ClubMap({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const map = L.map(ref.current, { scrollWheelZoom: false }).setView([latitude, longitude], 15);
    L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; OpenStreetMap contributors',
    }).addTo(map);
    L.circleMarker([latitude, longitude], { radius: 10, color: '#e03131', fillOpacity: 0.8 }).bindTooltip(label).addTo(map);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, label]);
  return <Box ref={ref} h={320} role="region" aria-label="Club location map" style={{ borderRadius: 8 }} />;
}
