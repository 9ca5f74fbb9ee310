// The map's request: the full spring list, as a browser asks for it (gzip accepted).
// k6 run -e BASE_URL=http://localhost:8080 load-tests/k6/map-springs.js
import http from 'k6/http';
import { check } from 'k6';

export const options = {
  vus: Number(__ENV.VUS || 32),
  duration: __ENV.DURATION || '20s',
  thresholds: { http_req_failed: ['rate<0.01'] },
};

const url = `${__ENV.BASE_URL || 'http://localhost:8080'}/api/springs`;

export default function () {
  const res = http.get(url, { headers: { 'Accept-Encoding': 'gzip, br' } });
  check(res, { 'status is 200': (r) => r.status === 200 });
}
